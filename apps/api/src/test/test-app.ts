import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { consoleSmsSender, type ConsoleSmsSender } from '../features/messages/sms/console-sender';
import type { PaymentGateway } from '../features/payments/gateways/payment-gateway';
import type { Clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createDatabase, dropDatabase, testDatabaseName, urlForDatabase } from './test-database';
import { rowsOf } from '../db/rows';
import { sql, type SQL } from 'drizzle-orm';
import { call } from './call';
import * as admission from '@college/contracts/endpoints/admission';

// Starting an embedded database from the template costs about half a second; emptying one that a
// finished test app used costs milliseconds. So test apps hand theirs back, set back to the
// template's state (the rows migrations seed, and every sequence where the template had it), for the
// next one in the same worker. A database whose tables a test changed, or that it closed, is not reused.
const spare: DatabaseHandle[] = [];
type TemplateState = { tables: string; restore: SQL[] };
let templateState: TemplateState | undefined;

const tablesOf = async (handle: DatabaseHandle) =>
  (await rowsOf<{ name: string }>(handle.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`))
    .map((r) => r.name)
    .join(',');

/** What puts an emptied database back as the template was: its seeded rows and its sequences. */
async function stateOf(handle: DatabaseHandle): Promise<TemplateState> {
  const tables = await tablesOf(handle);
  const restore: SQL[] = [];
  for (const table of tables.split(',')) {
    const columns = (
      await rowsOf<{ name: string }>(
        handle.db,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
      )
    ).map((c) => `"${c.name}"`);
    const [seeded] = await rowsOf<{ rows: unknown[] | null }>(handle.db, sql.raw(`select json_agg(t) as rows from "${table}" t`));
    if (!seeded?.rows) continue;
    const list = columns.join(', ');
    restore.push(
      sql`insert into ${sql.raw(`"${table}" (${list})`)} overriding system value select ${sql.raw(list)}
          from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${JSON.stringify(seeded.rows)}::json)`,
    );
  }
  const sequences = await rowsOf<{ name: string }>(
    handle.db,
    sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
  );
  for (const { name } of sequences) {
    const [at] = await rowsOf<{ last: string; called: boolean }>(
      handle.db,
      sql.raw(`select last_value as last, is_called as called from "${name}"`),
    );
    if (at) restore.push(sql`select setval(${`"${name}"`}, ${at.last}, ${at.called})`);
  }
  return { tables, restore };
}

/** Gives a test app's embedded database back as the template was, or closes it when it cannot be reused. */
async function releaseTestDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver !== 'pglite' || !templateState || !(await handle.ping())) {
    await handle.close();
    return;
  }
  const tables = await tablesOf(handle);
  if (tables !== templateState.tables) {
    await handle.close();
    return;
  }
  const list = tables
    .split(',')
    .map((t) => `"${t}"`)
    .join(', ');
  // The audit table refuses TRUNCATE through a trigger; the test harness, as superuser, skips triggers.
  await handle.db.execute(sql.raw('set session_replication_role = replica'));
  await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
  for (const statement of templateState.restore) await handle.db.execute(statement);
  await handle.db.execute(sql.raw('set session_replication_role = default'));
  spare.push(handle);
}

/** A fresh database copied from the run's migrated template, and how to dispose of it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (template.driver === 'pglite') {
    const reused = spare.pop();
    if (reused) return reused;
    const blob = new Blob([readFileSync(template.file)]);
    const handle = await openDatabase({ driver: 'pglite', loadDataDir: blob });
    templateState ??= await stateOf(handle);
    return handle;
  }
  const name = testDatabaseName('db');
  await createDatabase(template.serverUrl, name, template.template);
  const handle = await openDatabase({
    driver: 'postgres',
    url: urlForDatabase(template.serverUrl, name),
    poolSize: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(template.serverUrl, name);
    },
  };
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DEMO_MODE: 'true',
  PORT: '0',
  PUBLIC_ORIGIN: 'http://localhost:3000',
  SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
  OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789abcd',
} as const;

/** A production configuration; every outside service points at 127.0.0.1, where nothing listens. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DEMO_MODE: 'false',
  DATABASE_URL: 'postgres://unused@127.0.0.1:1/none',
  PUBLIC_ORIGIN: 'https://college.example.in',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  MSG91_DECISION_TEMPLATE_ID: 'd',
  MSG91_PAYMENT_TEMPLATE_ID: 'p',
  MSG91_SUBMITTED_TEMPLATE_ID: 's',
  MSG91_ALLOTMENT_TEMPLATE_ID: 'a',
  SMTP_URL: 'smtp://127.0.0.1:1',
  EMAIL_FROM: 'Admissions <admissions@college.example.in>',
  TOTP_ENCRYPTION_KEY: 'production-totp-key-that-is-long-enough-0123',
  VERIFY_KEYS: 'k1:production-verify-key-that-is-long-enough-01',
  MSG91_BASE_URL: 'http://127.0.0.1:1',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
} as const;

/** A clock the test moves by hand. */
type TestClock = Clock & { set(date: Date): void; advance(seconds: number): void };

function testClock(start = new Date('2026-06-15T05:30:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export type TestApp = {
  app: Express;
  config: Config;
  database: DatabaseHandle;
  clock: TestClock;
  sms: ConsoleSmsSender;
  /** Every log line written while the app ran, for checks that nothing secret is logged. */
  logs: string[];
  close(): Promise<void>;
};

export type TestAppOptions = { env?: Record<string, string>; gateway?: PaymentGateway; clock?: TestClock };

/** createApp() on a fresh migrated database, with a movable clock, the demo SMS outbox and logs in memory. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  // Each app gets its own folder for uploaded files, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-test-data-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...opts.env });
  const database = await openTestDatabase();
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const clock = opts.clock ?? testClock();
  const sms = consoleSmsSender({ clock, print: () => {} });
  const app = createApp({ config, database, logger, clock, sms, ...(opts.gateway ? { gateway: opts.gateway } : {}) });
  return {
    app,
    config,
    database,
    clock,
    sms,
    logs,
    close: async () => {
      await releaseTestDatabase(database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs an applicant in through send-otp and verify-otp, from a page in `language`; the agent keeps the session cookies. */
export async function signIn(t: TestApp, mobile: string, language: 'en' | 'ml' = 'en') {
  const agent = request.agent(t.app);
  await call(agent, admission.sendOtp).set('Accept-Language', language).send({ mobile }).expect(200);
  const otp = t.sms.last(mobile)?.otp;
  if (!otp) throw new Error('no OTP sent');
  await call(agent, admission.verifyOtp).set('Accept-Language', language).send({ mobile, otp }).expect(200);
  return agent;
}
