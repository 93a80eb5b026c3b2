import { RIGHTS_REQUEST_DAYS } from '@college/contracts/constants';
import type { RightsOutcome, RightsRequest, WithdrawalReceipt } from '@college/contracts/entities/privacy';
import { displayIstDay } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { findOwnedApplication, lockOwnedApplication } from '../applications/applications.api';
import { ERASED, KEPT } from '../applications/applications.api';
import { applicantNames } from '../applications/applications.api';
import type { ApplicationService } from '../applications/applications.api';
import { readsOfApplication, record, type Actor } from '../audit/audit.api';
import { paymentAttempts } from '../payments/payments.api';
import { staffByIds } from '../staff/staff.api';
import { consentsOfApplication, type ConsentRow } from '../consents/consents.api';
import { eraseWithConsents } from './erase';
import { rightsRepository, type RightsRequestRow } from './rights.repository';

const DAY_SECONDS = 24 * 3600;
const OFFICE_LIST_LIMIT = 500;

function toRequest(r: RightsRequestRow): RightsRequest {
  return {
    id: r.id,
    applicationId: r.applicationId,
    kind: r.kind,
    details: r.details,
    status: r.closedAt ? 'closed' : 'open',
    createdAt: r.createdAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    outcome: r.outcome,
    outcomeNote: r.outcomeNote,
  };
}

function toConsent(c: ConsentRow) {
  return {
    kind: c.kind,
    noticeVersion: c.noticeVersion,
    noticeHash: c.noticeHash,
    purposes: c.purposes,
    method: c.method,
    parentName: c.parentName,
    parentRelationship: c.parentRelationship,
    parentMobile: c.parentMobile,
    ip: c.ip,
    at: c.at.toISOString(),
    withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
  };
}

/** An application's requests for its page in the office, open ones first. */
export async function requestsOfApplication(db: Database, applicationId: string): Promise<RightsRequest[]> {
  const rows = (await rightsRepository(db).forApplication(applicationId)).map(toRequest);
  return [...rows.filter((r) => r.status === 'open'), ...rows.filter((r) => r.status === 'closed')];
}

/**
 * The applicant's rights (DPDP Act s.6, s.11 to s.13): a copy of everything held, with who on the
 * staff read it; correction and erasure requests the office answers within 90 days; and withdrawal,
 * carried out at once, with a receipt.
 */
/** How the applicant's copy of their data names each kind of staff read. */
const STAFF_ACTIONS: Record<string, string> = {
  read: 'opened the application',
  export: 'exported a list including it',
  search: 'found it in a search',
  list: 'saw it in a list',
};

export function rightsService(deps: { db: Database; clock: Clock; applications: ApplicationService }) {
  const { db, clock } = deps;

  return {
    async myData(id: string, mobile: string) {
      const application = await deps.applications.get(id, mobile);
      const [consentRows, payments, reads, requests] = await Promise.all([
        consentsOfApplication(db, id, mobile),
        paymentAttempts(db, id),
        readsOfApplication(db, id),
        rightsRepository(db).forApplication(id),
      ]);
      const people = await staffByIds(
        db,
        reads.map((r) => r.staffId),
      );
      return {
        generatedAt: clock.now().toISOString(),
        application,
        consents: consentRows.map(toConsent),
        payments,
        staffReads: reads.map((r) => ({
          staff: (r.staffId ? people.get(r.staffId)?.name : undefined) ?? 'A member of staff no longer with the college',
          action: STAFF_ACTIONS[r.action] ?? 'saw it in a list',
          at: r.at.toISOString(),
        })),
        requests: requests.map(toRequest),
      };
    },

    async myRequests(id: string, mobile: string): Promise<RightsRequest[]> {
      await findOwnedApplication(db, id, mobile);
      return (await rightsRepository(db).forApplication(id)).map(toRequest);
    },

    /** One open request of each kind per application: a second waits for the office's answer to the first. */
    async request(id: string, mobile: string, input: { kind: 'correction' | 'erasure'; details: string }): Promise<RightsRequest> {
      return withKeyLock(db, `rights:${id}`, async (tx) => {
        await findOwnedApplication(tx, id, mobile);
        const open = (await rightsRepository(tx).forApplication(id)).find((r) => r.kind === input.kind && r.closedAt === null);
        if (open) {
          throw conflict(`You already have an open ${input.kind} request; the office answers it by ${displayIstDay(open.dueAt)}`);
        }
        const now = clock.now();
        const row = await rightsRepository(tx).insert({
          applicationId: id,
          mobile,
          kind: input.kind,
          details: input.details.trim(),
          createdAt: now,
          dueAt: addSeconds(now, RIGHTS_REQUEST_DAYS * DAY_SECONDS),
        });
        return toRequest(row);
      });
    },

    /** Withdrawal: consents marked withdrawn, the application erased, a closed request as the receipt. */
    async withdraw(id: string, mobile: string): Promise<WithdrawalReceipt> {
      return inTransaction(db, async (tx) => {
        await lockOwnedApplication(tx, id, mobile);
        const now = clock.now();
        await eraseWithConsents(tx, id, now);
        const receipt = await rightsRepository(tx).insert({
          applicationId: id,
          mobile,
          kind: 'withdrawal',
          details: 'Consent withdrawn by the applicant',
          createdAt: now,
          dueAt: now,
          closedAt: now,
          outcome: 'done',
          outcomeNote: 'Application erased at once',
        });
        return { reference: receipt.id, applicationId: id, withdrawnAt: now.toISOString(), erased: [...ERASED], kept: [...KEPT] };
      });
    },

    /** The office's list; names shown are a read of personal data, recorded like a queue page. */
    async officeList(actor: Actor, status: 'open' | 'closed') {
      const rows = await rightsRepository(db).list(status, OFFICE_LIST_LIMIT);
      const [names, people] = await Promise.all([
        applicantNames(
          db,
          rows.map((r) => r.applicationId),
        ),
        staffByIds(
          db,
          rows.map((r) => r.closedBy),
        ),
      ]);
      if (rows.length > 0) {
        await record(db, actor, 'list', 'rights_requests', status, { applicationIds: [...new Set(rows.map((r) => r.applicationId))] });
      }
      return rows.map((r) => ({
        ...toRequest(r),
        applicantName: names.get(r.applicationId) ?? null,
        closedBy: r.closedBy ? (people.get(r.closedBy)?.name ?? null) : null,
      }));
    },

    /** Closes a request with its outcome, recorded; a granted erasure erases the application in the same transaction. */
    async close(actor: Actor, id: string, outcome: RightsOutcome, note: string) {
      const row = await inTransaction(db, async (tx) => {
        const repo = rightsRepository(tx);
        const open = await repo.findForUpdate(id);
        if (!open) throw notFound('Request not found');
        if (open.closedAt) throw conflict('This request is already closed');
        if (open.kind === 'erasure' && outcome === 'done') await eraseWithConsents(tx, open.applicationId, clock.now());
        const closed = await repo.close(id, { closedAt: clock.now(), closedBy: actor.staffId, outcome, outcomeNote: note.trim() });
        await record(tx, actor, open.kind === 'erasure' && outcome === 'done' ? 'erase' : 'change', 'rights_request', id, {
          applicationId: open.applicationId,
          kind: open.kind,
          outcome,
        });
        return closed;
      });
      // Named as the list names it: an erased application has no name left.
      const [names, people] = await Promise.all([applicantNames(db, [row.applicationId]), staffByIds(db, [row.closedBy])]);
      return {
        ...toRequest(row),
        applicantName: names.get(row.applicationId) ?? null,
        closedBy: row.closedBy ? (people.get(row.closedBy)?.name ?? null) : null,
      };
    },
  };
}
export type RightsService = ReturnType<typeof rightsService>;
