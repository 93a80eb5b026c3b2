import {
  COMMITTEE_KINDS,
  COMMITTEE_LABELS,
  type CommitteeInput,
  type CommitteeKind,
  type PublicCommittee,
  type StaffCommittee,
} from '@college/contracts/entities/committee';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { record, type Actor } from '../audit/audit.api';
import { staffByIds } from '../staff/staff.api';
import { committeesRepository, type CommitteeRow } from './committees.repository';

const STALE = 'Someone changed this committee after you opened it. Reload to see their change before saving yours.';

/** What needs the office's attention on `today`: a term that has ended, a review date that has come. */
function attention(r: CommitteeRow, today: string) {
  return { pastTerm: r.termUntil < today, reviewDue: (r.reviewBy ?? r.termUntil) <= today };
}

function toStaff(
  kind: CommitteeKind,
  r: CommitteeRow | undefined,
  today: string,
  names: Map<string, { name: string; email: string }>,
): StaffCommittee {
  if (!r) {
    return {
      kind,
      constituted: false,
      orderRef: '',
      termFrom: null,
      termUntil: null,
      reviewBy: null,
      members: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
      pastTerm: false,
      reviewDue: false,
    };
  }
  const who = names.get(r.updatedBy);
  return {
    kind,
    constituted: true,
    orderRef: r.orderRef,
    termFrom: r.termFrom,
    termUntil: r.termUntil,
    reviewBy: r.reviewBy,
    members: r.members,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: who ? who.name || who.email : 'A former member of staff',
    ...attention(r, today),
  };
}

function toPublic(r: CommitteeRow, lang: 'en' | 'ml'): PublicCommittee {
  return {
    kind: r.kind,
    name: COMMITTEE_LABELS[r.kind][lang],
    orderRef: r.orderRef,
    termFrom: r.termFrom,
    termUntil: r.termUntil,
    members: r.members.map((m) => {
      const malayalam = lang === 'ml' && m.roleMl !== '';
      return { name: m.name, role: malayalam ? m.roleMl : m.roleEn, roleLang: malayalam ? 'ml' : 'en', phone: m.phone, email: m.email };
    }),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** How many committees need the office: not set up, past their term, or due for review. */
export async function committeesToReview(db: Database, now: Date): Promise<number> {
  const today = todayInKolkata(now);
  const rows = await committeesRepository(db).all();
  const flagged = rows.filter((r) => {
    const a = attention(r, today);
    return a.pastTerm || a.reviewDue;
  }).length;
  return COMMITTEE_KINDS.length - rows.length + flagged;
}

/** The committees and officers: kept by the content office, read by everyone. */
export function committeesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const staffList = async (): Promise<StaffCommittee[]> => {
    const rows = await committeesRepository(db).all();
    const names = await staffByIds(
      db,
      rows.map((r) => r.updatedBy),
    );
    const today = todayInKolkata(clock.now());
    return COMMITTEE_KINDS.map((kind) =>
      toStaff(
        kind,
        rows.find((r) => r.kind === kind),
        today,
        names,
      ),
    );
  };

  return {
    list: staffList,

    async save(actor: Actor, kind: CommitteeKind, input: CommitteeInput): Promise<StaffCommittee> {
      const now = clock.now();
      const saved = await inTransaction(db, async (tx) => {
        const repo = committeesRepository(tx);
        const row = await repo.findForUpdate(kind);
        const current = row?.version ?? 0;
        if ((input.version ?? 0) !== current) throw conflict(STALE);
        const next = {
          orderRef: input.orderRef,
          termFrom: input.termFrom,
          termUntil: input.termUntil,
          reviewBy: input.reviewBy || null,
          members: input.members,
        };
        const saved = await repo.save({ kind, ...next, version: current + 1, updatedBy: actor.staffId, updatedAt: now }, current);
        // Two first saves at once: the second finds the row the first made.
        if (!saved) throw conflict(STALE);
        const changes = Object.fromEntries(
          (Object.keys(next) as (keyof typeof next)[])
            .filter((k) => JSON.stringify(row?.[k] ?? null) !== JSON.stringify(next[k]))
            .map((k) => [k, { from: row?.[k] ?? null, to: next[k] }]),
        );
        await record(tx, actor, 'change', 'committee', kind, { what: row ? 'changed' : 'set up', changes });
        return saved;
      });
      // The committee as saved, by the member who saved it: nothing else to read.
      return toStaff(kind, saved, todayInKolkata(now), await staffByIds(db, [saved.updatedBy]));
    },

    /** The committees set up, in the order the rules list them. */
    async publicList(lang: 'en' | 'ml'): Promise<PublicCommittee[]> {
      const rows = await committeesRepository(db).all();
      return COMMITTEE_KINDS.flatMap((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return row ? [toPublic(row, lang)] : [];
      });
    },
  };
}
export type CommitteesService = ReturnType<typeof committeesService>;
