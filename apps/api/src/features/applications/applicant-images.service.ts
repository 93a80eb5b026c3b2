import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import { IMAGE_LABEL, type ImageKind, type StoredImage } from '@college/contracts/entities/applicant-images';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound, storageUnavailable } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import type { UploadedFile } from '../../lib/mount';
import { record, type Actor } from '../audit/audit.api';
import type { FileStorage } from '../storage/storage.api';
import { cleanImage } from './image-check';
import { findOwnedApplication, lockOwnedApplication } from './application-access';
import { applicantImagesRepository } from './applicant-images.repository';
import { applicationRepository } from './application.repository';

export type ApplicantImagesDeps = { db: Database; storage: FileStorage; clock: Clock; logger: Logger };

const NOT_UPLOADED: Record<ImageKind, string> = {
  photo: 'No photo has been uploaded for this application',
  signature: 'No signature has been uploaded for this application',
};

/** What the store holds under a key, as bytes; a picture is small (the re-encoding bounds it). */
async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    const stream = await storage.read(key);
    return stream ? await buffer(stream) : null;
  } catch (error) {
    throw storageUnavailable(error);
  }
}

export function applicantImagesService(deps: ApplicantImagesDeps) {
  const { db, storage, clock } = deps;

  /** Removes the files let go of (replaced, or their application erased); the job calls it too. */
  async function removeReleased(limit = 100): Promise<number> {
    const repo = applicantImagesRepository(db);
    const keys = await repo.queuedRemovals(limit);
    const done: string[] = [];
    for (const key of keys) {
      try {
        await storage.remove(key);
        done.push(key);
      } catch (error) {
        deps.logger.warn({ err: error }, 'a released picture could not be removed yet');
      }
    }
    await repo.removed(done);
    return done.length;
  }

  async function picture(applicationId: string, kind: ImageKind): Promise<Buffer> {
    const row = await applicantImagesRepository(db).find(applicationId, kind);
    const bytes = row ? await readStored(storage, row.storageKey) : null;
    if (!bytes) throw notFound(NOT_UPLOADED[kind]);
    return bytes;
  }

  return {
    /**
     * Checks and re-encodes the picture, stores it, then points the application at it. Before
     * submission a picture may be replaced as often as wanted; after it, only a missing one added.
     */
    async upload(applicationId: string, mobile: string, kind: ImageKind, file: UploadedFile): Promise<StoredImage> {
      try {
        const owned = await findOwnedApplication(db, applicationId, mobile);
        const clean = await cleanImage(file.path, kind);
        const key = `${randomUUID()}.jpg`;
        const scratch = `${file.path}.jpg`;
        await writeFile(scratch, clean.jpeg);
        try {
          await storage.put(key, scratch);
        } catch (error) {
          await rm(scratch, { force: true });
          throw storageUnavailable(error);
        }
        const uploadedAt = clock.now();
        try {
          await inTransaction(db, async (tx) => {
            const row = await lockOwnedApplication(tx, owned.id, mobile);
            const before = await applicantImagesRepository(tx).find(row.id, kind);
            if (row.submittedAt && before) {
              throw conflict(`The application is submitted: its ${IMAGE_LABEL[kind].toLowerCase()} can no longer be changed`);
            }
            await applicantImagesRepository(tx).put({
              applicationId: row.id,
              kind,
              storageKey: key,
              width: clean.width,
              height: clean.height,
              bytes: clean.jpeg.length,
              uploadedAt,
            });
            await applicationRepository(tx).update(row.id, { updatedAt: uploadedAt });
          });
        } catch (error) {
          await storage.remove(key).catch(() => undefined);
          throw error;
        }
        await removeReleased().catch(() => undefined);
        return { width: clean.width, height: clean.height, bytes: clean.jpeg.length, uploadedAt: uploadedAt.toISOString() };
      } finally {
        await rm(file.path, { force: true });
      }
    },

    /** The applicant's own picture. */
    async forApplicant(applicationId: string, mobile: string, kind: ImageKind): Promise<Buffer> {
      const owned = await findOwnedApplication(db, applicationId, mobile);
      return picture(owned.id, kind);
    },

    /** A picture for the office; the read is recorded before anything is answered. */
    async forStaff(actor: Actor, applicationId: string, kind: ImageKind): Promise<Buffer> {
      const row = await applicationRepository(db).find(applicationId);
      if (!row) throw notFound('Application not found');
      await record(db, actor, 'read', 'applicant_image', row.id, { kind });
      return picture(row.id, kind);
    },

    /** Both pictures for a document the system makes (the acknowledgement); null where none is stored. */
    async forDocument(applicationId: string): Promise<Record<ImageKind, Buffer | null>> {
      const repo = applicantImagesRepository(db);
      const read = async (kind: ImageKind) => {
        const row = await repo.find(applicationId, kind);
        return row ? readStored(storage, row.storageKey) : null;
      };
      const [photo, signature] = await Promise.all([read('photo'), read('signature')]);
      return { photo, signature };
    },

    removeReleased,
  };
}

export type ApplicantImagesService = ReturnType<typeof applicantImagesService>;

/** Removes released pictures from the store within a minute of their release, whichever process let go of them. */
export function imageRemovalJob(images: Pick<ApplicantImagesService, 'removeReleased'>): Job {
  return { name: 'image-removals', everyMs: 60_000, exclusive: false, run: () => images.removeReleased() };
}
