import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Router } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES, questionPaperMetaSchema } from '@college/contracts/entities/question-paper';
import { isCleanText, UNSUPPORTED_TEXT_MESSAGE } from '@college/contracts/rules/text';
import { deletePaper, listStaffPapers, replacePaperFile, updatePaper, uploadPaper } from '@college/contracts/endpoints/staff';
import { AppError } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import { principalOf } from '../sessions/guards';
import type { QuestionPaperService, UploadedFile } from './question-paper.service';

/** The multipart parser's own complaint about the body (a malformed header, a cut-off form). */
function isParseError(err: unknown): boolean {
  const storageErrors = (err as { storageErrors?: unknown[] } | null)?.storageErrors;
  return err instanceof Error && Array.isArray(storageErrors) && storageErrors.length === 0;
}

/** Staff management of the archive. Uploads are multipart: one PDF `file` and the metadata fields. */
export function staffPaperRoutes(
  mount: Mount,
  deps: { papers: QuestionPaperService; tmpDir: string; requireStaff: RequestHandler },
): Router {
  const router = Router();
  const { papers } = deps;
  mkdirSync(deps.tmpDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: deps.tmpDir,
      filename: (_req, _file, done) => done(null, `${randomUUID()}.upload`),
    }),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  }).single('file');

  // Multer's own errors become the envelope. On an error multer has already removed what it
  // wrote (and cleared the file's path), so there is nothing left here to clean up.
  const receive: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      next(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data'));
      return;
    }
    upload(req, res, (err: unknown) => {
      if (!err) {
        next();
        return;
      }
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        next(new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB'));
      } else if (err instanceof multer.MulterError || isParseError(err)) {
        next(new AppError(400, 'BAD_REQUEST', 'Send one PDF in the field "file" with the paper details'));
      } else {
        next(err);
      }
    });
  };

  const fileOf = (req: Request): UploadedFile => {
    if (!req.file)
      throw new AppError(400, 'VALIDATION_ERROR', 'Choose a PDF file to upload', {
        fieldErrors: { file: ['Choose a PDF file to upload'] },
      });
    if (!isCleanText(req.file.originalname)) {
      throw new AppError(400, 'VALIDATION_ERROR', `File name: ${UNSUPPORTED_TEXT_MESSAGE}`, {
        fieldErrors: { file: [UNSUPPORTED_TEXT_MESSAGE] },
      });
    }
    return { path: req.file.path, originalName: req.file.originalname };
  };

  /** Parses with the contract; on any failure the uploaded temporary file is removed. */
  async function withUpload<T>(req: Request, work: (file: UploadedFile) => Promise<T>): Promise<T> {
    try {
      return await work(fileOf(req));
    } catch (err) {
      if (typeof req.file?.path === 'string') await rm(req.file.path, { force: true });
      throw err;
    }
  }

  mount(router, listStaffPapers, async ({ query }) => {
    const { rows, ...pageInfo } = await papers.searchForStaff(query);
    return { success: true as const, data: rows, ...pageInfo };
  });

  router.post(uploadPaper.path, deps.requireStaff, receive, async (req, res) => {
    const created = await withUpload(req, async (file) => {
      const query = uploadPaper.query.parse(req.query);
      const meta = questionPaperMetaSchema.parse(req.body ?? {});
      return papers.upload(principalOf(req).subject, file, meta, query.replace === 'true');
    });
    res.status(201).json({ success: true, data: created, message: 'Question paper uploaded' });
  });

  router.put(replacePaperFile.path, deps.requireStaff, receive, async (req, res) => {
    const updated = await withUpload(req, async (file) => {
      const params = replacePaperFile.params.parse(req.params);
      return papers.replaceFile(principalOf(req).subject, params.id, file);
    });
    res.json({ success: true, data: updated, message: 'File replaced' });
  });

  mount(router, updatePaper, async ({ params, body, req }) => ({
    success: true as const,
    data: await papers.update(principalOf(req).subject, params.id, body),
    message: 'Question paper updated',
  }));

  mount(router, deletePaper, async ({ params, req }) => {
    await papers.remove(principalOf(req).subject, params.id);
    return { success: true as const, message: 'Question paper deleted' };
  });

  return router;
}
