// Starts the built site (dist/server.js) as its own process on a free 127.0.0.1 port and waits
// for its ready line: the bench and the backup drill both drive real processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `env` is the whole environment of the process (with PATH added; LOG_LEVEL must show info, the ready line); `flags` go to node. */
export async function startSiteProcess(env, flags = []) {
  const child = spawn(process.execPath, [...flags, 'dist/server.js'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  // Demo mode prints each code it "sends" on the console: the codes by mobile, as a phone would have them.
  const codes = new Map();
  let partial = '';
  child.stdout.on('data', (d) => {
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const m = /\[demo SMS\] to \+91 (\d{10}): .*?\b(\d{6})\b/.exec(line);
      if (m) codes.set(m[1], m[2]);
    }
  });
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, 30_000);
    child.stdout.on('data', (d) => {
      if (out.length < 20_000) out += d.toString();
      const m = /site ready at (http:\/\/[^\s"]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return {
    child,
    baseUrl,
    output: () => out,
    /** The last code this process printed for `mobile` (its line may arrive just after the answer). */
    demoCode: (mobile) => codes.get(mobile),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}
