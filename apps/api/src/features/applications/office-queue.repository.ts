import { and, arrayContains, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { QUEUE_PAGE_SIZE, type NameMatch, type QueueQuery } from '@college/contracts/entities/office';
import type { ProgramLevel } from '@college/contracts/programmes';
import type { ApplicationStatus, Stage } from '@college/contracts/stages';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { jsonElements, jsonField, jsonText } from '../../db/json-fields';
import { applications, reviewClaims } from '../../db/schema/index';

/** The queue's search, already read: what kind of thing was typed. */
export type QueueSearch =
  /** The start of an application number (a whole one is looked up by id). */
  | { kind: 'number'; prefix: string }
  /** The applicant's mobile, or a parent's or guardian's. */
  | { kind: 'mobile'; mobile: string }
  /**
   * A name, already in the form of the name key (lower case, letters and digits, single spaces),
   * matched as `NameMatch` says.
   */
  | { kind: 'name'; text: string; match: NameMatch }
  /**
   * Applications by number (a whole number typed, the running number's candidates, or those with
   * a gateway payment id), and those with `key` as an examination's register number.
   */
  | { kind: 'ids'; ids: string[]; key?: string };

/**
 * How a typed name is matched, tried in this order until one finds an application: as typed, part
 * of a name ('part'); its words close to a run of words of a name, in any order ('words': pg_trgm's
 * word similarity, at least 0.6); the whole close to a whole name ('close': similarity, at least
 * 0.3, for a few wrong letters in each word). Each try reads more of the index than the one before.
 */

function nameMatches(text: string, match: NameMatch): SQL {
  const key = applications.nameKey;
  if (match === 'part') return sql`${key} like ${`%${escapeLike(text)}%`}`;
  if (match === 'words') return sql`${text} <% ${key}`;
  return sql`${key} % ${text}`;
}

/** A name as the name key column keeps it: lower case, anything but letters and digits a single space. */
export const nameKeyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const holdsKey = (key: string) => sql`${applications.searchKeys} @> ${JSON.stringify([key])}::jsonb`;

export type QueueFilter = Omit<QueueQuery, 'q' | 'sort' | 'order' | 'page' | 'claimed'> & {
  search?: QueueSearch;
  /** Only those this member holds a live claim on at `now`. */
  claimedBy?: { staffId: string; now: Date };
};

/** The start of a day in Asia/Kolkata (UTC+05:30, no daylight saving) as an instant. */
const kolkataDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function conditions(filter: QueueFilter, today: string, withStage: boolean): SQL[] {
  const where: SQL[] = [];
  if (withStage && filter.stage) where.push(eq(applications.currentStage, filter.stage));
  if (filter.status) where.push(eq(applications.status, filter.status));
  if (filter.claimedBy) {
    const { staffId, now } = filter.claimedBy;
    where.push(
      sql`exists (select 1 from ${reviewClaims} where ${reviewClaims.applicationId} = ${applications.id} and ${reviewClaims.staffId} = ${staffId} and ${reviewClaims.expiresAt} > ${now.toISOString()}::timestamptz)`,
    );
  }
  if (filter.level) where.push(eq(applications.programLevel, filter.level));
  if (filter.category) where.push(eq(applications.category, filter.category));
  if (filter.pwd === 'true') where.push(ne(applications.disability, 'none'));
  if (filter.quota) where.push(arrayContains(applications.specialQuotas, [filter.quota]));
  if (filter.mode) where.push(eq(applications.diplomaMode, filter.mode));
  if (filter.branch) {
    where.push(
      filter.firstChoice === 'true'
        ? eq(applications.firstBranch, filter.branch)
        : sql`${applications.branches} @> array[${filter.branch}]::text[]`,
    );
  }
  if (filter.paid === 'true') where.push(isNotNull(applications.feePaidAt));
  if (filter.paid === 'false') where.push(isNull(applications.feePaidAt));
  if (filter.from) where.push(gte(applications.submittedAt, kolkataDayStart(filter.from)));
  if (filter.to) where.push(lt(applications.submittedAt, new Date(kolkataDayStart(filter.to).getTime() + 24 * 3600 * 1000)));
  if (filter.minor === 'true') {
    // Under 18 today: the eighteenth birthday is still to come. Dates are yyyy-MM-dd text.
    const eighteenYearsAgo = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    where.push(gt(applications.dob, eighteenYearsAgo));
  }
  const search = filter.search;
  if (search?.kind === 'number') where.push(sql`${applications.id} like ${`${escapeLike(search.prefix)}%`}`);
  if (search?.kind === 'mobile') where.push(or(eq(applications.mobile, search.mobile), holdsKey(search.mobile)) ?? sql`false`);
  if (search?.kind === 'name') where.push(nameMatches(search.text, search.match));
  if (search?.kind === 'ids') {
    const byId = search.ids.length > 0 ? inArray(applications.id, search.ids) : undefined;
    // Register numbers are kept as the applicant typed them: in capitals or not.
    const key = search.key;
    const keys = key ? [...new Set([key, key.toUpperCase(), key.toLowerCase()])].map(holdsKey) : [];
    where.push(or(byId, ...keys) ?? sql`false`);
  }
  return where;
}

const ORDERS = {
  submitted: (dir: 'asc' | 'desc') => [
    dir === 'asc' ? sql`${applications.submittedAt} asc nulls last` : sql`${applications.submittedAt} desc nulls last`,
    dir === 'asc' ? asc(applications.id) : desc(applications.id),
  ],
  // Each direction is one of the name index's two scan directions (applications without a name yet last, then first).
  name: (dir: 'asc' | 'desc') =>
    dir === 'asc'
      ? [sql`lower(${applications.fullName}) asc nulls last`, asc(applications.id)]
      : [sql`lower(${applications.fullName}) desc nulls first`, desc(applications.id)],
  number: (dir: 'asc' | 'desc') => [dir === 'asc' ? asc(applications.id) : desc(applications.id)],
};

export function officeQueueRepository(db: Database) {
  return {
    /** Whether any application's name matches this text (in the form of the name key) so. */
    async anyNamed(text: string, match: NameMatch): Promise<boolean> {
      const [row] = await db.select({ id: applications.id }).from(applications).where(nameMatches(text, match)).limit(1);
      return Boolean(row);
    },
    async page(filter: QueueFilter, today: string, sort: QueueQuery['sort'], order: QueueQuery['order'], page: number) {
      // A name search puts the closest names first; the chosen order then breaks ties.
      const search = filter.search;
      const closest =
        search?.kind === 'name' && search.match !== 'part' ? [sql`word_similarity(${search.text}, ${applications.nameKey}) desc`] : [];
      return db
        .select({
          id: applications.id,
          fullName: applications.fullName,
          mobile: applications.mobile,
          dob: applications.dob,
          currentStage: applications.currentStage,
          status: applications.status,
          programLevel: applications.programLevel,
          diplomaMode: applications.diplomaMode,
          firstBranch: applications.firstBranch,
          feePaidAt: applications.feePaidAt,
          submittedAt: applications.submittedAt,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(and(...conditions(filter, today, true)))
        .orderBy(...closest, ...ORDERS[sort](order))
        .limit(QUEUE_PAGE_SIZE)
        .offset((page - 1) * QUEUE_PAGE_SIZE);
    },
    /**
     * The first `limit` applications of the view, in its order, that await a decision (`statuses`)
     * and nobody but `staffId` holds a live claim on: one query, however deep in the view they are.
     */
    async claimable(
      filter: QueueFilter,
      today: string,
      sort: QueueQuery['sort'],
      order: QueueQuery['order'],
      who: { staffId: string; now: Date; statuses: readonly ApplicationStatus[]; limit: number },
    ): Promise<string[]> {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            ...conditions(filter, today, true),
            inArray(applications.status, [...who.statuses]),
            sql`not exists (select 1 from ${reviewClaims} where ${reviewClaims.applicationId} = ${applications.id}
              and ${reviewClaims.staffId} <> ${who.staffId} and ${reviewClaims.expiresAt} > ${who.now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(...ORDERS[sort](order))
        .limit(who.limit);
      return rows.map((r) => r.id);
    },
    /** The next `limit` applications under the filter after `afterId`, in number order, with everything an export shows. */
    async exportBatch(filter: QueueFilter, today: string, afterId: string, limit: number) {
      const entries = jsonElements(applications.educationDetails, 'educationData', 'e');
      return db
        .select({
          id: applications.id,
          fullName: applications.fullName,
          dob: applications.dob,
          mobile: applications.mobile,
          // Only the fields a row shows, read out of the documents in the database: parsing whole
          // documents for 50,000 rows is most of an export's memory churn.
          gender: jsonText(applications.personalDetails, 'gender'),
          religion: jsonText(applications.personalDetails, 'religion'),
          email: jsonText(applications.personalDetails, 'email'),
          category: applications.category,
          certificateNumber: jsonText(applications.personalDetails, 'certificateNumber'),
          certificateDate: jsonText(applications.personalDetails, 'certificateDate'),
          disability: applications.disability,
          disabilityPercent: jsonText(applications.personalDetails, 'disabilityPercent'),
          specialQuotas: applications.specialQuotas,
          address: jsonField(applications.addressFamilyDetails, 'address'),
          parents: jsonField(applications.addressFamilyDetails, 'parents'),
          marks: sql<
            string | null
          >`(select string_agg(${entries.text('examination')} || ' ' || ${entries.text('percentageMarks')} || '%', '; ')
            from ${entries.from} where ${entries.text('percentageMarks')} is not null)`,
          programLevel: applications.programLevel,
          diplomaMode: applications.diplomaMode,
          branches: applications.branches,
          status: applications.status,
          statusRemark: applications.statusRemark,
          feePaidAt: applications.feePaidAt,
          // Written out: drizzle leaves columns in a select's sql unqualified, and "id" would be the payment's.
          paymentId: sql<string | null>`(select p.gateway_payment_id from payments p
            where p.application_id = "applications"."id" and p.status = 'success' limit 1)`,
        })
        .from(applications)
        .where(and(...conditions(filter, today, true), gt(applications.id, afterId)))
        .orderBy(asc(applications.id))
        .limit(limit);
    },
    /** Submitted, fee-paid applications the office has verified (or approved) of a programme (and diploma mode): who a merit list ranks. */
    async meritCandidates(level: ProgramLevel, mode: string | null) {
      return db
        .select({
          id: applications.id,
          fullName: applications.fullName,
          dob: applications.dob,
          educationDetails: applications.educationDetails,
        })
        .from(applications)
        .where(
          and(
            eq(applications.programLevel, level),
            mode ? eq(applications.diplomaMode, mode) : undefined,
            eq(applications.currentStage, 'submitted'),
            isNotNull(applications.feePaidAt),
            inArray(applications.status, ['verified', 'approved']),
          ),
        )
        .orderBy(asc(applications.id));
    },
    /** Applications at each stage under every filter but the stage. */
    async stageCounts(filter: Omit<QueueFilter, 'stage'>, today: string): Promise<{ stage: Stage; n: number }[]> {
      return db
        .select({ stage: applications.currentStage, n: sql<number>`count(*)::int` })
        .from(applications)
        .where(and(...conditions(filter, today, false)))
        .groupBy(applications.currentStage);
    },
  };
}
