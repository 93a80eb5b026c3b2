import { Router } from 'express';
import { downloadPaper, getFilters, getQuestionPapers } from '@college/contracts/endpoints/question-papers';
import type { Mount } from '../../lib/mount';
import type { QuestionPaperService } from './question-paper.service';

/** The public archive: filter options, search and the files themselves. */
export function questionPaperRoutes(mount: Mount, deps: { papers: QuestionPaperService }): Router {
  const router = Router();
  const { papers } = deps;

  mount(router, getFilters, async () => ({ success: true as const, data: await papers.filters() }));

  mount(router, getQuestionPapers, async ({ query }) => {
    const { rows, ...pageInfo } = await papers.search(query);
    return { success: true as const, data: rows, ...pageInfo };
  });

  mount(router, downloadPaper, async ({ params, query, res }) => {
    const { row, file } = await papers.fileFor(params.id);
    const name = `${row.subjectCode}-${row.year}-${String(row.month).padStart(2, '0')}-${row.type}.pdf`;
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `${query.download ? 'attachment' : 'inline'}; filename="${name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The PDF may be shown by the browser's viewer, but nothing in it can reach this site.
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox allow-scripts");
    res.setHeader('Cache-Control', 'public, max-age=3600');
    await new Promise<void>((resolve, reject) => {
      res.sendFile(file, { cacheControl: false, lastModified: true, etag: true, acceptRanges: true }, (err) => {
        // A download the reader cut short is no error of ours.
        if (err && !res.headersSent) reject(err);
        else resolve();
      });
    });
  });

  return router;
}
