import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import {
  CHECKS_SHOWN,
  LEDGER_PAGE_SIZE,
  type Attention,
  type LedgerQuery,
  type LedgerRow,
  type PaymentCheck,
} from '@college/contracts/entities/payments-ledger';
import { notFound } from '../../lib/app-error';
import { staffByIds } from '../staff/staff.api';
import { orderPaymentsRequest, type GatewayPayment } from './gateways/payment-gateway';
import { applicantNames } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { staffSearches } from '../audit/audit.api';
import { checkOrder, type ReconciliationDeps } from './reconciliation';
import { paymentRepository, type PaymentRow } from './payment.repository';
import { paymentsLedgerRepository, type CheckRow, type LedgerFilter } from './payments-ledger.repository';
import { ledgerCells, ledgerFile } from './ledger-file';
import type { FileAnswer } from '../../lib/file-answer';

const ATTENTION_DAYS = 30;
const EXPORT_PAGE = 500;
const MOST_ATTENTION = 100;
const MOST_DAYS = 31;

/** What was typed in the search box: an application number (whole, or its start), an order id, or a payment id. */
function readSearch(q: string | undefined): LedgerFilter['search'] | 'unknown' | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^app\d{10}$/i.test(text)) return { kind: 'application', id: text.toUpperCase() };
  if (/^app\d{0,9}$/i.test(text)) return { kind: 'application', prefix: text.toUpperCase() };
  if (/^order_[A-Za-z0-9]+$/.test(text)) return { kind: 'order', id: text };
  if (/^pay_[A-Za-z0-9]+$/.test(text)) return { kind: 'payment', id: text };
  return 'unknown';
}

function why(p: PaymentRow, check: CheckRow | undefined): string {
  if (p.status === 'duplicate') return 'Paid twice: refund due';
  if (check?.outcome === 'duplicate') return check.note ?? 'More than one capture on this order: refund due';
  if (p.status === 'processing') return 'Authorised by the bank, not captured yet';
  if (check?.outcome === 'error') return `Razorpay could not be asked: ${check.note ?? 'no answer'}`;
  if (check?.outcome === 'paid') return 'Paid at Razorpay but never reported to the site: found by the check';
  if (check?.outcome === 'authorized') return 'Authorised after checkout reported a failure: found by the check';
  return 'Failed at Razorpay while the site still waited: found by the check';
}

/** The accounts office's view of fee payments, and its button to ask Razorpay about one order. */
export function paymentsLedger(deps: ReconciliationDeps) {
  const { db, clock } = deps;

  async function rowsOf(payments: PaymentRow[]): Promise<LedgerRow[]> {
    const repo = paymentsLedgerRepository(db);
    const [names, checks, refunded] = await Promise.all([
      applicantNames(
        db,
        payments.map((p) => p.applicationId),
      ),
      repo.latestChecks(payments.map((p) => p.id)),
      repo.refundsOf(payments.map((p) => p.id)),
    ]);
    return payments.map((p) => {
      const check = checks.get(p.id);
      const refund = refunded.get(p.id);
      return {
        paymentId: p.id,
        applicationId: p.applicationId,
        applicantName: names.get(p.applicationId) ?? null,
        attempt: p.attempt,
        status: p.status,
        amount: p.amountPaise / PAISE_PER_RUPEE,
        orderId: p.orderId,
        gatewayPaymentId: p.gatewayPaymentId,
        method: p.method,
        lastError: p.lastError,
        createdAt: p.createdAt.toISOString(),
        verifiedAt: p.verifiedAt?.toISOString() ?? null,
        lastCheck: check ? { at: check.checkedAt.toISOString(), outcome: check.outcome, note: check.note, by: check.by } : null,
        refund: refund ? { status: refund.status, amount: refund.amountPaise / PAISE_PER_RUPEE } : null,
      };
    });
  }

  return {
    async list(actor: Actor, query: LedgerQuery) {
      const { q, page, ...filters } = query;
      const searches = staffSearches(db, clock);
      if (q?.trim()) await searches.allow(actor, q);
      const search = readSearch(q);
      const repo = paymentsLedgerRepository(db);
      const filter: LedgerFilter = { ...filters, ...(search && search !== 'unknown' ? { search } : {}) };
      const since = new Date(clock.now().getTime() - ATTENTION_DAYS * 24 * 3600 * 1000);
      const [found, days, attentionRows] = await Promise.all([
        search === 'unknown' ? Promise.resolve({ rows: [], total: 0 }) : repo.page(filter, page, LEDGER_PAGE_SIZE),
        repo.days(filter, MOST_DAYS),
        repo.needingAttention(since, MOST_ATTENTION),
      ]);
      const [data, flagged] = await Promise.all([rowsOf(found.rows), rowsOf(attentionRows)]);
      const checks = await repo.latestChecks(attentionRows.map((p) => p.id));
      const attention: Attention[] = flagged.map((row, i) => {
        const payment = attentionRows[i];
        return { ...row, reason: payment ? why(payment, checks.get(payment.id)) : '' };
      });
      if (q?.trim() && search) {
        const kind = search === 'unknown' ? 'unknown' : search.kind;
        await searches.record(actor, 'payments', q.trim(), kind, [...new Set(data.map((r) => r.applicationId))]);
      }
      // Names of applicants are personal data: the page read is recorded, listing whose.
      const shown = [...new Set([...data, ...attention].map((r) => r.applicationId))];
      if (shown.length > 0) {
        await record(db, actor, 'list', 'payments', 'page', { applicationIds: shown, filters: { ...filters, page, searched: Boolean(q) } });
      }
      return {
        data,
        page,
        total: found.total,
        totalPages: Math.max(1, Math.ceil(found.total / LEDGER_PAGE_SIZE)),
        days: days.map(({ paidPaise, ...d }) => ({ ...d, paidAmount: paidPaise / PAISE_PER_RUPEE })),
        attention,
      };
    },

    /** The ledger's filter as a spreadsheet: every matching attempt, newest first, a page at a time. */
    async file(actor: Actor, query: Omit<LedgerQuery, 'page'> & { format: 'csv' | 'xlsx' }): Promise<FileAnswer> {
      const { q, format, ...filters } = query;
      const search = readSearch(q);
      const filter: LedgerFilter = { ...filters, ...(search && search !== 'unknown' ? { search } : {}) };
      await record(db, actor, 'export', 'payments', 'file', { filters, searched: Boolean(q), format });
      const repo = paymentsLedgerRepository(db);
      async function* cells() {
        if (search === 'unknown') return;
        for (let page = 1; ; page++) {
          const found = await repo.page(filter, page, EXPORT_PAGE);
          for (const r of await rowsOf(found.rows)) yield ledgerCells(r);
          if (found.rows.length < EXPORT_PAGE) return;
        }
      }
      return ledgerFile(format, cells());
    },

    /** The reconciliation view: the latest checks (of an order or an application when searched), each as asked and answered. */
    async checks(query: { q?: string }): Promise<PaymentCheck[]> {
      // The contract lets through an order id or a whole application number only.
      const q = query.q;
      const of = !q ? {} : q.startsWith('order_') ? { orderId: q } : { applicationId: q.toUpperCase() };
      const rows = await paymentsLedgerRepository(db).checks(of, CHECKS_SHOWN);
      const members = await staffByIds(
        db,
        rows.map((r) => (r.check.by === 'job' ? null : r.check.by)),
      );
      return rows.map(({ check, orderId, applicationId }) => ({
        id: check.id,
        at: check.checkedAt.toISOString(),
        by:
          check.by === 'job'
            ? 'The reconciliation job'
            : members.get(check.by)?.name || members.get(check.by)?.email || 'A former member of staff',
        applicationId,
        orderId,
        asked: orderPaymentsRequest(orderId),
        answered: (check.found as GatewayPayment[]).map((p) => ({
          id: p.id,
          status: p.status,
          method: p.method,
          amount: p.amountPaise / PAISE_PER_RUPEE,
        })),
        outcome: check.outcome,
        note: check.note,
      }));
    },

    /** 'Check with Razorpay now': the job's check of one order, by a member of staff, recorded. */
    async check(actor: Actor, paymentId: string) {
      const payment = await paymentRepository(db).find(paymentId);
      if (!payment) throw notFound('Payment not found');
      const result = await checkOrder(deps, payment, actor.staffId);
      await record(db, actor, 'change', 'payment', payment.id, { what: 'checked with the gateway', outcome: result.outcome });
      const after = await paymentRepository(db).find(paymentId);
      return { outcome: result.outcome, note: result.note, status: after?.status ?? payment.status };
    },
  };
}
export type PaymentsLedger = ReturnType<typeof paymentsLedger>;
