import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { downloadPaper, getFilters, getQuestionPapers } from '@college/contracts/endpoints/question-papers';
import type { Mount } from '../../lib/mount';
import { sendStoredPdf } from '../storage/storage.api';
import type { QuestionPaperService } from './question-paper.service';

// Browsers ask again every time and get a 304 while nothing changed; nginx (or any shared cache)
// may answer for up to 5 seconds, so a staff change is public within 5 seconds everywhere.
const ARCHIVE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** An archive answer's ETag: the archive's version and the question asked (path and parameters). */
function archiveEtag(version: number, req: Request): string {
  const asked = Object.entries(req.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = createHash('sha256')
    .update(`${req.path}?${JSON.stringify(asked)}`)
    .digest('base64url')
    .slice(0, 22);
  return `W/"a${version}-${digest}"`;
}

function setArchiveCaching(res: Response, etag: string) {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', ARCHIVE_CACHE_CONTROL);
}

/**
 * Answers 304 when the asker's copy is of the archive's current version, before any search runs:
 * one primary-key read instead of a search and a count.
 */
function unlessUnchanged(papers: QuestionPaperService): RequestHandler {
  return async (req, res, next) => {
    const etag = archiveEtag(await papers.version(), req);
    setArchiveCaching(res, etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    next();
  };
}

/** The public archive: filter options, search and the files themselves. */
export function questionPaperRoutes(mount: Mount, deps: { papers: QuestionPaperService }): Router {
  const router = Router();
  const { papers } = deps;
  const cached = { before: [unlessUnchanged(papers)] };

  mount(router, getFilters, async () => ({ success: true as const, data: await papers.filters() }), cached);

  mount(
    router,
    getQuestionPapers,
    async ({ query }) => {
      const { rows, ...pageInfo } = await papers.search(query);
      return { success: true as const, data: rows, ...pageInfo };
    },
    cached,
  );

  mount(router, downloadPaper, async ({ params, query, req, res }) => {
    const { row, file, read } = await papers.fileFor(params.id);
    const name = `${row.subjectCode}-${row.year}-${String(row.month).padStart(2, '0')}-${row.type}.pdf`;
    await sendStoredPdf(req, res, { file, read, name, download: Boolean(query.download), maxAgeSeconds: 3600 });
  });

  return router;
}
