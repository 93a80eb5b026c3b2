import { Router } from 'express';
import {
  downloadDocument,
  listDocuments,
  listStaffDocuments,
  publishDocument,
  readStaffDocument,
  uploadDocument,
  withdrawDocument,
} from '@college/contracts/endpoints/college-documents';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import { sendStoredPdf } from '../storage/storage.api';
import { documentFileName, type CollegeDocumentsService } from './college-documents.service';

/** The college's documents: the public list and files, and the content office's uploads. */
export function collegeDocumentsRoutes(mount: Mount, deps: { documents: CollegeDocumentsService }): Router {
  const router = Router();
  const { documents } = deps;
  mount(router, listDocuments, async ({ query }) => ({ success: true as const, data: await documents.list(query.lang, query.q) }));
  mount(router, uploadDocument, async ({ body, file, req }) => {
    const data = await documents.upload(actorOf(req), file, body);
    return { success: true as const, data, message: data.publishedAt ? 'Document published' : 'Document sent for publishing' };
  });
  mount(router, publishDocument, async ({ params, req }) => ({
    success: true as const,
    data: await documents.publishWaiting(actorOf(req), params.id),
    message: 'Document published',
  }));
  mount(router, readStaffDocument, async ({ params, req, res }) => {
    const { row, file, read } = await documents.staffFileFor(params.id);
    await sendStoredPdf(req, res, { file, read, name: documentFileName(row), download: false, maxAgeSeconds: null });
  });
  mount(router, listStaffDocuments, async () => ({ success: true as const, data: await documents.allVersions() }));
  mount(router, withdrawDocument, async ({ params, body, req }) => ({
    success: true as const,
    data: await documents.withdraw(actorOf(req), params.id, body.reason),
    message: 'Version withdrawn',
  }));
  mount(router, downloadDocument, async ({ params, query, req, res }) => {
    const { row, file, read } = await documents.fileFor(params.id);
    // A version never changes once published: a new one has a new address.
    await sendStoredPdf(req, res, { file, read, name: documentFileName(row), download: Boolean(query.download), maxAgeSeconds: 86_400 });
  });
  return router;
}
