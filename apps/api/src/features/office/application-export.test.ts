import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as office from '@college/contracts/endpoints/office';

const MALAYALAM = 'അനു കൃഷ്ണൻ';
const FORMULA = '=SUM(A1) Nair';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const first = await signIn(t, '9847300001');
  await submitApplication(first, '9847300001', MALAYALAM);
  const second = await signIn(t, '9847300002');
  await submitApplication(second, '9847300002', FORMULA);
});
afterAll(async () => {
  await t.close();
});

/** Collects a binary answer (supertest leaves unknown types unparsed otherwise). */
const download = (agent: ReturnType<typeof request.agent>, query: Record<string, string>) =>
  call(agent, office.exportQueue)
    .query(query)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const lastExport = async () =>
  (
    await rowsOf<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from audit where action = 'export' order by id desc limit 1`,
    )
  )[0]?.details;

/**
 * The export's audit record: written once the file has gone out (it says how many rows went and
 * whether the download finished), so it may land just after the client has the whole file.
 */
const expectExportRecorded = (details: Record<string, unknown>) =>
  vi.waitFor(async () => expect(await lastExport()).toMatchObject(details), { timeout: 5000, interval: 20 });

describe('exports of the queue', () => {
  it('when an admin exports CSV, then it starts with a byte-order mark, parses back with every column, keeps Malayalam, and neutralises formulas', async () => {
    const admin = await signInStaff(t, 'admin');
    const res = await download(admin.agent, { format: 'csv' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(bytes, { bom: true, columns: true });
    expect(rows).toHaveLength(2);
    const anu = rows.find((r) => r.Name === MALAYALAM);
    expect(anu).toMatchObject({
      Mobile: '9847300001',
      'Date of birth': '14/05/2008',
      Gender: 'Female',
      Programme: 'Diploma in Engineering',
      Mode: 'Regular',
      Status: 'Submitted',
    });
    expect(anu?.['Application number']).toMatch(/^APP\d{10}$/);
    expect(anu?.['Branch preferences']).toMatch(/^1\. /);
    expect(anu?.['Payment id']).toMatch(/^pay_/);
    expect(anu?.['Paid at']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
    expect(anu?.Email).toContain('@');
    expect(anu?.Address).toMatch(/ - \d{6}$/);
    expect(anu?.Marks).toMatch(/^\S.* \d+(\.\d+)?%/);
    expect(anu?.Parents).toMatch(/^Father: .+ \(\d{10}\); Mother: /);
    expect(rows.find((r) => r.Name?.includes('SUM'))?.Name).toBe(`'${FORMULA}`);
    await expectExportRecorded({ format: 'csv', rows: 2, complete: true, masked: false });
  });

  it('when a viewer exports XLSX, then it opens with a spreadsheet reader, Malayalam intact, mobile and email masked', async () => {
    const viewer = await signInStaff(t, 'viewer');
    const res = await download(viewer.agent, { format: 'xlsx', q: MALAYALAM }).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(res.body as Buffer);
    const [header, ...rows] = sheet?.data ?? [];
    expect(header).toContain('Branch preferences');
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]?.[header?.indexOf(name) ?? -1];
    expect(cell('Name')).toBe(MALAYALAM);
    expect(cell('Mobile')).toBe('98•••••001');
    expect(String(cell('Email'))).toMatch(/^.•••@/);
    expect(String(cell('Parents'))).not.toMatch(/\d{10}/);
    await expectExportRecorded({ format: 'xlsx', rows: 1, complete: true, masked: true, filters: { searched: true } });
  });

  it('when the filter matches nothing, then the file has only its header; a bad format or a role without the queue is refused', async () => {
    const admin = await signInStaff(t, 'admin');
    const empty = await download(admin.agent, { format: 'csv', status: 'rejected' }).expect(200);
    expect((empty.body as Buffer).toString('utf8').trim().split('\r\n')).toHaveLength(1);
    const bad = await call(admin.agent, office.exportQueue).query({ format: 'pdf' }).expect(400);
    expect(bad.body.message).toBe('Format is csv or xlsx');
    const editor = await signInStaff(t, 'editor');
    await call(editor.agent, office.exportQueue).expect(403);
    await call(request(t.app), office.exportQueue).expect(401);
  });
});
