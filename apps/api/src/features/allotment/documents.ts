import { documentsViewSchema, type DocumentsView } from '@college/contracts/entities/admission-documents';
import type { z } from '@college/contracts/zod';
import { markDocumentSchema } from '@college/contracts/entities/admission-documents';
import { DOCUMENT_RULES, documentsFor, type DocumentCode } from '@college/contracts/rules/admission-documents';
import { MIN_DISABILITY_PERCENT, NO_CLAIM } from '@college/contracts/entities/reservation';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { applicationForOffice, lockForOffice, type ApplicationRow } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { joiningRepository, type DocumentRow } from './joining.repository';
import { documentUploadsRepository, type DocumentUploadRow } from './document-uploads.repository';

// The documents at the reporting desk: what the applicant's claim needs (rules/admission-documents.ts),
// each marked verified or rejected with a reason. A rejected certificate does not drop the
// applicant: the claim it carried stops counting, and the next round places them under the
// category (and without the disability) their documents prove.

type Claim = { category: string; disability: boolean };

export function claimOf(row: Pick<ApplicationRow, 'category' | 'disability' | 'personalDetails'>): Claim {
  const percent = Number(row.personalDetails?.disabilityPercent ?? '');
  return { category: row.category, disability: row.disability !== 'none' && percent >= MIN_DISABILITY_PERCENT };
}

/** What the marks leave of a claim: a rejected certificate takes away what it proves. */
export function provenClaim(claim: Claim, marks: readonly Pick<DocumentRow, 'code' | 'status'>[]): Claim {
  const rejected = new Set(marks.filter((m) => m.status === 'rejected').map((m) => m.code));
  const needed = documentsFor(claim.category, claim.disability);
  const categoryFails = needed.some((d) => d.proves === 'category' && rejected.has(d.code));
  const disabilityFails = needed.some((d) => d.proves === 'disability' && rejected.has(d.code));
  return { category: categoryFails ? NO_CLAIM : claim.category, disability: claim.disability && !disabilityFails };
}

export function documentsView(claim: Claim, marks: readonly DocumentRow[], uploads: readonly DocumentUploadRow[] = []): DocumentsView {
  const byCode = new Map(marks.map((m) => [m.code, m]));
  const sent = new Map(uploads.map((u) => [u.code, u]));
  const items = documentsFor(claim.category, claim.disability).map((d) => {
    const mark = byCode.get(d.code);
    const upload = sent.get(d.code);
    return {
      code: d.code,
      label: d.label,
      status: mark?.status ?? null,
      reason: mark?.reason ?? null,
      at: mark?.at.toISOString() ?? null,
      upload: upload ? { format: upload.format, bytes: upload.bytes, uploadedAt: upload.uploadedAt.toISOString() } : null,
    };
  });
  const complete = items.every((i) => i.status === 'verified');
  const proven = provenClaim(claim, marks);
  return documentsViewSchema.parse({
    items,
    claimed: claim.category,
    proven: proven.category,
    disabilityProven: proven.disability,
    complete,
    rules: DOCUMENT_RULES,
    uploadable: !complete,
  });
}

/** Why the desk cannot admit on this seat category with these documents; null when it can. */
export function documentsProblem(view: DocumentsView, seatCategory: string): string | null {
  const open = view.items.filter((i) => i.status === null).map((i) => i.label);
  if (open.length > 0) return `Documents still to verify: ${open.join(', ')}`;
  if (view.proven !== view.claimed && seatCategory !== NO_CLAIM) {
    return `The ${view.claimed} claim was not proven: the applicant re-enters the next round under State Merit`;
  }
  if (!view.disabilityProven && view.items.some((i) => i.code === 'disability')) {
    return 'The disability was not proven: the applicant re-enters the next round without it';
  }
  const rejected = view.items.filter(
    (i) => i.status === 'rejected' && i.code !== 'disability' && !['community', 'non-creamy', 'ews'].includes(i.code),
  );
  if (rejected.length > 0) return `Rejected: ${rejected.map((i) => `${i.label} (${i.reason ?? ''})`).join(', ')}`;
  return null;
}

/** The documents of an application as they stand: the claim's checklist, the desk's marks, the files sent. */
export async function loadDocuments(db: Database, id: string): Promise<DocumentsView> {
  const found = await applicationForOffice(db, id);
  if (!found) throw notFound('Application not found');
  return documentsView(claimOf(found.row), await joiningRepository(db).documentsOf([id]), await documentUploadsRepository(db).of([id]));
}

export function documentsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const load = loadDocuments;

  return {
    async view(actor: Actor, id: string): Promise<DocumentsView> {
      const view = await load(db, id);
      await record(db, actor, 'read', 'admission_documents', id, {});
      return view;
    },

    async mark(actor: Actor, id: string, code: DocumentCode, body: z.output<typeof markDocumentSchema>): Promise<DocumentsView> {
      return inTransaction(db, async (tx) => {
        if (!(await lockForOffice(tx, id))) throw notFound('Application not found');
        const before = await load(tx, id);
        if (!before.items.some((i) => i.code === code)) throw conflict("This document is not needed for the applicant's claim");
        await joiningRepository(tx).markDocument({
          applicationId: id,
          code,
          status: body.status,
          reason: body.status === 'rejected' ? body.reason : null,
          staffId: actor.staffId,
          at: clock.now(),
        });
        const after = await load(tx, id);
        await record(tx, actor, 'decision', 'admission_document', id, {
          code,
          status: body.status,
          reason: body.reason,
          proven: after.proven,
          disabilityProven: after.disabilityProven,
        });
        return after;
      });
    },
  };
}
export type DocumentsService = ReturnType<typeof documentsService>;
