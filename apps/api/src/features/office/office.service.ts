import {
  type DecisionStatus,
  type ExportQuery,
  type OfficeApplication,
  type QueueQuery,
  type QueueRow,
} from '@college/contracts/entities/office';
import { DECISION_ROLES, holdsAny, seesContactDetails } from '@college/contracts/roles';
import { formatApplicationId } from '@college/contracts/entities/application';
import { currentYearInKolkata, todayInKolkata } from '@college/contracts/rules/day';
import { STAGES, type ApplicationStatus } from '@college/contracts/stages';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileAnswer } from '../../lib/file-answer';
import {
  applicationForOffice,
  applicationIdsOfMobile,
  applyDecision,
  canUndo,
  lockForOffice,
  moveProblem,
  recordUnlock,
  queuePage,
  queueStageCounts,
  undoDecision,
  type OfficeChange,
  type QueueSearch,
} from '../applications/applications.api';
import { nameMatchFor, applyCorrection, nameKeyOf, toApplication } from '../applications/applications.api';
import { readersOf, record, type Actor } from '../audit/audit.api';
import { staffSearches } from '../audit/audit.api';
import { languageOf } from '../messages/messages.api';
import { STATUS_TEXTS } from '../messages/messages.api';
import { queueEmail, queueSms } from '../messages/messages.api';
import { clearOtpLocks } from '../otp/otp.api';
import { applicationFee } from '../payments/payments.api';
import { applicationsWithGatewayPayment, clearPaymentAttempts, paymentAttempts } from '../payments/payments.api';
import { requestsOfApplication } from '../privacy/privacy.api';
import { staffByIds } from '../staff/staff.api';
import { exportFile } from './application-export';
import { maskContacts, maskMobile } from './masking';
import { stageCountCache } from './stage-count-cache';
import { reviewClaims } from './review-claims';
import { DECISION_STATUSES, TOLD_DECISIONS } from '@college/contracts/entities/office';
import type { Correction } from '@college/contracts/entities/correction';

const NOT_FOUND = 'Application not found';

/** What was typed in the search box: an application number (whole, its start, or its running number), a mobile, a Razorpay payment id, or a name. */
async function readSearch(db: Database, q: string | undefined, now: Date): Promise<QueueSearch | undefined> {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^app\d{10}$/i.test(text)) return { kind: 'ids', ids: [text.toUpperCase()] };
  if (/^app\d*$/i.test(text)) return { kind: 'number', prefix: text.toUpperCase() };
  // The running number alone, as people read it out ("123"): this year's and the recent years' numbers.
  if (/^\d{1,6}$/.test(text)) {
    const year = currentYearInKolkata(now);
    // Six digits or fewer may also be a register number.
    return { kind: 'ids', ids: [0, 1, 2, 3].map((back) => formatApplicationId(year - back, Number(text))), key: text };
  }
  const digits = text.replace(/[\s+-]/g, '');
  if (/^(91)?[6-9]\d{9}$/.test(digits)) return { kind: 'mobile', mobile: digits.slice(-10) };
  if (/^pay_[A-Za-z0-9]+$/.test(text)) return { kind: 'ids', ids: await applicationsWithGatewayPayment(db, text) };
  // A register number (SSLC or another examination's): letters and digits with a digit in them.
  if (/^[A-Za-z0-9/-]*\d[A-Za-z0-9/-]*$/.test(text)) return { kind: 'ids', ids: [], key: text };
  const name = nameKeyOf(text);
  // Nothing but punctuation finds no one, rather than everyone.
  return name ? { kind: 'name', text: name, match: await nameMatchFor(db, name) } : { kind: 'ids', ids: [] };
}

export function officeService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const counts = stageCountCache(() => Date.now());
  const searches = staffSearches(db, clock);

  /**
   * What the member typed, read, within their search limit. A role that sees mobiles masked
   * cannot search by one either: an exact match would confirm a guess the mask hides.
   */
  async function searchFor(actor: Actor, q: string | undefined): Promise<QueueSearch | undefined> {
    const text = q?.trim();
    if (!text) return undefined;
    await searches.allow(actor, text);
    const search = await readSearch(db, text, clock.now());
    if (search?.kind === 'mobile' && !seesContactDetails(actor.roles)) {
      await searches.record(actor, 'application_queue', text, 'mobile (refused)', []);
      throw forbidden('Your role cannot search by mobile number');
    }
    return search;
  }

  /** A decision's result as the API answers it; a stale copy or a refused move becomes an error. */
  async function outcome(change: OfficeChange) {
    if (change.kind === 'applied') {
      counts.clear();
      return { status: change.status, version: change.version };
    }
    if (change.kind === 'refused') throw conflict(change.reason);
    const who = change.staffId ? (await staffByIds(db, [change.staffId])).get(change.staffId) : undefined;
    const by = who ? who.name || who.email : 'someone else';
    throw conflict(`This application was changed by ${by} after you opened it. Reload it to see the change.`, {
      conflict: { by, at: change.at.toISOString() },
    });
  }

  /** Queues the applicant's SMS about a status they must act on or know, in the decision's transaction. */
  async function tellApplicant(tx: Database, mobile: string, applicationId: string, status: ApplicationStatus, undone?: ApplicationStatus) {
    // An undone decision the applicant was told of is taken back in a message too, whatever it returns to.
    if (!TOLD_DECISIONS.includes(status) && !(undone && TOLD_DECISIONS.includes(undone))) return;
    // In the applicant's language: the status is a variable of the template, so it is too.
    const language = await languageOf(tx, mobile);
    await queueSms(tx, clock.now(), {
      mobile,
      template: 'decision',
      variables: { application: applicationId, status: STATUS_TEXTS[language][status] },
      language,
    });
  }

  const claimDesk = reviewClaims({ db, clock, searchFor });

  return {
    claims: claimDesk,

    /** The queue's filter as CSV or XLSX, made as it is read. */
    async export(actor: Actor, query: ExportQuery): Promise<FileAnswer> {
      return exportFile({ db, clock }, actor, query, await searchFor(actor, query.q));
    },

    async queue(actor: Actor, query: QueueQuery) {
      const { q, sort, order, page, claimed, ...filters } = query;
      const search = await searchFor(actor, q);
      const now = clock.now();
      const today = todayInKolkata(now);
      const mine = claimed === 'mine' ? { claimedBy: { staffId: actor.staffId, now } } : {};
      const { stage, ...others } = { ...filters, search };
      // Claims change from minute to minute: a view of one's own claims is counted afresh each time.
      const [rows, stageCounts] = await Promise.all([
        queuePage(db, { ...others, ...mine, stage }, today, { sort, order, page }),
        claimed
          ? queueStageCounts(db, { ...others, ...mine }, today)
          : counts.get(JSON.stringify([today, others]), () => queueStageCounts(db, others, today)),
      ]);
      const held = await claimDesk.claimsOf(
        actor,
        rows.map((r) => r.id),
      );
      // The counts already hold the total: the stage's count, or all of them.
      const total = stage ? (stageCounts[stage] ?? 0) : Object.values(stageCounts).reduce((sum, n) => sum + n, 0);
      const masked = !seesContactDetails(actor.roles);
      const data: QueueRow[] = rows.map((r) => ({
        applicationId: r.id,
        fullName: r.fullName,
        mobile: masked ? maskMobile(r.mobile) : r.mobile,
        dob: r.dob,
        stage: r.currentStage,
        status: r.status,
        programLevel: r.programLevel,
        diplomaMode: r.diplomaMode,
        firstBranch: r.firstBranch,
        feePaid: r.feePaidAt !== null,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        claim: held.get(r.id) ?? null,
      }));
      // A page of names and mobiles is a read of personal data too: one record per page, listing who was on it.
      if (data.length > 0) {
        await record(db, actor, 'list', 'application_queue', 'page', {
          applicationIds: data.map((r) => r.applicationId),
          filters: { ...filters, sort, order, page, searched: Boolean(q) },
        });
      }
      if (search && q)
        await searches.record(
          actor,
          'application_queue',
          q.trim(),
          search.kind,
          data.map((r) => r.applicationId),
        );
      const perStage = Object.fromEntries(STAGES.map((s) => [s, stageCounts[s] ?? 0])) as Record<(typeof STAGES)[number], number>;
      return { data, page, total, stageCounts: perStage, nameMatch: search?.kind === 'name' ? search.match : null };
    },

    /** One application, everything in it; the read is recorded before anything is answered. */
    async application(actor: Actor, id: string): Promise<OfficeApplication> {
      const found = await applicationForOffice(db, id);
      if (!found) throw notFound(NOT_FOUND);
      await record(db, actor, 'read', 'application', id);
      const { row, selections, events, images } = found;
      const [fee, payments, readers, undoable, requests] = await Promise.all([
        applicationFee(db, id, row.feePaise, clock.now()),
        paymentAttempts(db, id),
        readersOf(db, 'application', id),
        canUndo(db, id),
        requestsOfApplication(db, id),
      ]);
      const people = await staffByIds(db, [...events.map((e) => e.staffId), ...readers.map((r) => r.staffId)]);
      const person = (staffId: string | null) => (staffId ? (people.get(staffId) ?? null) : null);
      const masked = !seesContactDetails(actor.roles);
      const application = toApplication(row, selections, fee, images);
      const decides = holdsAny(actor.roles, DECISION_ROLES);
      return {
        application: masked ? maskContacts(application) : application,
        version: row.version,
        statusRemark: row.statusRemark,
        masked,
        payments,
        countedAttempts: payments.filter((p) => p.clearedAt === null).length,
        timeline: events.map((e) => ({
          kind: e.kind,
          at: e.at.toISOString(),
          stage: e.stage,
          statusFrom: e.statusFrom,
          statusTo: e.statusTo,
          remark: e.remark,
          // Internal notes are for those who decide.
          internalNote: decides ? e.internalNote : null,
          staff: person(e.staffId),
        })),
        readBy: readers.map((r) => ({ staff: person(r.staffId), roles: r.roles, at: r.at.toISOString() })),
        requests,
        allowedDecisions: decides ? DECISION_STATUSES.filter((s) => moveProblem(row.status, s) === null) : [],
        claim: (await claimDesk.claimsOf(actor, [id])).get(id) ?? null,
        canUndo: actor.roles.includes('admin') && undoable,
      };
    },

    async decide(actor: Actor, id: string, d: { status: DecisionStatus; remark: string; internalNote: string; version: number }) {
      const change = await inTransaction(db, async (tx) => {
        const row = await lockForOffice(tx, id);
        if (!row) throw notFound(NOT_FOUND);
        await claimDesk.assertFree(tx, actor, id);
        const result = await applyDecision(tx, row, {
          to: d.status,
          remark: d.remark,
          internalNote: d.internalNote,
          staffId: actor.staffId,
          version: d.version,
          now: clock.now(),
        });
        if (result.kind === 'applied') {
          await record(tx, actor, 'decision', 'application', id, { from: row.status, to: d.status, remarked: d.remark !== '' });
          await tellApplicant(tx, row.mobile, id, d.status);
        }
        return result;
      });
      return outcome(change);
    },

    /** One field corrected with a reason: audited with its old and new values, and the applicant told. */
    async correct(actor: Actor, id: string, c: Correction) {
      const change = await inTransaction(db, async (tx) => {
        const row = await lockForOffice(tx, id);
        if (!row) throw notFound(NOT_FOUND);
        await claimDesk.assertFree(tx, actor, id);
        const result = await applyCorrection(tx, row, { ...c, staffId: actor.staffId, now: clock.now() });
        if (result.kind === 'applied') {
          await record(tx, actor, 'correct', 'application', id, {
            field: c.field,
            from: result.entry.from,
            to: result.entry.to,
            reason: c.reason,
          });
          const email = row.personalDetails?.email;
          if (email) {
            const language = await languageOf(tx, row.mobile);
            await queueEmail(tx, clock.now(), {
              to: email,
              template: 'corrected',
              variables: {
                application: id,
                name: row.fullName ?? '',
                field: result.entry.label,
                from: result.entry.from,
                to: result.entry.to,
                reason: c.reason,
              },
              language,
            });
          }
        }
        return result;
      });
      if (change.kind !== 'applied') return outcome(change);
      counts.clear();
      return { version: change.version };
    },

    async undo(actor: Actor, id: string, u: { reason: string; version: number }) {
      const change = await inTransaction(db, async (tx) => {
        const row = await lockForOffice(tx, id);
        if (!row) throw notFound(NOT_FOUND);
        const result = await undoDecision(tx, row, { ...u, staffId: actor.staffId, now: clock.now() });
        if (result.kind === 'applied') {
          await record(tx, actor, 'undo', 'application', id, { from: row.status, to: result.status, reason: u.reason });
          await tellApplicant(tx, row.mobile, id, result.status, row.status);
        }
        return result;
      });
      return outcome(change);
    },

    /** One decision for many: each row in its own transaction, each with its own answer. */
    async decideMany(actor: Actor, d: { applicationIds: string[]; status: DecisionStatus; remark: string; internalNote: string }) {
      const results = [];
      for (const id of [...new Set(d.applicationIds)]) {
        const change = await inTransaction(db, async (tx) => {
          const row = await lockForOffice(tx, id);
          if (!row) return { kind: 'refused' as const, reason: NOT_FOUND };
          const held = await claimDesk.assertFree(tx, actor, id).then(
            () => null,
            (err: unknown) => {
              if (err instanceof AppError) return err.message;
              throw err;
            },
          );
          if (held) return { kind: 'refused' as const, reason: held };
          const result = await applyDecision(tx, row, {
            to: d.status,
            remark: d.remark,
            internalNote: d.internalNote,
            staffId: actor.staffId,
            version: null,
            now: clock.now(),
          });
          if (result.kind === 'applied') {
            await record(tx, actor, 'decision', 'application', id, {
              from: row.status,
              to: d.status,
              remarked: d.remark !== '',
              bulk: true,
            });
            await tellApplicant(tx, row.mobile, id, d.status);
          }
          return result;
        });
        if (change.kind === 'applied') counts.clear();
        results.push(
          change.kind === 'applied'
            ? { applicationId: id, outcome: 'applied' as const, status: change.status }
            : { applicationId: id, outcome: 'refused' as const, reason: change.kind === 'refused' ? change.reason : 'Changed meanwhile' },
        );
      }
      return results;
    },

    async resetPaymentAttempts(actor: Actor, id: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const row = await lockForOffice(tx, id);
        if (!row) throw notFound(NOT_FOUND);
        const now = clock.now();
        const cleared = await clearPaymentAttempts(tx, id, now);
        await recordUnlock(tx, id, { what: 'Payment attempts reset', reason, staffId: actor.staffId, now });
        await record(tx, actor, 'unlock', 'application', id, { what: 'payment attempts', cleared, reason });
        return cleared;
      });
    },

    async clearOtpLock(actor: Actor, mobile: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        const cleared = await clearOtpLocks(tx, clock, mobile);
        const ids = await applicationIdsOfMobile(tx, mobile);
        for (const id of ids) await recordUnlock(tx, id, { what: 'One-time-code lock cleared', reason, staffId: actor.staffId, now });
        await record(tx, actor, 'unlock', 'mobile', mobile, { what: 'one-time-code lock', cleared, reason, applicationIds: ids });
        return cleared;
      });
    },
  };
}
export type OfficeService = ReturnType<typeof officeService>;
