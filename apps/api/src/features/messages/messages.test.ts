import { createServer as createNetServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeps } from './messages.module';
import { jobCore, sharedServices } from '../site';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createLogger } from '../../lib/logger';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { msg91SmsSender } from './sms/msg91-sender';
import { languageOf } from './applicant-language';
import { smtpEmailSender } from './email-sender';
import { composeEmail } from './email-templates';
import { sendDueMessages, type MessageDeps } from './outbox';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: the mail server is down. */
async function deadPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startFakeServer>>;
let id: string;
const MOBILE = '9847099901';
const logger = createLogger('silent');

let second: DatabaseHandle | null = null;

function deps(smtpPort: number, database: DatabaseHandle = t.database): MessageDeps {
  return {
    ...messageDeps(jobCore(t.config, database, logger, t.clock), sharedServices(jobCore(t.config, database, logger, t.clock))),
    sms: msg91SmsSender({
      authKey: 'good-key',
      templates: {
        en: { otp: 'otp', decision: 'tpl-decision', payment_received: 'tpl-paid', submitted: 'tpl-submitted', allotment: 'tpl-allotment' },
        ml: {
          otp: 'otp-ml',
          decision: 'tpl-decision-ml',
          payment_received: 'tpl-paid-ml',
          submitted: 'tpl-submitted-ml',
          allotment: 'tpl-allotment-ml',
        },
      },
      baseUrl: sms.url,
    }),
    email: smtpEmailSender({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'Admissions <admissions@college.example>', timeoutMs: 2000 }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
  sms = await startFakeServer((_req, res) => sendJson(res, 200, { type: 'success' }));
  const agent = await signIn(t, MOBILE);
  id = await submitApplication(agent, MOBILE, 'Anu Krishnan');
  // On a server the second sender gets its own connection pool, as a second process would.
  if (t.database.raw.driver === 'postgres') {
    const { connectionString } = t.database.raw.pool.options as { connectionString: string };
    second = await openDatabase({ driver: 'postgres', url: connectionString, poolSize: 4 });
  }
});
afterAll(async () => {
  await second?.close();
  await smtp.close();
  await sms.close();
  await t.close();
});

describe('applicant messages', () => {
  it('when the mail server is down, then the submission stands, the messages wait, and they go out once when it is back, even with two senders at once', async () => {
    const queued = await rowsOf<{ channel: string; template: string }>(
      t.database.db,
      sql`select channel, template from outbox order by channel, template`,
    );
    expect(queued).toEqual([
      { channel: 'email', template: 'payment_received' },
      { channel: 'email', template: 'submitted' },
      { channel: 'sms', template: 'payment_received' },
      { channel: 'sms', template: 'submitted' },
    ]);

    // The mail server is down: the SMS go, the emails wait with their error recorded.
    expect(await sendDueMessages(deps(await deadPort()))).toBe(2);
    const waiting = await rowsOf<{ status: string; attempts: number; last_error: string }>(
      t.database.db,
      sql`select status, attempts, last_error from outbox where channel = 'email'`,
    );
    expect(waiting.every((w) => w.status === 'pending' && w.attempts === 1 && /SMTP/.test(w.last_error))).toBe(true);

    // Back up, after the back-off: two senders at once, as two processes would run them.
    t.clock.advance(60);
    const [a, b] = await Promise.all([sendDueMessages(deps(smtp.port)), sendDueMessages(deps(smtp.port, second ?? t.database))]);
    expect(a + b).toBe(2);
    expect(await sendDueMessages(deps(smtp.port))).toBe(0);

    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.every((m) => m.to.join() === 'anu.k@example.in')).toBe(true);
    const submitted = smtp.received.find((m) => m.raw.includes(`Application submitted: ${id}`));
    expect(submitted?.raw).toContain('Content-Type: application/pdf');
    expect(submitted?.raw).toContain(`acknowledgement-${id}.pdf`);
    const paid = smtp.received.find((m) => m.raw.includes(`Application fee received: ${id}`));
    expect(paid?.raw).toContain('pay_');

    const flows = sms.received
      .filter((r) => r.url.startsWith('/api/v5/flow'))
      .map((r) => JSON.parse(r.body) as { template_id: string; recipients: { mobiles: string; application: string }[] });
    expect(flows.map((f) => f.template_id).sort()).toEqual(['tpl-paid', 'tpl-submitted']);
    expect(flows.every((f) => f.recipients.at(0)?.mobiles === `91${MOBILE}` && f.recipients.at(0)?.application === id)).toBe(true);
  });

  it('when the applicant used the site in Malayalam, then their SMS go by the Malayalam templates and their emails are in Malayalam', async () => {
    const mobile = '9847099902';
    const agent = await signIn(t, mobile, 'ml');
    const mlId = await submitApplication(agent, mobile, 'Anu Krishnan');
    const queued = await rowsOf<{ channel: string; language: string }>(
      t.database.db,
      sql`select channel, language from outbox where variables ->> 'application' = ${mlId}`,
    );
    expect(queued.length).toBe(4);
    expect(queued.every((q) => q.language === 'ml')).toBe(true);

    t.clock.advance(600);
    await sendDueMessages(deps(smtp.port));
    const flows = sms.received
      .filter((r) => r.url.startsWith('/api/v5/flow'))
      .map((r) => JSON.parse(r.body) as { template_id: string; recipients: { application: string }[] })
      .filter((f) => f.recipients.at(0)?.application === mlId);
    expect(flows.map((f) => f.template_id).sort()).toEqual(['tpl-paid-ml', 'tpl-submitted-ml']);
    expect(composeEmail('submitted', { application: mlId, name: 'Anu' }, 'ml').subject).toBe(`അപേക്ഷ സമർപ്പിച്ചു: ${mlId}`);

    // Back on the English site, the next message is in English again.
    await call(agent, admission.resumeSession).set('Accept-Language', 'en').expect(200);
    expect(await languageOf(t.database.db, mobile)).toBe('en');
  });
});
