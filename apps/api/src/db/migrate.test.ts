import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { PROCESS_TEST_TIMEOUT_MS } from '../test/timeouts';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { applicationSequences } from './schema/index';
import { rowsOf } from './rows';

describe('database', () => {
  it('when migrations run again on a migrated database, then nothing changes and nothing fails', async () => {
    const handle = await openTestDatabase();
    try {
      await migrateDatabase(handle);
      // On a server two processes may start at once; the advisory lock serialises them.
      if (handle.driver === 'postgres') await Promise.all([migrateDatabase(handle), migrateDatabase(handle)]);
      const tables = await rowsOf<{ name: string }>(
        handle.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((r) => r.name)).toEqual([
        'admission_documents',
        'admission_fee_structures',
        'admission_numbering',
        'admission_sequences',
        'admission_settings',
        'admissions',
        'allotment_choices',
        'allotment_rounds',
        'applicant_images',
        'applicant_languages',
        'application_events',
        'application_sequences',
        'applications',
        'archive_version',
        'audit',
        'college_documents',
        'committees',
        'consents',
        'content_review_policies',
        'document_uploads',
        'gallery_albums',
        'gallery_photos',
        'image_removals',
        'intake_windows',
        'merit_formulas',
        'merit_lists',
        'notice_subscriptions',
        'notices',
        'otp_challenges',
        'outbox',
        'page_reviews',
        'payment_checks',
        'payment_events',
        'payments',
        'program_selections',
        'question_papers',
        'rate_limit_events',
        'refunds',
        'review_claims',
        'rights_requests',
        'saved_views',
        'seat_counts',
        'seat_matrices',
        'sessions',
        'site_texts',
        'spot_registrations',
        'staff_password_tokens',
        'staff_recovery_codes',
        'staff_users',
      ]);
    } finally {
      await handle.close();
    }
  });

  it(
    'when the embedded database is closed and reopened from its data directory, then the data is still there',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'college-data-'));
      try {
        const first = await openDatabase({ driver: 'pglite', dataDir: dir });
        await migrateDatabase(first);
        await first.db.insert(applicationSequences).values({ year: 2026, lastValue: 41 });
        await first.close();

        const second = await openDatabase({ driver: 'pglite', dataDir: dir });
        await migrateDatabase(second);
        const rows = await second.db.select().from(applicationSequences).where(eq(applicationSequences.year, 2026));
        await second.close();
        expect(rows).toEqual([{ year: 2026, lastValue: 41 }]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
