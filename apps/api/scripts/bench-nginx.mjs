// The part of `pnpm bench` behind a real nginx (Debian's package) with the site's own locations
// (infra/nginx/college-locations.conf), in front of two API processes on one PostgreSQL database:
// the archive's first page through the proxy's cache, applicant journeys through the proxy, and
// one process stopped in the middle of a run, counting what was lost.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function nginxAvailable() {
  return spawnSync(NGINX, ['-v']).status === 0;
}

async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

async function accepting(port, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/** Starts nginx in front of `bases` with the site's locations; answers its URL and how to stop it. */
async function startNginx(bases, locationsFile) {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach its cache and buffer folders.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const port = await freePort();
  const servers = bases.map((b) => `    server ${new URL(b).host} max_fails=2 fail_timeout=5s;`).join('\n');
  // As in production (infra/nginx/college.conf) but on a free port, without TLS, and with the
  // bench's virtual applicants' own addresses taken as the client's, as a CDN in front would give.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  upstream college_site {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=college_archive:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    include ${locationsFile};
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'inherit' });
  await accepting(port);
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
