import {
  NOTICE_MOVES,
  NOTICES_PAGE_SIZE,
  type NoticeCategory,
  type NoticeInput,
  type NoticeStatus,
  type PublicNotice,
  type StaffNotice,
} from '@college/contracts/entities/notice';
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import { fromIndiaInput, todayInKolkata } from '@college/contracts/rules/day';
import type { z } from '@college/contracts/zod';
import type { publicNoticesQuerySchema } from '@college/contracts/entities/notice';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { record, type Actor } from '../audit/audit.api';
import { staffByIds } from '../staff/staff.api';
import { noticesRepository, type NoticeRow } from './notices.repository';
import { noticesFeed } from './notices-feed';
import { eventsCalendar, type CalendarEvent } from './events-calendar';
import { malayalamOutOfDate, showsMalayalam } from './notice-language';
import type { FileAnswer } from '../../lib/file-answer';

const NOT_FOUND = 'Notice not found';
/** How far back the events calendar reaches: a season's events stay in a subscriber's calendar. */
const CALENDAR_PAST_DAYS = 365;
/** A time in India as the form sends it (yyyy-mm-ddThh:mm). */

/** The fields a change compares, for the audit's record of what changed. */
const COMPARED = ['category', 'titleEn', 'bodyEn', 'titleMl', 'bodyMl', 'validUntil', 'placeEn', 'placeMl', 'cancelled'] as const;
/** The times a change compares, for the same record. */
const TIMES = ['closesAt', 'startsAt', 'endsAt'] as const;

function toStaff(r: NoticeRow, names: Map<string, { name: string; email: string }>): StaffNotice {
  const who = names.get(r.updatedBy);
  return {
    id: r.id,
    category: r.category,
    titleEn: r.titleEn,
    bodyEn: r.bodyEn,
    titleMl: r.titleMl,
    bodyMl: r.bodyMl,
    malayalamOutOfDate: malayalamOutOfDate(r),
    status: r.status,
    publishAt: r.publishAt?.toISOString() ?? null,
    validUntil: r.validUntil,
    closesAt: r.closesAt?.toISOString() ?? null,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    placeEn: r.placeEn,
    placeMl: r.placeMl,
    cancelled: r.cancelled,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: who ? who.name || who.email : 'A former member of staff',
  };
}

/** The notice in the language asked for; on a Malayalam page, the English (marked so) when the translation is missing or behind. */
function toPublic(r: NoticeRow, lang: 'en' | 'ml', now: Date): PublicNotice {
  const today = todayInKolkata(now);
  const malayalam = showsMalayalam(r, lang);
  return {
    id: r.id,
    category: r.category,
    title: malayalam ? r.titleMl : r.titleEn,
    body: malayalam ? r.bodyMl : r.bodyEn,
    lang: malayalam ? 'ml' : 'en',
    publishedAt: (r.publishAt ?? r.updatedAt).toISOString(),
    validUntil: r.validUntil,
    closesAt: r.closesAt?.toISOString() ?? null,
    event:
      r.category === 'event' && r.startsAt && r.endsAt
        ? {
            startsAt: r.startsAt.toISOString(),
            endsAt: r.endsAt.toISOString(),
            place: malayalam && r.placeMl ? r.placeMl : r.placeEn,
            cancelled: r.cancelled,
          }
        : null,
    updatedAt: r.updatedAt.toISOString(),
    current:
      (r.validUntil === null || r.validUntil >= today) &&
      (r.closesAt === null || r.closesAt > now) &&
      (r.endsAt === null || r.endsAt > now),
  };
}

/** A published event for a calendar file: the public notice, with the version a calendar orders changes by. */
function toCalendar(r: NoticeRow, lang: 'en' | 'ml', now: Date): CalendarEvent[] {
  const notice = toPublic(r, lang, now);
  return notice.event ? [{ ...notice, event: notice.event, version: r.version }] : [];
}

/** The notices: written and moved through their states by staff, read by everyone once published. */
export function noticesService(deps: { db: Database; clock: Clock; publicOrigin: string }) {
  const { db, clock } = deps;
  // Read after a change's transaction has ended: the embedded database has one connection.
  const named = async (rows: NoticeRow[]) => {
    const names = await staffByIds(
      db,
      rows.map((r) => r.updatedBy),
    );
    return rows.map((r) => toStaff(r, names));
  };
  const shown = async (row: NoticeRow) => (await named([row]))[0] as StaffNotice;

  return {
    async list(page: number) {
      const { rows, total } = await noticesRepository(db).page(page, NOTICES_PAGE_SIZE);
      return {
        data: await named(rows),
        page,
        limit: NOTICES_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE)),
      };
    },

    async create(actor: Actor, input: NoticeInput): Promise<StaffNotice> {
      const now = clock.now();
      const made = await inTransaction(db, async (tx) => {
        const row = await noticesRepository(tx).insert({
          category: input.category,
          titleEn: input.titleEn,
          bodyEn: input.bodyEn,
          titleMl: input.titleMl,
          bodyMl: input.bodyMl,
          englishChangedAt: now,
          malayalamChangedAt: input.titleMl ? now : null,
          publishAt: input.publishAt ? fromIndiaInput(input.publishAt) : null,
          validUntil: input.validUntil || null,
          closesAt: input.closesAt ? fromIndiaInput(input.closesAt) : null,
          startsAt: input.startsAt ? fromIndiaInput(input.startsAt) : null,
          endsAt: input.endsAt ? fromIndiaInput(input.endsAt) : null,
          placeEn: input.placeEn,
          placeMl: input.placeMl,
          cancelled: input.cancelled,
          createdBy: actor.staffId,
          updatedBy: actor.staffId,
          createdAt: now,
          updatedAt: now,
        });
        await record(tx, actor, 'change', 'notice', row.id, { what: 'written', title: row.titleEn });
        return row;
      });
      return shown(made);
    },

    async update(actor: Actor, id: string, input: NoticeInput): Promise<StaffNotice> {
      const now = clock.now();
      const changed = await inTransaction(db, async (tx) => {
        const repo = noticesRepository(tx);
        const row = await repo.findForUpdate(id);
        if (!row) throw notFound(NOT_FOUND);
        if (input.version !== undefined && input.version !== row.version) {
          throw conflict('Someone changed this notice after you opened it. Reload to see their change before saving yours.');
        }
        if (row.status === 'published' && !holdsAny(actor.roles, PUBLISH_ROLES)) {
          throw forbidden('A published notice is changed by a publisher; ask an administrator, or take it back to a draft first');
        }
        const next = {
          category: input.category,
          titleEn: input.titleEn,
          bodyEn: input.bodyEn,
          titleMl: input.titleMl,
          bodyMl: input.bodyMl,
          validUntil: input.validUntil || null,
          placeEn: input.placeEn,
          placeMl: input.placeMl,
          cancelled: input.cancelled,
        };
        const changes = Object.fromEntries(
          COMPARED.filter((k) => (row[k] ?? '') !== (next[k] ?? '')).map((k) => [k, { from: row[k], to: next[k] }]),
        );
        const englishChanged = row.titleEn !== next.titleEn || row.bodyEn !== next.bodyEn || row.placeEn !== next.placeEn;
        const malayalamChanged = row.titleMl !== next.titleMl || row.bodyMl !== next.bodyMl || row.placeMl !== next.placeMl;
        // An empty time keeps the one a published notice has; otherwise it means "when published".
        const publishAt = input.publishAt ? fromIndiaInput(input.publishAt) : row.status === 'published' ? row.publishAt : null;
        if ((publishAt?.getTime() ?? null) !== (row.publishAt?.getTime() ?? null)) {
          changes.publishAt = { from: row.publishAt?.toISOString() ?? null, to: publishAt?.toISOString() ?? null };
        }
        const times = Object.fromEntries(TIMES.map((k) => [k, input[k] ? fromIndiaInput(input[k]) : null])) as Record<
          (typeof TIMES)[number],
          Date | null
        >;
        for (const k of TIMES) {
          if ((times[k]?.getTime() ?? null) !== (row[k]?.getTime() ?? null)) {
            changes[k] = { from: row[k]?.toISOString() ?? null, to: times[k]?.toISOString() ?? null };
          }
        }
        const saved = await repo.update(id, {
          ...next,
          publishAt,
          ...times,
          englishChangedAt: englishChanged ? now : row.englishChangedAt,
          malayalamChangedAt: malayalamChanged || input.malayalamCurrent ? (next.titleMl ? now : null) : row.malayalamChangedAt,
          version: row.version + 1,
          updatedBy: actor.staffId,
          updatedAt: now,
        });
        await record(tx, actor, 'change', 'notice', id, { what: 'changed', changes, malayalamConfirmed: input.malayalamCurrent });
        return saved;
      });
      return shown(changed);
    },

    async move(actor: Actor, id: string, to: NoticeStatus, version: number): Promise<StaffNotice> {
      const now = clock.now();
      const moved = await inTransaction(db, async (tx) => {
        const repo = noticesRepository(tx);
        const row = await repo.findForUpdate(id);
        if (!row) throw notFound(NOT_FOUND);
        if (version !== row.version) throw conflict('Someone changed this notice after you opened it. Reload and try again.');
        const move = NOTICE_MOVES[row.status].find((m) => m.to === to);
        if (!move) throw conflict(`A notice that is ${row.status} cannot be made ${to}`);
        if (move.by === 'publisher' && !holdsAny(actor.roles, PUBLISH_ROLES)) {
          throw forbidden('Only a publisher (an administrator) publishes or takes a notice off the site');
        }
        const saved = await repo.update(id, {
          status: to,
          // Published without a time: from now.
          publishAt: to === 'published' ? (row.publishAt ?? now) : row.publishAt,
          version: row.version + 1,
          updatedBy: actor.staffId,
          updatedAt: now,
        });
        await record(tx, actor, 'change', 'notice', id, {
          what: 'status',
          from: row.status,
          to,
          ...(to === 'published' ? { on: saved.publishAt?.toISOString() } : {}),
        });
        return saved;
      });
      return shown(moved);
    },

    /** What the public reads: What's New or the archive, a page at a time. */
    async publicPage(query: z.output<typeof publicNoticesQuerySchema>) {
      const now = clock.now();
      const today = todayInKolkata(now);
      const { rows, total } = await noticesRepository(db).visiblePage({
        now,
        today,
        current: query.view === 'current',
        category: query.category,
        q: query.q,
        page: query.page,
        size: NOTICES_PAGE_SIZE,
      });
      return {
        data: rows.map((r) => toPublic(r, query.lang, now)),
        page: query.page,
        limit: NOTICES_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE)),
      };
    },

    /** The RSS feed of what is on the site now (the archive's newest), in one language. */
    async feed(lang: 'en' | 'ml', category?: NoticeCategory): Promise<FileAnswer> {
      const now = clock.now();
      const today = todayInKolkata(now);
      const repo = noticesRepository(db);
      const [{ rows }, lastChange] = await Promise.all([
        repo.visiblePage({ now, today, current: false, category, page: 1, size: 50 }),
        repo.lastVisibleChange(now),
      ]);
      return noticesFeed({ origin: deps.publicOrigin, lang, category, notices: rows.map((r) => toPublic(r, lang, now)), lastChange });
    },

    /** Every published event from a year ago on, soonest first, as a calendar to subscribe to. */
    async calendar(lang: 'en' | 'ml'): Promise<FileAnswer> {
      const now = clock.now();
      const rows = await noticesRepository(db).events(now, new Date(now.getTime() - CALENDAR_PAST_DAYS * 86_400_000));
      return eventsCalendar({
        origin: deps.publicOrigin,
        lang,
        events: rows.flatMap((r) => toCalendar(r, lang, now)),
        filename: `events-${lang}.ics`,
        download: false,
      });
    },

    /** One published event, as a file to add to a calendar. */
    async eventCalendar(id: string, lang: 'en' | 'ml'): Promise<FileAnswer> {
      const now = clock.now();
      const row = await noticesRepository(db).visibleOne(id, now);
      const events = row ? toCalendar(row, lang, now) : [];
      if (events.length === 0) throw notFound('Event not found');
      return eventsCalendar({ origin: deps.publicOrigin, lang, events, filename: `event-${id}.ics`, download: true });
    },

    async publicOne(id: string, lang: 'en' | 'ml'): Promise<PublicNotice> {
      const now = clock.now();
      const row = await noticesRepository(db).visibleOne(id, now);
      if (!row) throw notFound(NOT_FOUND);
      return toPublic(row, lang, now);
    },
  };
}
export type NoticesService = ReturnType<typeof noticesService>;
