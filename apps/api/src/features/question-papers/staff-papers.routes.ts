import { Router } from 'express';
import { deletePaper, listStaffPapers, replacePaperFile, updatePaper, uploadPaper } from '@college/contracts/endpoints/staff';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { QuestionPaperService } from './question-paper.service';

/** Staff management of the archive. Uploads are multipart: one PDF `file` and the metadata fields. */
export function staffPaperRoutes(mount: Mount, deps: { papers: QuestionPaperService }): Router {
  const router = Router();
  const { papers } = deps;

  mount(router, listStaffPapers, async ({ query }) => {
    const { rows, ...pageInfo } = await papers.searchForStaff(query);
    return { success: true as const, data: rows, ...pageInfo };
  });

  mount(router, uploadPaper, async ({ query, body, file, req }) => ({
    success: true as const,
    data: await papers.upload(actorOf(req), file, body, query.replace === 'true'),
    message: 'Question paper uploaded',
  }));

  mount(router, replacePaperFile, async ({ params, file, req }) => ({
    success: true as const,
    data: await papers.replaceFile(actorOf(req), params.id, file),
    message: 'File replaced',
  }));

  mount(router, updatePaper, async ({ params, body, req }) => ({
    success: true as const,
    data: await papers.update(actorOf(req), params.id, body),
    message: 'Question paper updated',
  }));

  mount(router, deletePaper, async ({ params, req }) => {
    await papers.remove(actorOf(req), params.id);
    return { success: true as const, message: 'Question paper deleted' };
  });

  return router;
}
