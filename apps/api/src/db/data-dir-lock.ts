import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database's directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database directory ${dir} is in use by process ${pid}; stop that process or set DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

type Holder = { pid: number; started: string };

/** When the process started (Linux clock ticks since boot), so a reused pid is not taken for the holder. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function parse(text: string): Holder | null {
  const [pid, started = ''] = text.trim().split(' ');
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, started } : null;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the embedded database's directory for this process alone: PGlite has no lock of its own,
 * and two processes writing one directory corrupt it. The lock is a file beside the directory
 * holding the owner's pid; one left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  const mine = `${process.pid} ${startTimeOf(process.pid)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (readText(file) === mine) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let text = readText(file);
    if (text === '') {
      // Created a moment ago and not yet written: give its owner a moment.
      sleep(100);
      text = readText(file);
    }
    if (text === null) continue;
    const holder = parse(text);
    if (holder && isAlive(holder)) throw new DataDirLockedError(resolved, holder.pid);
    // Left by a dead process: move it aside and make sure it is the one we judged stale.
    const aside = `${file}.${randomUUID()}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readText(aside);
    if (moved !== text) {
      // Someone took it in between: hand their lock back and stand down.
      try {
        linkSync(aside, file);
      } catch {
        // They (or a third) hold a fresh one already.
      }
      unlinkSync(aside);
      const other = parse(moved ?? '');
      throw new DataDirLockedError(resolved, other?.pid ?? 0);
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not lock the database directory ${resolved}`);
}
