import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllotmentIntake } from '@college/contracts/entities/allotment';
import * as admissionSettings from '@college/contracts/endpoints/admission-settings';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as merit from '@college/contracts/endpoints/merit';
import { call } from '../test/call';
import { signInStaff, type SignedInStaff } from '../test/journey';
import { createTestApp, type TestApp } from '../test/test-app';

// A transaction holds one connection. Queries sent on it together (a Promise.all inside `tx`) are
// queued by node-postgres, which warns that pg 9 will refuse them. On the PostgreSQL server (the
// DATABASE_URL pass) the warning would be raised here; on PGlite there is one connection anyway, and
// the routes are exercised all the same. node-postgres warns once per process: this file runs alone.
let t: TestApp;
let admin: SignedInStaff;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  process.on('warning', onWarning);
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

describe('one query at a time on a connection', () => {
  it('when the office saves a merit formula, a seat matrix and the admission settings, then no query waits behind another on its transaction', async () => {
    await call(admin.agent, merit.setMeritFormula, {
      params: { intake: 'diploma-regular' },
      body: { examination: 'SSLC/THSLC/CBSE', entranceWeight: 0, tieBreaks: ['+2/VHSE'] },
    }).expect(200);
    const intake = { intake: 'diploma-regular' } as const;
    const view: AllotmentIntake = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
    await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: view.proposed }).expect(200);
    await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
    await call(admin.agent, admissionSettings.updateAdmissionSettings, {
      unchecked: { feeRupees: 600, intakes: [{ key: 'mba', opensOn: '2026-06-01', closesOn: '2026-06-30' }] },
    }).expect(200);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
