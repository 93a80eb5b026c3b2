import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Debian's nginx with the site's own locations (infra/nginx/college-locations.conf) in front of
// processes on 127.0.0.1: for the bench's proxy runs and for the test of the locations themselves.

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return spawnSync(NGINX, ['-v']).status === 0;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function accepting(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
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
export async function startNginx(bases: string[], locationsFile: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach its cache and buffer folders.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const port = await freePort();
  const servers = bases.map((b) => `    server ${new URL(b).host} max_fails=2 fail_timeout=5s;`).join('\n');
  // As in production (infra/nginx/college.conf) but on a free port, without TLS, and with the
  // clients' own addresses taken from X-Forwarded-For, as a CDN in front would give.
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
  ${permissionsMap()}
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
      await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The production map of what nginx adds itself (infra/nginx/college.conf), as written there. */
function permissionsMap(): string {
  const conf = readFileSync(path.resolve(import.meta.dirname, '../../../../infra/nginx/college.conf'), 'utf8');
  const map = /^map [^\n]*\$college_permissions_policy \{\n[\s\S]*?^\}/m.exec(conf);
  if (!map) throw new Error('college.conf has no $college_permissions_policy map');
  return map[0];
}
