import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionDeps } from './privacy.module';
import { jobCore } from '../site';
import { rowsOf } from '../../db/rows';
import { createLogger } from '../../lib/logger';
import { openApplication, signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { runRetention } from './retention';
import { call } from '../../test/call';
import * as privacy from '@college/contracts/endpoints/privacy';

let t: TestApp;
const DAY = 24 * 3600;
const ids = async () => (await rowsOf<{ id: string }>(t.database.db, sql`select id from applications order by id`)).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('retention', () => {
  it('when drafts pass 180 days untouched, then the dry run lists them and changes nothing, and one run of two at once erases them, keeping submitted ones', async () => {
    const old = await openApplication(await signIn(t, '9847700001'), '9847700001');
    const submitted = await submitApplication(await signIn(t, '9847700002'), '9847700002');
    t.clock.advance(100 * DAY);
    const recent = await openApplication(await signIn(t, '9847700003'), '9847700003');
    t.clock.advance(81 * DAY);

    const admin = await signInStaff(t, 'admin');
    const officer = await signInStaff(t, 'admissions');
    await call(officer.agent, privacy.previewRetention).expect(403);
    const preview = await call(admin.agent, privacy.previewRetention).expect(200);
    expect(preview.body.data).toMatchObject({ dryRun: true, applications: [{ applicationId: old, reason: 'never_submitted' }] });
    expect(await ids()).toEqual([old, submitted, recent].sort());

    const deps = retentionDeps(jobCore(t.config, t.database, createLogger('silent'), t.clock));
    const [a, b] = await Promise.all([runRetention(deps, { dryRun: false }), runRetention(deps, { dryRun: false })]);
    expect([...a.applications, ...b.applications]).toEqual([{ applicationId: old, reason: 'never_submitted' }]);
    expect(await ids()).toEqual([submitted, recent].sort());
    const audit = await rowsOf<{ staff_id: string | null; details: { reason: string } }>(
      t.database.db,
      sql`select staff_id, details from audit where action = 'erase' and entity_id = ${old}`,
    );
    expect(audit).toEqual([{ staff_id: null, details: { reason: 'never_submitted' } }]);
  });

  it('when two admission years have passed, then applications that did not lead to admission are erased and an admitted one is kept', async () => {
    const remaining = await ids();
    const admitted = remaining[0] as string;
    await t.database.db.execute(sql`update applications set status = 'approved' where id = ${admitted}`);
    t.clock.set(new Date('2029-01-10T05:00:00Z'));
    const report = await runRetention(retentionDeps(jobCore(t.config, t.database, createLogger('silent'), t.clock)), { dryRun: false });
    expect(report.admissionYearBefore).toBe(2027);
    expect(report.applications.map((r) => r.applicationId)).toEqual(remaining.slice(1));
    expect(await ids()).toEqual([admitted]);
  });
});
