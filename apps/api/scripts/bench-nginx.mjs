// The part of `pnpm bench` behind a real nginx (Debian's package) with the site's own locations
// (infra/nginx/college-locations.conf), in front of two API processes on one PostgreSQL database:
// the archive's first page through the proxy's cache, applicant journeys through the proxy, and
// one process stopped in the middle of a run, counting what was lost.
import autocannon from 'autocannon';
import pg from 'pg';
import { nginxAvailable, startNginx } from '../src/test/nginx-server.ts';

export { nginxAvailable };

/** What nginx logged about the processes behind it, each kind of failure once with its count. */
function upstreamErrors(log) {
  const counts = {};
  for (const line of log.split('\n')) {
    const m = /\[(?:error|warn)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:,|$)/.exec(line);
    if (m && /upstream|connect\(\)|recv\(\)|send/.test(m[1])) counts[m[1]] = (counts[m[1]] ?? 0) + 1;
  }
  return counts;
}

const pct = (r) => ({ requestsPerSecond: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99 });

/**
 * nginx in front of the two `servers`: the archive's first page through it and straight to one
 * process, `journeys` through it, `checkFiles` (uploads and downloads across the processes), then
 * journeys and GETs through it while one process is stopped.
 */
export async function behindNginx({ servers, locationsFile, connections, seconds, journeys, databaseUrl, archivePath, checkFiles }) {
  const nginx = await startNginx(
    servers.map((s) => s.baseUrl),
    locationsFile,
  );
  try {
    const archiveDirect = await autocannon({ url: `${servers[0].baseUrl}${archivePath}`, connections, duration: seconds });
    const archiveProxied = await autocannon({ url: `${nginx.url}${archivePath}`, connections, duration: seconds });
    const cacheHeader = (await fetch(`${nginx.url}${archivePath}`)).headers.get('x-cache');
    if (archiveProxied.non2xx > 0)
      console.error(`nginx answered ${JSON.stringify(archiveProxied.statusCodeStats)}:\n${nginx.errorLog().slice(-2000)}`);
    const bases = servers.map((s) => s.baseUrl);
    const journeysThrough = await journeys(nginx.url, servers, 100_000);
    const files = await checkFiles(nginx.url, bases);

    // One process stopped (SIGTERM, as systemd stops it) a third of the way into a run of GETs
    // and journeys through nginx: nothing nginx can send again may be lost, and every journey
    // that finished must be in the database.
    const gets = autocannon({ url: `${nginx.url}/api/v1/health/ready`, connections: Math.max(2, connections / 2), duration: seconds * 2 });
    const during = journeys(nginx.url, servers, 200_000);
    await new Promise((r) => setTimeout(r, (seconds * 2000) / 3));
    const stopped = servers[1].child;
    const logBefore = nginx.errorLog().length;
    stopped.kill('SIGTERM');
    const [getsResult, journeysDuring] = await Promise.all([gets, during]);
    const exitCode = await new Promise((r) => (stopped.exitCode !== null ? r(stopped.exitCode) : stopped.once('exit', r)));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n from applications where current_stage = 'submitted' and mobile >= '7000200000' and mobile < '7000300000'",
    );
    await client.end();
    return {
      archiveFirstPage: {
        path: archivePath,
        throughNginx: pct(archiveProxied),
        straightToOneProcess: pct(archiveDirect),
        errors: archiveProxied.errors + archiveProxied.non2xx + archiveDirect.errors + archiveDirect.non2xx,
        nginxCache: cacheHeader,
      },
      journeys: journeysThrough,
      sharedFiles: files,
      oneProcessStopped: {
        stoppedExitCode: exitCode,
        gets: { requests: getsResult.requests.total, failed: getsResult.errors + getsResult.non2xx + getsResult.timeouts },
        journeys: { completed: journeysDuring.completed, failed: journeysDuring.errors },
        submittedInDatabase: rows[0].n,
        nginxSaid: upstreamErrors(nginx.errorLog().slice(logBefore)),
      },
    };
  } finally {
    await nginx.stop();
  }
}
