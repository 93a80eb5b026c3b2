import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A one-page PDF that passes the upload checks, for staff uploads. */
export const QUESTION_PAPER_PDF = path.join(repoRoot, 'tests/e2e/fixtures/question-paper.pdf');

export type RunningSite = { baseUrl: string; output: () => string; stop: () => Promise<number | null> };

/** Runs apps/api/dist/server.js (which serves the built web app) and waits for its ready line. */
export async function startSite(env: Record<string, string>): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /site ready at (http:\/\/[^\s"]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${out}`));
    });
  });
  // A site that stops while tests still use it fails them all at once: say why, where they fail.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe site stopped (exit ${code ?? signal}). Its last output:\n${out.slice(-4000)}\n`);
  });
  return {
    baseUrl,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) {
          resolve(child.exitCode);
          return;
        }
        stopping = true;
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
