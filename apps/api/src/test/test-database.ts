import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Only databases with this prefix are ever created or dropped by the tests.
const TEST_DB_PREFIX = 'college_test_';

export function testDatabaseName(kind: 'tpl' | 'db'): string {
  return `${TEST_DB_PREFIX}${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The same server URL with another database name. */
export function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function assertOwn(name: string): void {
  if (!name.startsWith(TEST_DB_PREFIX) || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error(`Refusing to touch database ${name}`);
  }
}

export async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  assertOwn(name);
  if (template) assertOwn(template);
  await withAdmin(serverUrl, async (c) => {
    // Two files copying the template at the same moment can collide; the copy is retried.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        return;
      } catch (err) {
        if (attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 100 + attempt * 100));
      }
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  assertOwn(name);
  await withAdmin(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}
