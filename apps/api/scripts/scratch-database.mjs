// A database of its own on the PostgreSQL server named by `serverUrl`, for one run of a script
// (the bench, the backup drill, the start check): made fresh, dropped at the end, so runs never meet.
import pg from 'pg';

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `college_<purpose>_<time>`; answers its URL and how to drop it. */
export async function scratchDatabase(serverUrl, purpose) {
  const name = `college_${purpose}_${Date.now()}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
