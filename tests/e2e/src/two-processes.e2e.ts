import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseDiploma, declare, fillAddress, fillDiplomaEducation, fillPersonal, payFee, verifyMobile } from './admission-flow';
import { browserForFile, VIEWPORTS } from './browser';
import { startSite, type RunningSite } from './site';

// Two site processes on one PostgreSQL database, both running the message job: an applicant's
// messages go out once. Needs a server (DATABASE_URL); CI runs this file against its own.
const serverUrl = process.env.DATABASE_URL;
const browser = browserForFile(VIEWPORTS.phone);
const database = `college_e2e_${Date.now()}`;
let sites: RunningSite[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  await admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  // Shared secrets: a session made by one process is good on the other, as behind a load balancer.
  const env = {
    DATABASE_URL: url.toString(),
    DEMO_MODE: 'true',
    NODE_ENV: 'development',
    DEMO_APPLICATIONS: '0',
    DEMO_SEASON_APPLICANTS: '0',
    SESSION_SECRET: 'e2e-two-processes-session-secret-0123456789',
    OTP_SECRET: 'e2e-two-processes-otp-secret-0123456789abcd',
  };
  sites = [await startSite(env), await startSite(env)];
}, 90_000);

afterAll(async () => {
  await Promise.all(sites.map((s) => s.stop()));
  if (serverUrl) await admin(`drop database if exists ${database} with (force)`);
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe.skipIf(!serverUrl)('two site processes on one database', () => {
  it('when an applicant pays and submits, then the SMS and the email of each go out exactly once between the two processes', async () => {
    const [one, two] = sites as [RunningSite, RunningSite];
    const mobile = '9847022201';
    const page = await browser.newPage();
    await page.context().clearCookies();
    await verifyMobile(page, one.baseUrl, mobile);
    await fillPersonal(page, 'Nandana Raj');
    await fillAddress(page);
    await payFee(page, 'Pay');
    await chooseDiploma(page);
    await fillDiplomaEducation(page);
    await declare(page, 'Nandana Raj');
    const id = new URL(page.url()).searchParams.get('application') ?? '';
    await page.close();

    // Both processes' jobs run every 15 seconds; wait until all four messages are sent.
    type Queued = { template: string; status: string; attempts: number; variables: Record<string, string> };
    const queued = async (recipient: string) =>
      ((await (await fetch(`${two.baseUrl}/api/v1/dev/messages/${recipient}`)).json()) as { data: Queued[] }).data.filter(
        (m) => m.variables.application === id,
      );
    await expect
      .poll(async () => [...(await queued(mobile)), ...(await queued('anu.k%40example.in'))].filter((m) => m.status === 'sent').length, {
        timeout: 60_000,
        interval: 2000,
      })
      .toBe(4);
    // One sending each, in one of the two processes' logs.
    const logs = one.output() + two.output();
    expect(count(logs, `[demo SMS] payment_received to +91 ${mobile}`)).toBe(1);
    expect(count(logs, `[demo SMS] submitted to +91 ${mobile}`)).toBe(1);
    expect(count(logs, `[demo email] to anu.k@example.in: Application fee received: ${id}`)).toBe(1);
    expect(count(logs, `[demo email] to anu.k@example.in: Application submitted: ${id} (attached: acknowledgement-${id}.pdf)`)).toBe(1);
  }, 120_000);
});
