import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { QuestionPaperMeta } from '@college/contracts/entities/question-paper';
import type { z } from 'zod';
import type { questionPaperQuerySchema } from '@college/contracts/entities/question-paper';
import type { Database } from '../../db/client';
import { conflict, notFound, storageUnavailable } from '../../lib/app-error';
import { sha256OfFile } from '../../lib/crypto';
import type { Clock } from '../../lib/clock';
import type { UploadedFile } from '../../lib/mount';
import { record, type Actor } from '../audit/audit.api';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredFile } from '../storage/storage.api';
import { assertCleanPdf } from './pdf-inspect';
import { questionPaperRepository, type PaperFilter, type PaperRow } from './question-paper.repository';
import { normalizeSearch } from './search-text';
import { monthNumber, toFilterOptions, toPaper, toStaffPaper } from './question-paper.view';

type Query = z.output<typeof questionPaperQuerySchema>;

const PAPER_NOT_FOUND = 'Question paper not found';
const DUPLICATE = 'A question paper for this subject, year, month and type already exists. Choose "Replace" to overwrite it.';

/** What people see of an uploaded name: no folders, no control characters. */
function displayName(name: string): string {
  return (
    path
      .basename(name.replace(/\\/g, '/'))
      .replace(/\p{Cc}/gu, '')
      .slice(0, 200) || 'paper.pdf'
  );
}

function metaColumns(meta: QuestionPaperMeta) {
  return {
    department: meta.department,
    subjectCode: meta.subjectCode,
    subject: meta.subject,
    type: meta.type,
    year: meta.year,
    month: monthNumber(meta.month),
    semester: meta.semester,
    revisionYear: meta.revisionYear,
    searchText: normalizeSearch(`${meta.subjectCode} ${meta.subject}`),
  };
}

const FILTERS_TTL_MS = 60_000;
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 1000;
// About 10 kB each: a few megabytes at most.
const PAGE_CACHE_MAX = 300;

type StoredUpload = { key: string; size: number; sha256: string; originalName: string };
const fileColumnsOf = (stored: StoredUpload) => ({
  storageKey: stored.key,
  originalName: stored.originalName,
  sizeBytes: stored.size,
  sha256: stored.sha256,
});

type PublicPage = { rows: ReturnType<typeof toPaper>[]; page: number; limit: number; total: number; totalPages: number };

export function questionPaperService(deps: { db: Database; storage: FileStorage; clock: Clock }) {
  const repo = questionPaperRepository(deps.db);
  // Filter options change only when staff change papers: kept for a minute, and dropped at once
  // on a change made through this process.
  let filtersCache: { at: number; value: ReturnType<typeof toFilterOptions> } | null = null;
  // Totals likewise: counting every match is the costly half of a search.
  const counts = new Map<string, { at: number; total: number }>();
  // Public answers likewise, by question: most applicants ask what others just asked.
  const pages = new Map<string, PublicPage>();
  // The archive's version when the caches above were filled. Another process's change bumps it in
  // the database, so every read first checks it (one primary-key read) and starts afresh on a change.
  let cachedVersion: number | undefined;
  // Requests arriving together share one read of the version instead of queueing twenty.
  let versionRead: Promise<number> | null = null;
  const forgetCaches = () => {
    filtersCache = null;
    counts.clear();
    pages.clear();
  };
  async function currentVersion(): Promise<number> {
    versionRead ??= repo.version().finally(() => {
      versionRead = null;
    });
    const version = await versionRead;
    if (version !== cachedVersion) {
      cachedVersion = version;
      forgetCaches();
    }
    return version;
  }
  // Not through the shared read: one already in flight may have started before this change.
  const changed = async () => {
    await repo.bumpVersion();
    cachedVersion = undefined;
    forgetCaches();
  };

  async function countOf(filter: PaperFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const now = deps.clock.now().getTime();
    const hit = counts.get(key);
    if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
    const total = await repo.count(filter);
    if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value as string);
    counts.set(key, { at: now, total });
    return total;
  }

  async function checkedFile(file: UploadedFile) {
    await assertCleanPdf(file.path);
    const [{ size }, sha256] = await Promise.all([stat(file.path), sha256OfFile(file.path)]);
    return { size, sha256, originalName: displayName(file.originalName) };
  }

  /** A row an update returned; gone means another request deleted it meanwhile. */
  function present(row: PaperRow | undefined): PaperRow {
    if (!row) throw notFound(PAPER_NOT_FOUND);
    return row;
  }

  async function owned(id: string): Promise<PaperRow> {
    const row = await repo.find(id);
    if (!row) throw notFound(PAPER_NOT_FOUND);
    return row;
  }

  /** The store failing (a bucket out of reach, a full disk) answers 503, try again, not a 500. */
  const fromStore = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw storageUnavailable(error);
    });

  /**
   * Removes a file no row points at any more. The change it follows is already made and recorded:
   * a store that fails now leaves an unreachable file behind rather than failing that change.
   */
  const discard = (key: string) => deps.storage.remove(key).catch(() => undefined);

  /**
   * The row that points at a newly stored file, once `write` has saved it. Until then a failure,
   * or a row gone meanwhile, leaves nothing behind: the new file is discarded.
   */
  async function pointAt(key: string, write: Promise<PaperRow | undefined>): Promise<PaperRow> {
    const row = await write.catch(async (err: unknown) => {
      await discard(key);
      throw err;
    });
    if (!row) await discard(key);
    return present(row);
  }

  async function storeFile(file: UploadedFile): Promise<StoredUpload> {
    const checked = await checkedFile(file);
    const key = `${randomUUID()}.pdf`;
    await fromStore(deps.storage.put(key, file.path));
    return { key, ...checked };
  }

  /** One page of papers; the caller has checked the archive's version. */
  async function pageOf(query: Query) {
    const filter: PaperFilter = {
      department: query.department,
      year: query.year,
      month: query.month ? monthNumber(query.month) : undefined,
      semester: query.semester,
      type: query.type,
      revisionYear: query.revisionYear,
      q: query.q,
    };
    const [rows, total] = await Promise.all([repo.rows(filter, query.limit, (query.page - 1) * query.limit), countOf(filter)]);
    return { rows, page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
  }

  return {
    /** The archive's version: it changes with every staff change (the archive's ETags carry it). */
    version: currentVersion,

    async filters() {
      await currentVersion();
      const now = deps.clock.now().getTime();
      if (filtersCache && now - filtersCache.at < FILTERS_TTL_MS) return filtersCache.value;
      const value = toFilterOptions(await repo.filterValues());
      filtersCache = { at: now, value };
      return value;
    },

    async search(query: Query): Promise<PublicPage> {
      await currentVersion();
      const key = JSON.stringify(query);
      const hit = pages.get(key);
      if (hit) return hit;
      const { rows, ...pageInfo } = await pageOf(query);
      const page = { rows: rows.map(toPaper), ...pageInfo };
      if (pages.size >= PAGE_CACHE_MAX) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
      return page;
    },

    async searchForStaff(query: Query) {
      await currentVersion();
      const { rows, ...pageInfo } = await pageOf(query);
      return { rows: rows.map(toStaffPaper), ...pageInfo };
    },

    /** The paper to send (its size, ETag and how to read it), with its download counted. */
    async fileFor(id: string): Promise<{ row: PaperRow; file: StoredFile; read: (range?: ByteRange) => Promise<Readable> }> {
      const row = await owned(id);
      const file = await fromStore(deps.storage.stat(row.storageKey));
      if (!file) throw notFound(PAPER_NOT_FOUND);
      await repo.countDownload(id);
      // A staff member may replace or delete the paper between the look and the read.
      const read = async (range?: ByteRange) =>
        (await fromStore(deps.storage.read(row.storageKey, range))) ?? Promise.reject(notFound(PAPER_NOT_FOUND));
      return { row, file, read };
    },

    async upload(actor: Actor, file: UploadedFile, meta: QuestionPaperMeta, replace: boolean) {
      const columns = metaColumns(meta);
      const duplicate = await repo.findDuplicate(columns);
      if (duplicate && !replace) throw conflict(DUPLICATE);
      const stored = await storeFile(file);
      const now = deps.clock.now();
      const fileColumns = fileColumnsOf(stored);
      const saved = await pointAt(
        stored.key,
        duplicate
          ? repo.update(duplicate.id, { ...columns, ...fileColumns, updatedBy: actor.staffId, updatedAt: now })
          : repo.insert({ ...columns, ...fileColumns, createdBy: actor.staffId, updatedBy: actor.staffId, createdAt: now, updatedAt: now }),
      );
      await record(deps.db, actor, duplicate ? 'replace' : 'upload', 'question_paper', saved.id, { subjectCode: meta.subjectCode });
      await changed();
      if (duplicate) await discard(duplicate.storageKey);
      return toStaffPaper(saved);
    },

    async update(actor: Actor, id: string, meta: QuestionPaperMeta) {
      await owned(id);
      const columns = metaColumns(meta);
      const duplicate = await repo.findDuplicate(columns);
      if (duplicate && duplicate.id !== id) throw conflict(DUPLICATE);
      const row = await repo.update(id, { ...columns, updatedBy: actor.staffId, updatedAt: deps.clock.now() });
      await record(deps.db, actor, 'edit', 'question_paper', id, meta);
      await changed();
      return toStaffPaper(present(row));
    },

    async replaceFile(actor: Actor, id: string, file: UploadedFile) {
      const existing = await owned(id);
      const stored = await storeFile(file);
      const saved = await pointAt(
        stored.key,
        repo.update(id, { ...fileColumnsOf(stored), updatedBy: actor.staffId, updatedAt: deps.clock.now() }),
      );
      await record(deps.db, actor, 'replace-file', 'question_paper', id);
      // The archive shows each file's size.
      await changed();
      await discard(existing.storageKey);
      return toStaffPaper(saved);
    },

    async remove(actor: Actor, id: string) {
      const row = await owned(id);
      await repo.remove(id);
      await record(deps.db, actor, 'delete', 'question_paper', id, { subjectCode: row.subjectCode, year: row.year });
      await changed();
      await discard(row.storageKey);
    },
  };
}
export type QuestionPaperService = ReturnType<typeof questionPaperService>;
