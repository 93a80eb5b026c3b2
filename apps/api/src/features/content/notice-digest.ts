import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { invalidField, tooManyRequests } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { Job } from '../../lib/jobs';
import { queueEmail } from '../messages/messages.api';
import { rateLimiter } from '../rate-limits/rate-limits.api';
import { noticeDigestRepository } from './notice-digest.repository';
import { showsMalayalam } from './notice-language';
import { noticesRepository } from './notices.repository';

const DAY_MS = 86_400_000;
/** A confirmation link works for a week; an address never confirmed is forgotten after it. */
const CONFIRM_VALID_MS = 7 * DAY_MS;
/** Asking again within this time sends no second email: an address cannot be flooded from the site. */
const RESEND_AFTER_MS = 10 * 60_000;
/** One digest a day at most, of what was published since the last. */
const DIGEST_EVERY_MS = DAY_MS;
/** Requests for the emails from one connection in an hour: enough for a family, too few to mail a list of strangers. */
const PER_IP_PER_HOUR = 10;
/** Subscribers served per run (the job runs hourly). */
const BATCH = 500;

const EXPIRED = 'This link has expired or was already used. Ask for the emails again from the notices page.';

const prefixOf = (language: 'en' | 'ml') => (language === 'ml' ? '/ml' : '');

/**
 * Email updates of new notices, with double opt-in: an address gets nothing but the confirmation
 * link until that link is opened, and every digest carries a link that deletes the address.
 */
export function noticeDigest(deps: { db: Database; clock: Clock; publicOrigin: string }) {
  const { db, clock, publicOrigin } = deps;
  const link = (language: 'en' | 'ml', fragment: string) => `${publicOrigin}${prefixOf(language)}/digest#${fragment}`;

  return {
    /** Sends the confirmation link (not again within ten minutes, not at all to a confirmed address). */
    async subscribe(email: string, language: 'en' | 'ml', ip: string | null): Promise<void> {
      const address = email.toLowerCase();
      const limiter = rateLimiter(db, clock);
      const limit = { key: `notice-digest-ip:${ip ?? 'unknown'}`, max: PER_IP_PER_HOUR, windowSeconds: 3600 };
      const wait = await limiter.retryAfter([limit]);
      if (wait > 0) throw tooManyRequests('Too many requests for email updates from this connection. Try again in an hour.', wait);
      await limiter.record(limit.key);
      await withKeyLock(db, `notice-digest:${address}`, async (tx) => {
        const now = clock.now();
        const repo = noticeDigestRepository(tx);
        const row = await repo.byEmail(address);
        if (row?.confirmedAt) return;
        if (row && now.getTime() - row.confirmSentAt.getTime() < RESEND_AFTER_MS) return;
        const token = randomToken();
        const values = { language, confirmTokenHash: sha256Hex(token), confirmSentAt: now };
        if (row) await repo.update(row.id, values);
        else await repo.insert({ ...values, email: address, unsubscribeToken: randomToken() });
        // The token rides in the link's fragment, which browsers never send: it stays out of every log.
        await queueEmail(tx, now, {
          to: address,
          template: 'digest_confirm',
          variables: { link: link(language, `confirm=${token}`) },
          language,
        });
      });
    },

    async confirm(token: string): Promise<void> {
      const now = clock.now();
      const confirmed = await noticeDigestRepository(db).confirm(sha256Hex(token), new Date(now.getTime() - CONFIRM_VALID_MS), now);
      if (!confirmed) throw invalidField('token', EXPIRED);
    },

    /** Deletes the address; nothing to do when it is already gone. */
    async unsubscribe(token: string): Promise<void> {
      await noticeDigestRepository(db).removeByUnsubscribeToken(token);
    },

    /**
     * Queues each confirmed subscriber's digest of what was published since the last one, at most
     * once a day, in their language; forgets addresses never confirmed. Answers the digests queued.
     */
    async send(): Promise<number> {
      const now = clock.now();
      const repo = noticeDigestRepository(db);
      await repo.forgetUnconfirmed(new Date(now.getTime() - CONFIRM_VALID_MS));
      const due = await repo.due(new Date(now.getTime() - DIGEST_EVERY_MS), BATCH);
      if (due.length === 0) return 0;
      const since = new Date(Math.min(...due.map((s) => s.lastSentAt?.getTime() ?? now.getTime())));
      const published = await noticesRepository(db).publishedBetween(since, now);
      let queued = 0;
      for (const s of due) {
        const fresh = published.filter((n) => n.publishAt && s.lastSentAt && n.publishAt > s.lastSentAt);
        // Nothing new: the subscriber waits for the next notice, and hears of it within the day.
        if (fresh.length === 0) continue;
        const list = fresh
          .map((n) => {
            const title = showsMalayalam(n, s.language) ? n.titleMl : n.titleEn;
            return `- ${title}\n  ${publicOrigin}${prefixOf(s.language)}/notices/${n.id}`;
          })
          .join('\n');
        await withKeyLock(db, `notice-digest:${s.email}`, async (tx) => {
          await queueEmail(tx, now, {
            to: s.email,
            template: 'notices_digest',
            variables: {
              list,
              notices: `${publicOrigin}${prefixOf(s.language)}/notices`,
              unsubscribe: link(s.language, `unsubscribe=${s.unsubscribeToken}`),
            },
            language: s.language,
          });
          await noticeDigestRepository(tx).update(s.id, { lastSentAt: now });
        });
        queued += 1;
      }
      return queued;
    },
  };
}
export type NoticeDigest = ReturnType<typeof noticeDigest>;

/** Hourly: the day's digests; one process at a time, so nobody gets one twice. */
export function noticeDigestJob(digest: NoticeDigest): Job {
  return { name: 'notice-digest', everyMs: 3600_000, exclusive: true, run: () => digest.send() };
}
