import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents, sessions } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { maintenanceRepository } from './maintenance.repository';
import { rowsOf } from '../../db/rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('maintenance', () => {
  it('when pruning, then only old events and ended sessions go', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    const fresh = new Date('2026-06-01T00:00:00Z');
    await handle.db.insert(rateLimitEvents).values([
      { key: 'k', createdAt: old },
      { key: 'k', createdAt: fresh },
    ]);
    const family = '00000000-0000-4000-8000-000000000001';
    await handle.db.insert(sessions).values([
      { familyId: family, subjectType: 'applicant', subject: 'x', tokenHash: 'a', expiresAt: old, signedInAt: old },
      {
        familyId: family,
        subjectType: 'applicant',
        subject: 'x',
        tokenHash: 'b',
        expiresAt: new Date('2026-07-01T00:00:00Z'),
        signedInAt: fresh,
      },
    ]);
    await maintenanceRepository(handle.db).prune(new Date('2026-05-01T00:00:00Z'));
    const events = await rowsOf<{ n: number }>(handle.db, sql`select count(*)::int as n from rate_limit_events`);
    const live = await rowsOf<{ token_hash: string }>(handle.db, sql`select token_hash from sessions`);
    expect(events[0]?.n).toBe(1);
    expect(live.map((r) => r.token_hash)).toEqual(['b']);
  });
});
