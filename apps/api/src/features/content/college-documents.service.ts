import { reviewDue } from '@college/contracts/rules/review';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type CollegeDocument,
  type CollegeDocumentInput,
} from '@college/contracts/entities/college-document';
import { downloadDocument, readStaffDocument } from '@college/contracts/endpoints/college-documents';
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict, notFound, storageUnavailable } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256OfFile } from '../../lib/crypto';
import type { UploadedFile } from '../../lib/mount';
import { record, type Actor } from '../audit/audit.api';
import { assertCleanPdf } from '../question-papers/question-papers.api';
import type { ByteRange, FileStorage, StoredFile } from '../storage/storage.api';
import { collegeDocumentsRepository, type DocumentRow } from './college-documents.repository';

const NOT_FOUND = 'Document not found';

/** Documents never published, or not published again within the review period: for the dashboard. */
export async function documentsToReview(db: Database, now: Date, months: number): Promise<number> {
  const last = await collegeDocumentsRepository(db).lastPublished();
  return DOCUMENT_KINDS.filter((kind) => reviewDue(last.find((l) => l.kind === kind)?.at.toISOString() ?? null, now, months)).length;
}

const folded = (s: string) => s.normalize('NFC').toLocaleLowerCase('en-IN');

/** A search of the documents: every word in the name (English or Malayalam), the year or the note. */
function matches(q: string): (r: DocumentRow) => boolean {
  const words = folded(q).split(/\s+/).filter(Boolean).slice(0, 8);
  return (r) => {
    const label = DOCUMENT_LABELS[r.kind];
    const haystack = folded([label.en, label.ml, r.kind, r.academicYear, r.noteEn, r.noteMl].join(' '));
    return words.every((w) => haystack.includes(w));
  };
}

/** On the site: published and not taken back. */
const isPublic = (r: DocumentRow) => r.publishedAt !== null && r.withdrawnAt === null;

function documentView(r: DocumentRow, lang: 'en' | 'ml'): CollegeDocument {
  return {
    id: r.id,
    kind: r.kind,
    academicYear: r.academicYear,
    version: r.version,
    title: `${DOCUMENT_LABELS[r.kind][lang]} ${r.academicYear}`,
    note: lang === 'ml' && r.noteMl ? r.noteMl : r.noteEn,
    sizeBytes: r.sizeBytes,
    uploadedAt: r.uploadedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    archivedAt: r.archivedAt?.toISOString() ?? null,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    withdrawnReason: r.withdrawnReason,
    // What the public cannot read, the office reads at its own address.
    url: (isPublic(r) ? downloadDocument.path : readStaffDocument.path).replace(':id', r.id),
  };
}

/** The name a downloaded copy is saved under: the document, its year and its version. */
export const documentFileName = (r: DocumentRow) => `${r.kind}-${r.academicYear}-v${r.version}.pdf`;

/**
 * The documents the college publishes per academic year. Uploading a new version for a year
 * archives the current one in the same transaction; files are never deleted, so every version
 * stays readable at its address.
 */
const documentYearLock = (kind: string, academicYear: string) => `college-document:${kind}:${academicYear}`;

export function collegeDocumentsService(deps: { db: Database; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const fromStore = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw storageUnavailable(error);
    });

  /** A version's file, when `given` allows it to be read. */
  const readable = async (
    id: string,
    given: (r: DocumentRow) => boolean,
  ): Promise<{ row: DocumentRow; file: StoredFile; read: (range?: ByteRange) => Promise<Readable> }> => {
    const row = await collegeDocumentsRepository(db).find(id);
    if (!row || !given(row)) throw notFound(NOT_FOUND);
    const file = await fromStore(storage.stat(row.storageKey));
    if (!file) throw notFound(NOT_FOUND);
    const read = async (range?: ByteRange) => (await fromStore(storage.read(row.storageKey, range))) ?? Promise.reject(notFound(NOT_FOUND));
    return { row, file, read };
  };

  /**
   * Runs `work` on one version read again under its document-year lock, the lock every change of
   * which version is current for that year takes.
   */
  const lockedVersion = async <T>(id: string, work: (tx: Database, row: DocumentRow) => Promise<T>): Promise<T> => {
    const found = await collegeDocumentsRepository(db).find(id);
    if (!found) throw notFound(NOT_FOUND);
    return withKeyLock(db, documentYearLock(found.kind, found.academicYear), async (tx) => {
      const row = await collegeDocumentsRepository(tx).findForUpdate(id);
      if (!row) throw notFound(NOT_FOUND);
      return work(tx, row);
    });
  };

  return {
    /** Every version; with `q`, those that have every word of it (a few hundred rows at most: filtered here). */
    async list(lang: 'en' | 'ml', q?: string): Promise<CollegeDocument[]> {
      const rows = (await collegeDocumentsRepository(db).all()).filter(isPublic);
      return (q ? rows.filter(matches(q)) : rows).map((r) => documentView(r, lang));
    },

    /** Every version uploaded, withdrawn ones too: what the office keeps. */
    async allVersions(): Promise<CollegeDocument[]> {
      return (await collegeDocumentsRepository(db).all()).map((r) => documentView(r, 'en'));
    },

    /**
     * Takes back a version uploaded by mistake. Its file and row stay (the record of what was on
     * the site, and when); it leaves the site, and the version before it is current again.
     */
    async withdraw(actor: Actor, id: string, reason: string): Promise<CollegeDocument> {
      const saved = await lockedVersion(id, async (tx, row) => {
        const repo = collegeDocumentsRepository(tx);
        if (row.withdrawnAt) throw conflict('This version is already withdrawn');
        const wasCurrent = row.archivedAt === null && row.publishedAt !== null;
        const withdrawn = await repo.withdraw(id, { at: clock.now(), by: actor.staffId, reason }, row.archivedAt === null);
        const restored = wasCurrent ? await repo.restoreLatest(row.kind, row.academicYear) : undefined;
        await record(tx, actor, 'change', 'college_document', id, {
          what: row.publishedAt ? 'withdrawn' : 'declined',
          kind: row.kind,
          academicYear: row.academicYear,
          version: row.version,
          reason,
          current: restored ? { id: restored.id, version: restored.version } : null,
        });
        return withdrawn;
      });
      return documentView(saved, 'en');
    },

    /**
     * A new version for a year. A publisher's upload is published at once and archives the version
     * current for the year; a content editor's waits for a publisher, the current one staying on the site.
     */
    async upload(actor: Actor, file: UploadedFile, input: CollegeDocumentInput): Promise<CollegeDocument> {
      const publishes = holdsAny(actor.roles, PUBLISH_ROLES);
      await assertCleanPdf(file.path);
      const [{ size }, sha256] = await Promise.all([stat(file.path), sha256OfFile(file.path)]);
      const key = `${randomUUID()}.pdf`;
      await fromStore(storage.put(key, file.path));
      // Two uploads for the same document and year at once take turns: the second archives the first.
      const saved = await withKeyLock(db, documentYearLock(input.kind, input.academicYear), async (tx) => {
        const repo = collegeDocumentsRepository(tx);
        const now = clock.now();
        const version = (await repo.latestVersion(input.kind, input.academicYear)) + 1;
        const archived = publishes ? await repo.archiveCurrent(input.kind, input.academicYear, now) : undefined;
        const made = await repo.insert({
          kind: input.kind,
          academicYear: input.academicYear,
          version,
          noteEn: input.noteEn,
          noteMl: input.noteMl,
          storageKey: key,
          sizeBytes: size,
          sha256,
          uploadedBy: actor.staffId,
          uploadedAt: now,
          publishedBy: publishes ? actor.staffId : null,
          publishedAt: publishes ? now : null,
        });
        await record(tx, actor, 'upload', 'college_document', made.id, {
          kind: input.kind,
          academicYear: input.academicYear,
          version,
          published: publishes,
          archived: archived ? { id: archived.id, version: archived.version } : null,
        });
        return made;
      }).catch(async (err: unknown) => {
        // Nothing points at the stored file: it goes.
        await storage.remove(key).catch(() => undefined);
        throw err;
      });
      return documentView(saved, 'en');
    },

    /** A publisher publishes a version waiting: current for its year from now, the one before archived. */
    async publishWaiting(actor: Actor, id: string): Promise<CollegeDocument> {
      const saved = await lockedVersion(id, async (tx, row) => {
        const repo = collegeDocumentsRepository(tx);
        if (row.withdrawnAt) throw conflict('This version was withdrawn: it cannot be published');
        if (row.publishedAt) throw conflict('This version is already published');
        const now = clock.now();
        const archived = await repo.archiveCurrent(row.kind, row.academicYear, now);
        const published = await repo.markPublished(id, { at: now, by: actor.staffId });
        await record(tx, actor, 'change', 'college_document', id, {
          what: 'published',
          kind: row.kind,
          academicYear: row.academicYear,
          version: row.version,
          archived: archived ? { id: archived.id, version: archived.version } : null,
        });
        return published;
      });
      return documentView(saved, 'en');
    },

    /** One version's file for the public: only while it is on the site. */
    fileFor(id: string) {
      return readable(id, isPublic);
    },

    /** Any version's file for the office: one waiting, current, archived or withdrawn. */
    staffFileFor(id: string) {
      return readable(id, () => true);
    },
  };
}
export type CollegeDocumentsService = ReturnType<typeof collegeDocumentsService>;
