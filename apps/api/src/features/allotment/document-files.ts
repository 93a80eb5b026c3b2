import { randomUUID } from 'node:crypto';
import { open, rm, writeFile } from 'node:fs/promises';
import { DOCUMENT_REFUSALS, type DocumentsView } from '@college/contracts/entities/admission-documents';
import type { DocumentCode } from '@college/contracts/rules/admission-documents';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, conflict, notFound, storageUnavailable } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadedFile } from '../../lib/mount';
import { cleanImage, findOwnedApplication, isPicture, lockOwnedApplication } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { assertCleanPdf } from '../question-papers/question-papers.api';
import type { FileStorage } from '../storage/storage.api';
import { loadDocuments } from './documents';
import { documentUploadsRepository, type DocumentUploadRow } from './document-uploads.repository';

export type SentDocument = { row: DocumentUploadRow; bytes: Buffer };

// The documents an applicant sends from the phone for admission. A PDF goes through the checks
// question papers go through (no script, no launch action, no hidden trailing file, bounded in
// time and memory) and is kept as sent; a photo of a certificate goes through the picture checks
// and is kept only as a fresh JPEG of its pixels (orientation applied, EXIF and GPS gone). Either
// is served never cached, to the applicant and to the staff at the desk, whose read is recorded.

const NOT_SENT = 'No file has been sent for this document';

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const bytes = Buffer.alloc(16);
    const { bytesRead } = await handle.read(bytes, 0, 16, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function refuse(): never {
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_REFUSALS.notDocument, { fieldErrors: { file: [DOCUMENT_REFUSALS.notDocument] } });
}

/** The file checked and ready to store: its path, its format and its size. */
async function checked(file: UploadedFile): Promise<{ path: string; format: DocumentUploadRow['format']; bytes: number }> {
  const start = await head(file.path);
  if (start.toString('latin1', 0, 5) === '%PDF-') {
    await assertCleanPdf(file.path);
    const handle = await open(file.path, 'r');
    const { size } = await handle.stat().finally(() => handle.close());
    return { path: file.path, format: 'pdf', bytes: size };
  }
  if (!isPicture(start)) refuse();
  const clean = await cleanImage(file.path, 'document');
  const scratch = `${file.path}.jpg`;
  await writeFile(scratch, clean.jpeg);
  return { path: scratch, format: 'jpeg', bytes: clean.jpeg.length };
}

type Deps = {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** Removes the files let go of (the pictures' queue, which documents share). */
  removeReleased: () => Promise<number>;
};

export function documentFiles(deps: Deps) {
  const { db, clock, storage } = deps;

  async function read(applicationId: string, code: DocumentCode): Promise<SentDocument> {
    const row = await documentUploadsRepository(db).find(applicationId, code);
    if (!row) throw notFound(NOT_SENT);
    try {
      const stream = await storage.read(row.storageKey);
      if (!stream) throw notFound(NOT_SENT);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { row, bytes: Buffer.concat(chunks) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw storageUnavailable(error);
    }
  }

  return {
    /**
     * Stores the file for one document of a seat held (`held`: the documents as the applicant's
     * result shows them, null without a seat). A verified document takes no new file.
     */
    async upload(
      applicationId: string,
      mobile: string,
      code: DocumentCode,
      file: UploadedFile,
      held: DocumentsView | null,
    ): Promise<DocumentsView> {
      if (!held) throw conflict('Documents are sent once you hold a seat');
      const item = held.items.find((i) => i.code === code);
      if (!item) throw conflict('This document is not needed for your claim');
      if (item.status === 'verified') throw conflict(DOCUMENT_REFUSALS.verified);
      const owned = await findOwnedApplication(db, applicationId, mobile);
      const ready = await checked(file);
      const key = `${randomUUID()}.${ready.format === 'pdf' ? 'pdf' : 'jpg'}`;
      try {
        await storage.put(key, ready.path);
      } catch (error) {
        await rm(ready.path, { force: true });
        throw storageUnavailable(error);
      }
      let view: DocumentsView;
      try {
        view = await inTransaction(db, async (tx) => {
          const row = await lockOwnedApplication(tx, owned.id, mobile);
          await documentUploadsRepository(tx).put({
            applicationId: row.id,
            code,
            storageKey: key,
            format: ready.format,
            bytes: ready.bytes,
            uploadedAt: clock.now(),
          });
          return loadDocuments(tx, row.id);
        });
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      await deps.removeReleased().catch(() => undefined);
      return view;
    },

    /** The applicant's own file for a document. */
    async forApplicant(applicationId: string, mobile: string, code: DocumentCode) {
      const owned = await findOwnedApplication(db, applicationId, mobile);
      return read(owned.id, code);
    },

    /** A file for the desk; the read is recorded before anything is answered. */
    async forStaff(actor: Actor, applicationId: string, code: DocumentCode) {
      const row = await documentUploadsRepository(db).find(applicationId, code);
      if (!row) throw notFound(NOT_SENT);
      await record(db, actor, 'read', 'document_upload', applicationId, { code });
      return read(applicationId, code);
    },
  };
}
export type DocumentFiles = ReturnType<typeof documentFiles>;
