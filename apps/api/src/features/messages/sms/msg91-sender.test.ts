import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../../test/fake-server';
import { msg91SmsSender } from './msg91-sender';
import { SmsError } from './sms-sender';

let fake: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  fake = await startFakeServer((req, res) => {
    if (req.headers.authkey !== 'good-key') {
      sendJson(res, 401, { type: 'error', message: 'AuthenticationFailure' });
      return;
    }
    sendJson(res, 200, { type: 'success', request_id: 'abc' });
  });
});
afterAll(async () => {
  await fake.close();
});

/** A sender with a good key and a template per message and language. */
const goodSender = () =>
  msg91SmsSender({
    authKey: 'good-key',
    templates: {
      en: { otp: 'tpl-1', decision: 'tpl-decision', payment_received: 'tpl-paid', submitted: 'tpl-submitted', allotment: 'tpl-allotment' },
      ml: {
        otp: 'tpl-1-ml',
        decision: 'tpl-decision-ml',
        payment_received: 'tpl-paid-ml',
        submitted: 'tpl-submitted-ml',
        allotment: 'tpl-allotment-ml',
      },
    },
    baseUrl: fake.url,
  });

describe('MSG91 sender (against a fake MSG91)', () => {
  it('when sending, then the OTP API gets the template, +91 number, code and expiry', async () => {
    const sender = goodSender();
    await sender.sendOtp('9876543210', '123456', 'en');
    const sent = fake.received.at(-1)!;
    const url = new URL(sent.url, fake.url);
    expect(sent.method).toBe('POST');
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template_id: 'tpl-1',
      mobile: '919876543210',
      otp: '123456',
      otp_expiry: '10',
    });
  });

  it('when a decision notice is sent, then the Flow API gets its DLT template, the +91 number and the variables', async () => {
    const sender = goodSender();
    await sender.sendTemplate('9876543210', 'decision', { application: 'APP2026000001', status: 'Rejected' }, 'en');
    const sent = fake.received.at(-1)!;
    expect(new URL(sent.url, fake.url).pathname).toBe('/api/v5/flow');
    expect(sent.headers.authkey).toBe('good-key');
    expect(JSON.parse(sent.body)).toEqual({
      template_id: 'tpl-decision',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', application: 'APP2026000001', status: 'Rejected' }],
    });
  });

  it('when the applicant uses the site in Malayalam, then the Malayalam templates are used', async () => {
    const sender = goodSender();
    await sender.sendOtp('9876543210', '123456', 'ml');
    expect(new URL(fake.received.at(-1)!.url, fake.url).searchParams.get('template_id')).toBe('tpl-1-ml');
    await sender.sendTemplate('9876543210', 'submitted', { application: 'APP2026000001' }, 'ml');
    expect(JSON.parse(fake.received.at(-1)!.body).template_id).toBe('tpl-submitted-ml');
  });

  it('when MSG91 refuses or cannot be reached, then SmsError without the provider message', async () => {
    const bad = msg91SmsSender({
      authKey: 'bad',
      templates: {
        en: { otp: 't', decision: 'd', payment_received: 'p', submitted: 's', allotment: 'a' },
        ml: { otp: 't', decision: 'd', payment_received: 'p', submitted: 's', allotment: 'a' },
      },
      baseUrl: fake.url,
    });
    await expect(bad.sendOtp('9876543210', '123456', 'en')).rejects.toThrow(new SmsError('SMS provider refused the message (HTTP 401)'));
    const down = msg91SmsSender({
      authKey: 'good-key',
      templates: {
        en: { otp: 't', decision: 'd', payment_received: 'p', submitted: 's', allotment: 'a' },
        ml: { otp: 't', decision: 'd', payment_received: 'p', submitted: 's', allotment: 'a' },
      },
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(down.sendOtp('9876543210', '123456', 'en')).rejects.toBeInstanceOf(SmsError);
  });
});
