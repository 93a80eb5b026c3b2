import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS, PROCESS_WAIT_MS } from './test/timeouts';
import { PRODUCTION_ENV, TEST_ENV } from './test/test-app';

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts src/server.ts with the given environment and waits for it to exit. */
function runServer(env: Record<string, string>, timeoutMs = PROCESS_WAIT_MS): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit: ${stdout}${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

// Servers started here run without demo mode: seeding the sample archive adds seconds to every start.
describe('server start-up', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('when PORT is not a number, then it exits 1 with one line naming PORT', async () => {
    const run = await runServer({ PORT: 'abc' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual(['Invalid environment: PORT must be a port number']);
  });

  it('when production starts without secrets, then it refuses to run', async () => {
    const run = await runServer({ NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('SESSION_SECRET is required in production');
    expect(run.stderr).toContain('RAZORPAY_KEY_SECRET is required in production');
    expect(run.stderr).toContain('DATABASE_URL is required in production');
  });

  it.runIf(Number(process.versions.node.split('.')[0]) < 22)(
    'when production is configured in full but started on Node 20, then it refuses with one line naming the Node it needs',
    async () => {
      const run = await runServer({ ...TEST_ENV, ...PRODUCTION_ENV });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `Node.js ${process.versions.node} cannot run production: it needs Node.js 24 LTS (or 22.12 and newer; Node 20 is past its end of life)`,
      ]);
    },
  );

  it('when production is started in demo mode, then it refuses with one line naming DEMO_MODE', async () => {
    const run = await runServer({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('DEMO_MODE cannot be true in production');
  });

  it('when a second server or staff:create opens the data directory of a running server, then each is refused with one line naming it and the pid', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'college-srv-'));
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DEMO_MODE: 'false',
        PUBLIC_ORIGIN: 'https://college.example.in',
      },
    });
    try {
      let ready = '';
      const port = await new Promise<number>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), PROCESS_WAIT_MS);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /site ready at http:\/\/127\.0\.0\.1:(\d+) \(public origin https:\/\/college\.example\.in\)/.exec(out);
          if (m) {
            ready = m[0];
            clearTimeout(timer);
            resolve(Number(m[1]));
          }
        });
      });
      // The line names where the process listens, the port chosen for PORT=0 included, and the public origin.
      expect(ready).toBe(`site ready at http://127.0.0.1:${port} (public origin https://college.example.in)`);
      const expected = `The database directory ${path.join(dataDir, 'pg')} is in use by process ${child.pid}`;
      const second = await runServer({ PORT: '0', DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.stderr.trim().split('\n')).toHaveLength(1);
      expect(second.stderr).toContain(expected);
      const staff = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/staff-create.ts', '--email', 'clerk@college.example', '--role', 'admin'],
        {
          cwd: apiRoot,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
          input: 'a long enough password\n',
        },
      );
      expect(staff.status).toBe(1);
      expect(staff.stderr.toString().trim().split('\n')).toEqual([expect.stringContaining(expected)]);
      // The first server goes on serving.
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when it gets SIGTERM, then it refuses new connections, answers on open ones with Connection: close, and exits 0 once they close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'college-srv-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_MODE: 'false' },
      });
      let out = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), PROCESS_WAIT_MS);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('site ready at')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const port = Number(/site ready at http:\/\/[^:]+:(\d+)/.exec(out)?.[1]);
      // A client holding a keep-alive connection, as nginx does.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const ask = () =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          get({ host: '127.0.0.1', port, path: '/api/v1/health/live', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          }).on('error', reject);
        });
      expect((await ask()).connection).toBe('keep-alive');
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      // Not listening: a proxy finds the port closed and sends the request elsewhere.
      const refused = await new Promise<string | undefined>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(undefined);
        });
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code));
      });
      expect(refused).toBe('ECONNREFUSED');
      // A request down the connection already open is still answered, and the client told to close it.
      expect(await ask()).toEqual({ status: 200, connection: 'close' });
      expect(await exited).toBe(0);
      agent.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
