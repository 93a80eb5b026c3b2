import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

export type CopyReport = { copied: number; alreadyThere: number; total: number };

/**
 * Copies every file of one store into another, once: a file already there with the same size is
 * left alone, so a copy cut short is finished by running it again. The source is not changed.
 */
export async function copyStore(from: FileStorage, to: FileStorage, progress: (key: string) => void = () => {}): Promise<CopyReport> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'college-copy-'));
  const report: CopyReport = { copied: 0, alreadyThere: 0, total: 0 };
  try {
    for await (const key of from.keys()) {
      report.total += 1;
      const [source, target] = await Promise.all([from.stat(key), to.stat(key)]);
      if (!source) continue;
      if (target?.size === source.size) {
        report.alreadyThere += 1;
        continue;
      }
      const body = await from.read(key);
      if (!body) continue;
      // Through a scratch file: put() moves a finished file in, as an upload does.
      const temp = path.join(scratch, key);
      await pipeline(body, createWriteStream(temp));
      await to.put(key, temp);
      report.copied += 1;
      progress(key);
    }
    return report;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
