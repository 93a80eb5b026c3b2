import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { AdmissionFeeView, FeeStructureView } from '@college/contracts/entities/admission-fee';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import { CATEGORY_CODES, NO_CLAIM, type CategoryCode } from '@college/contracts/entities/reservation';
import {
  admissionFeeFor,
  DEFAULT_ADMISSION_FEES,
  refundOnLeaving,
  type AdmissionFeeStructure,
} from '@college/contracts/rules/admission-fees';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { applicationForOffice } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { admissionFeeAccount, refundAdmissionFee, type RefundsService } from '../payments/payments.api';
import { claimOf, provenClaim } from './documents';
import { joiningRepository } from './joining.repository';

// The admission fee of a seat: the structure in force (the admin's newest version, else the one
// shipped with its sources), the concession the applicant's documents prove, what they paid online
// and what went back. What is due is the difference, so a move to a seat that costs more charges
// the balance and one that costs less returns it: the fee paid moves with the applicant.

const rupees = (paise: number) => paise / PAISE_PER_RUPEE;

async function feeStructure(db: Database): Promise<FeeStructureView> {
  const row = await joiningRepository(db).feeStructure();
  return row
    ? { version: row.version, savedAt: row.savedAt.toISOString(), structure: row.structure }
    : { version: null, savedAt: null, structure: DEFAULT_ADMISSION_FEES };
}

/** The category whose concession applies: the one claimed, unless a rejected certificate took it away. */
async function provenCategory(db: Database, applicationId: string): Promise<CategoryCode> {
  const found = await applicationForOffice(db, applicationId);
  if (!found) return NO_CLAIM;
  const proven = provenClaim(claimOf(found.row), await joiningRepository(db).documentsOf([applicationId])).category;
  return (CATEGORY_CODES as readonly string[]).includes(proven) ? (proven as CategoryCode) : NO_CLAIM;
}

export type FeePosition = {
  view: AdmissionFeeView;
  duePaise: number;
  excessPaise: number;
  netPaidPaise: number;
  structure: AdmissionFeeStructure;
};

/**
 * Where the applicant stands on the admission fee of an intake's seat. `payable` is null when it
 * can be paid online now, or says why not (no seat, the last day passed, admitted at the desk).
 */
export async function feePosition(db: Database, applicationId: string, intake: IntakeKey, payable: string | null): Promise<FeePosition> {
  const { structure } = await feeStructure(db);
  const quote = admissionFeeFor(structure, intake, await provenCategory(db, applicationId));
  const account = await admissionFeeAccount(db, applicationId);
  const admission = await joiningRepository(db).admissionOf(applicationId);
  const desk = admission?.status === 'admitted' && !admission.feeReceipt.startsWith(ONLINE) ? admission.feeReceipt : null;
  const netPaidPaise = account.paidPaise - account.refundedPaise;
  const duePaise = desk ? 0 : Math.max(0, quote.totalPaise - netPaidPaise);
  const problem = duePaise === 0 ? null : account.pending ? 'A payment is being checked: wait for its result before paying again' : payable;
  return {
    structure,
    duePaise,
    netPaidPaise,
    excessPaise: desk ? 0 : Math.max(0, netPaidPaise - quote.totalPaise),
    view: {
      lines: quote.lines,
      concession: quote.concession,
      totalRupees: rupees(quote.totalPaise),
      paidRupees: rupees(account.paidPaise),
      refundedRupees: rupees(account.refundedPaise),
      dueRupees: rupees(duePaise),
      deskReceipt: desk,
      pending: account.pending,
      canPay: duePaise > 0 && problem === null,
      problem,
      refund: { processingFeeRupees: structure.refund.processingFeeRupees, classesStart: structure.refund.classesStart },
    },
  };
}

/** How the register records a fee paid online: the gateway's payment ids after this. */
export const ONLINE = 'Online:';

export type FeeRefunds = { refunds: RefundsService; logger: Logger };

/**
 * What goes back to an applicant who leaves (declines, or has their admission cancelled): what they
 * paid online, by the refund policy in force. Answers the paise asked for.
 */
export async function refundOnLeavingFor(
  deps: { db: Database; clock: Clock } & FeeRefunds,
  actor: Actor | 'system',
  applicationId: string,
  intake: IntakeKey,
  reason: string,
): Promise<number> {
  const position = await feePosition(deps.db, applicationId, intake, null);
  const amount = refundOnLeaving(position.structure, position.netPaidPaise, todayInKolkata(deps.clock.now()));
  if (amount <= 0) return 0;
  return refundAdmissionFee(deps, actor, applicationId, amount, reason);
}

/** The admin's side: the structure in force, and a new version saved and audited. */
export function admissionFees(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    view: () => feeStructure(db),
    async save(actor: Actor, structure: AdmissionFeeStructure): Promise<FeeStructureView> {
      return inTransaction(db, async (tx) => {
        const before = await feeStructure(tx);
        const saved = await joiningRepository(tx).saveFeeStructure({ structure, savedBy: actor.staffId, savedAt: clock.now() });
        await record(tx, actor, 'change', 'admission_fee_structure', String(saved.version), { from: before.version, structure });
        return { version: saved.version, savedAt: saved.savedAt.toISOString(), structure: saved.structure };
      });
    },
  };
}
export type AdmissionFees = ReturnType<typeof admissionFees>;
