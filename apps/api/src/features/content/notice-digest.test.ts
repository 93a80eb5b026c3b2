import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notices from '@college/contracts/endpoints/notices';
import { rowsOf } from '../../db/rows';
import { signInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { noticeDigest } from './notice-digest';

let t: TestApp;
let digest: ReturnType<typeof noticeDigest>;

beforeAll(async () => {
  t = await createTestApp();
  digest = noticeDigest({ db: t.database.db, clock: t.clock, publicOrigin: t.config.publicOrigin });
});
afterAll(() => t.close());

type Mail = { recipient: string; template: string; language: string; variables: Record<string, string> };
const mailsTo = (address: string) =>
  rowsOf<Mail>(
    t.database.db,
    sql`select recipient, template, language, variables from outbox where channel = 'email' and recipient = ${address} order by created_at, id`,
  );
const subscribe = (email: string, lang: 'en' | 'ml' = 'en', ip = '10.0.0.1') =>
  call(request(t.app), notices.subscribeDigest, { body: { email, lang } }).set('X-Forwarded-For', ip);
const tokenIn = (link: string | undefined, name: string) => new URL(link ?? 'http://x/').hash.replace(`#${name}=`, '');
async function publish(titleEn: string, titleMl = ''): Promise<string> {
  // Signed in afresh: the test moves the clock by days, past any staff session.
  const admin = await signInStaff(t, 'admin');
  const made = await call(admin.agent, notices.createNotice, {
    unchecked: { category: 'general', titleEn, bodyEn: 'Details on the notice board.', titleMl, bodyMl: titleMl ? 'വിവരങ്ങൾ.' : '' },
  }).expect(201);
  await call(admin.agent, notices.moveNotice, { params: { id: made.body.data.id }, body: { to: 'published', version: 1 } }).expect(200);
  return made.body.data.id as string;
}
const advanceHours = (hours: number) => t.clock.advance(hours * 3600);

describe('email updates of new notices', () => {
  it('when an address asks, then only a confirmation link goes to it; once confirmed, a daily digest of new notices in its language, until it unsubscribes', async () => {
    const res = await subscribe('Parent@Example.com', 'ml').expect(200);
    expect(res.body.message).toBe('Check your email: open the link in it to confirm');
    const [confirmMail, ...rest] = await mailsTo('parent@example.com');
    expect(rest).toEqual([]);
    expect(confirmMail).toMatchObject({ template: 'digest_confirm', language: 'ml' });
    const link = confirmMail?.variables.link;
    // The token is in the fragment: browsers never send it, so it is in no log.
    expect(link).toMatch(new RegExp(`^${t.config.publicOrigin}/ml/digest#confirm=[A-Za-z0-9_-]{43}$`));

    // Asked again at once: no second email. Nothing is sent before confirmation.
    await subscribe('parent@example.com', 'ml').expect(200);
    await publish('Before confirmation');
    advanceHours(25);
    expect(await digest.send()).toBe(0);
    expect(await mailsTo('parent@example.com')).toHaveLength(1);

    await call(request(t.app), notices.confirmDigest, { body: { token: tokenIn(link, 'confirm') } }).expect(200);
    const again = await call(request(t.app), notices.confirmDigest, { body: { token: tokenIn(link, 'confirm') } }).expect(400);
    expect(again.body.fieldErrors.token).toEqual([
      'This link has expired or was already used. Ask for the emails again from the notices page.',
    ]);

    t.clock.advance(60);
    const translated = await publish('Onam holidays', 'ഓണം അവധി');
    const english = await publish('Hall tickets ready');
    // Not a day since confirming: nothing yet.
    expect(await digest.send()).toBe(0);
    advanceHours(25);
    expect(await digest.send()).toBe(1);
    const mail = (await mailsTo('parent@example.com')).at(-1);
    expect(mail).toMatchObject({ template: 'notices_digest', language: 'ml' });
    expect(mail?.variables.list).toBe(
      `- ഓണം അവധി\n  ${t.config.publicOrigin}/ml/notices/${translated}\n- Hall tickets ready\n  ${t.config.publicOrigin}/ml/notices/${english}`,
    );
    expect(mail?.variables.list).not.toContain('Before confirmation');
    // Nothing new: no email the next day.
    advanceHours(25);
    expect(await digest.send()).toBe(0);

    await call(request(t.app), notices.unsubscribeDigest, { body: { token: tokenIn(mail?.variables.unsubscribe, 'unsubscribe') } }).expect(
      200,
    );
    const left = await rowsOf(t.database.db, sql`select id from notice_subscriptions where email = 'parent@example.com'`);
    expect(left).toEqual([]);
    // The same link again is answered the same way.
    await call(request(t.app), notices.unsubscribeDigest, { body: { token: tokenIn(mail?.variables.unsubscribe, 'unsubscribe') } }).expect(
      200,
    );
    t.clock.advance(60);
    await publish('After unsubscribing');
    advanceHours(25);
    expect(await digest.send()).toBe(0);
  });

  it('when an address is never confirmed, then it is forgotten after a week and its link no longer works', async () => {
    await subscribe('stranger@example.com').expect(200);
    const [mail] = await mailsTo('stranger@example.com');
    advanceHours(24 * 7 + 1);
    await digest.send();
    expect(await rowsOf(t.database.db, sql`select id from notice_subscriptions where email = 'stranger@example.com'`)).toEqual([]);
    await call(request(t.app), notices.confirmDigest, { body: { token: tokenIn(mail?.variables.link, 'confirm') } }).expect(400);
  });

  it('when the address or the link is wrong, or one connection asks too often, then it is refused with a message', async () => {
    const bad = await call(request(t.app), notices.subscribeDigest, { unchecked: { email: 'not-an-email', lang: 'en' } }).expect(400);
    expect(bad.body.fieldErrors.email).toEqual(expect.arrayContaining([expect.any(String)]));
    const short = await call(request(t.app), notices.confirmDigest, { unchecked: { token: 'abc' } }).expect(400);
    expect(short.body.fieldErrors.token).toEqual(['This link is not complete. Open it again from the email.']);
    for (let i = 0; i < 10; i += 1) await subscribe(`family${i}@example.com`, 'en', '10.9.9.9').expect(200);
    const limited = await subscribe('family10@example.com', 'en', '10.9.9.9').expect(429);
    expect(limited.body.message).toBe('Too many requests for email updates from this connection. Try again in an hour.');
    expect(await mailsTo('family10@example.com')).toEqual([]);
  });
});
