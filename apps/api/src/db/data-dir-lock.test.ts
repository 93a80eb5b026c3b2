import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { PROCESS_TEST_TIMEOUT_MS } from '../test/timeouts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'college-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A pid that surely belongs to no running process: one that has just exited. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(run.stdout.toString());
}

describe('the data directory lock', () => {
  it('when a second opener comes while the first holds it, then it is refused naming the directory and the pid', () => {
    const dir = path.join(root, 'pg');
    const release = lockDataDir(dir);
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `The database directory ${dir} is in use by process ${process.pid}; stop that process or set DATA_DIR to another directory.`,
    );
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('when the lock was left by a process that died, then it is taken over', () => {
    const dir = path.join(root, 'pg');
    writeFileSync(`${dir}.lock`, `${deadPid()} 1\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it(
    'when the embedded database is open, then a second open of the same directory is refused and the first still works',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dir = path.join(root, 'pg');
      const first = await openDatabase({ driver: 'pglite', dataDir: dir });
      try {
        await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
        expect(await first.ping()).toBe(true);
      } finally {
        await first.close();
      }
      const again = await openDatabase({ driver: 'pglite', dataDir: dir });
      await again.close();
    },
  );
});
