import { Router } from 'express';
import {
  cancelAdmission,
  confirmAdmission,
  downloadRegister,
  downloadStatement,
  getAdmissionFees,
  getDocuments,
  getJoining,
  getRegister,
  markDocument,
  saveAdmissionFees,
  setAdmissionNumberFormat,
} from '@college/contracts/endpoints/joining';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { DocumentsService } from './documents';
import type { JoiningService } from './joining';
import type { AdmissionFees } from './admission-fee';
import type { AdmissionStatement } from './statement';

/** The reporting desk and the admission register. */
export function joiningRoutes(
  mount: Mount,
  deps: { joining: JoiningService; documents: DocumentsService; fees: AdmissionFees; statement: AdmissionStatement },
): Router {
  const router = Router();
  const { joining } = deps;

  mount(router, getJoining, async ({ params, req }) => ({ success: true as const, data: await joining.view(actorOf(req), params.id) }));

  mount(router, confirmAdmission, async ({ params, body, req }) => ({
    success: true as const,
    data: await joining.confirm(actorOf(req), params.id, body.feeReceipt),
    message: 'Admission confirmed',
  }));

  mount(router, cancelAdmission, async ({ params, body, req }) => ({
    success: true as const,
    data: await joining.cancel(actorOf(req), params.id, body.reason),
    message: 'Admission cancelled',
  }));

  mount(router, getRegister, async ({ query, req }) => ({
    success: true as const,
    data: await joining.register(actorOf(req), query.intake),
  }));

  mount(router, downloadRegister, async ({ query, req, res }) => {
    await sendFileAnswer(res, await joining.file(actorOf(req), query.intake, query.format));
  });

  mount(router, downloadStatement, async ({ query, req, res }) => {
    await sendFileAnswer(res, await deps.statement.file(actorOf(req), query.intake, query.format));
  });

  mount(router, setAdmissionNumberFormat, async ({ body, req }) => ({
    success: true as const,
    data: await joining.setFormat(actorOf(req), body.format),
    message: 'Admission number format saved',
  }));

  mount(router, getDocuments, async ({ params, req }) => ({
    success: true as const,
    data: await deps.documents.view(actorOf(req), params.id),
  }));

  mount(router, markDocument, async ({ params, body, req }) => ({
    success: true as const,
    data: await deps.documents.mark(actorOf(req), params.id, params.code, body),
    message: body.status === 'verified' ? 'Document verified' : 'Document rejected',
  }));

  mount(router, getAdmissionFees, async () => ({ success: true as const, data: await deps.fees.view() }));

  mount(router, saveAdmissionFees, async ({ body, req }) => ({
    success: true as const,
    data: await deps.fees.save(actorOf(req), body),
    message: 'Admission fees saved',
  }));

  return router;
}
