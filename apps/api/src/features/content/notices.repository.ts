import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeCategory } from '@college/contracts/entities/notice';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { notices } from '../../db/schema/index';

export type NoticeRow = typeof notices.$inferSelect;

/** Every word typed is in the title or text, in either language. */
function matching(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return or(ilike(notices.titleEn, like), ilike(notices.bodyEn, like), ilike(notices.titleMl, like), ilike(notices.bodyMl, like));
    }),
  );
}

/**
 * What the public may see at `now`: published, its time come; "current" ones also not past their
 * last day (`today`, India) nor their closing time.
 */
function visible(
  now: Date,
  today: string,
  current: boolean,
  category?: NoticeCategory,
  q?: string,
  except?: NoticeCategory,
): SQL | undefined {
  return and(
    eq(notices.status, 'published'),
    lte(notices.publishAt, now),
    current ? or(isNull(notices.validUntil), gte(notices.validUntil, today)) : undefined,
    current ? or(isNull(notices.closesAt), gt(notices.closesAt, now)) : undefined,
    current ? or(isNull(notices.endsAt), gt(notices.endsAt, now)) : undefined,
    category ? eq(notices.category, category) : undefined,
    except ? ne(notices.category, except) : undefined,
    q ? matching(q) : undefined,
  );
}

export function noticesRepository(db: Database) {
  return {
    async page(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .orderBy(desc(notices.updatedAt), desc(notices.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(notices),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async any(): Promise<boolean> {
      return (await db.select({ id: notices.id }).from(notices).limit(1)).length > 0;
    },
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notices).where(eq(notices.status, 'submitted'));
      return row?.n ?? 0;
    },
    async find(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row;
    },
    async findForUpdate(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update');
      return row;
    },
    async insert(row: typeof notices.$inferInsert): Promise<NoticeRow> {
      const [made] = await db.insert(notices).values(row).returning();
      if (!made) throw new Error('notice not stored');
      return made;
    },
    async update(id: string, patch: Partial<typeof notices.$inferInsert>): Promise<NoticeRow> {
      const [row] = await db.update(notices).set(patch).where(eq(notices.id, id)).returning();
      if (!row) throw new Error('notice vanished');
      return row;
    },
    /** Notices published after `since` up to `now` and not closed, oldest first (at most 200): a digest's news. */
    publishedBetween: (since: Date, now: Date): Promise<NoticeRow[]> =>
      db
        .select()
        .from(notices)
        .where(
          and(
            eq(notices.status, 'published'),
            gt(notices.publishAt, since),
            lte(notices.publishAt, now),
            or(isNull(notices.closesAt), gt(notices.closesAt, now)),
          ),
        )
        .orderBy(asc(notices.publishAt))
        .limit(200),
    /** A page of what the public sees, newest first. */
    async visiblePage(opts: {
      now: Date;
      today: string;
      current: boolean;
      category?: NoticeCategory;
      /** A category left out (What's New leaves the news to its own place on the home page). */
      except?: NoticeCategory;
      q?: string;
      page: number;
      size: number;
    }) {
      const where = visible(opts.now, opts.today, opts.current, opts.category, opts.q, opts.except);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(where)
          .orderBy(desc(notices.publishAt), desc(notices.id))
          .limit(opts.size)
          .offset((opts.page - 1) * opts.size),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async visibleOne(id: string, now: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), visible(now, '0000-01-01', false)));
      return row;
    },
    /** Published events that end after `since`, soonest first (at most 500: a college's few years). */
    async events(now: Date, since: Date): Promise<NoticeRow[]> {
      return db
        .select()
        .from(notices)
        .where(and(visible(now, '0000-01-01', false, 'event'), gt(notices.endsAt, since)))
        .orderBy(notices.startsAt, notices.id)
        .limit(500);
    },
    /** Every notice the public can open, with when it last changed: the sitemap's entries (the newest 5,000). */
    async visibleChanges(now: Date): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: notices.id, updatedAt: notices.updatedAt })
        .from(notices)
        .where(visible(now, '0000-01-01', false))
        .orderBy(desc(notices.updatedAt))
        .limit(5000);
    },
    /** The latest change among what the public sees: a feed's and a page's "last updated". */
    async lastVisibleChange(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${notices.updatedAt})` })
        .from(notices)
        .where(visible(now, '0000-01-01', false));
      return row?.at ? new Date(row.at) : null;
    },
  };
}
