import { createReadStream, type ReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. A local folder now; object storage would implement the same. */
export type FileStorage = {
  /** Moves a finished temporary file in under `key`. */
  put(key: string, sourcePath: string): Promise<void>;
  /** The file's absolute path, for range-aware sending. */
  pathOf(key: string): string;
  stream(key: string): ReadStream;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Whether the store answers and takes writes: the readiness check asks. */
  check(): Promise<boolean>;
};

const KEY = /^[a-z0-9-]+\.pdf$/;

/** Files under one folder outside any public directory; keys are server-made, never user names. */
export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, sourcePath) {
      await mkdir(root, { recursive: true });
      const target = resolve(key);
      try {
        await rename(sourcePath, target);
      } catch {
        // Different file systems: copy, then drop the temporary file.
        await copyFile(sourcePath, target);
        await rm(sourcePath, { force: true });
      }
    },
    pathOf: resolve,
    stream: (key) => createReadStream(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
    exists: (key) =>
      stat(resolve(key)).then(
        () => true,
        () => false,
      ),
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
