import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a download needs to answer conditional and range requests without reading the file. */
export type StoredFile = { size: number; etag: string; lastModified: Date };

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: a local folder, or an S3-compatible bucket that several machines
 * share. Both answer the same questions, so downloads, ranges and ETags work the same on either.
 */
export type FileStorage = {
  /** Moves a finished temporary file in under `key` (the temporary file is gone afterwards). */
  put(key: string, sourcePath: string): Promise<void>;
  /** The stored file's size, ETag and time; null when there is none under `key`. */
  stat(key: string): Promise<StoredFile | null>;
  /** The file's bytes, whole or one range of them; null when there is none under `key`. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Every key in the store (for copying one store into another). */
  keys(): AsyncIterable<string>;
  /** Whether the store answers: the readiness check asks. */
  check(): Promise<boolean>;
};

/** Question papers sit in this folder under DATA_DIR/files, or under this prefix in a bucket. */
export const PAPERS_FOLDER = 'question-papers';

/** Applicants' photos and signatures sit in this folder, or under this prefix in a bucket. */
export const IMAGES_FOLDER = 'applicant-images';

/** The college's published documents (prospectus, fee structure and the rest), every version kept. */
export const DOCUMENTS_FOLDER = 'college-documents';

/** The gallery's photos, as re-encoded WebP copies only. */
export const GALLERY_FOLDER = 'gallery';

/** Keys are made by the server (a uuid and an extension), never taken from a user's file name. */
export const STORAGE_KEY = /^[a-z0-9-]+\.(pdf|jpg|webp)$/;

export function assertKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

/** Files under one folder outside any public directory. */
export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertKey(key));
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
    async stat(key) {
      const found = await stat(resolve(key)).catch(() => null);
      if (!found?.isFile()) return null;
      // The same weak validator Express's sendFile made, so caches keep their copies across the change.
      return {
        size: found.size,
        etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
        lastModified: found.mtime,
      };
    },
    async read(key, range) {
      const stream = createReadStream(resolve(key), range ?? {});
      // Opening fails here (a file removed since stat) rather than halfway through an answer.
      try {
        await new Promise<void>((done, fail) => {
          stream.once('open', () => done());
          stream.once('error', fail);
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return stream;
    },
    remove: (key) => rm(resolve(key), { force: true }),
    async *keys() {
      const names = await readdir(root).catch(() => [] as string[]);
      for (const name of names.sort()) if (STORAGE_KEY.test(name)) yield name;
    },
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
