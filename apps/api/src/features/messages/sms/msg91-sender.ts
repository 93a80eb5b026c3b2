import { MOBILE_PREFIX, OTP_TTL_SECONDS } from '@college/contracts/constants';
import type { Language } from '@college/contracts/languages';
import { SmsError, type SmsSender, type SmsTemplate } from './sms-sender';

export type Msg91Options = {
  authKey: string;
  /** The OTP's and the notices' templates, registered with MSG91 under the college's DLT entity, in each language. */
  templates: Record<Language, Record<'otp' | SmsTemplate, string>>;
  baseUrl: string;
  timeoutMs?: number;
};

/**
 * MSG91's OTP API: we generate the code and pass it in, so it is checked by us, not by MSG91.
 * POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…&otp_expiry=minutes, authkey header.
 */
export function msg91SmsSender(options: Msg91Options): SmsSender {
  const templates = options.templates;
  return {
    name: 'msg91',
    async sendOtp(mobile, otp, language) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', templates[language].otp);
      url.searchParams.set('mobile', `${MOBILE_PREFIX.replace('+', '')}${mobile}`);
      url.searchParams.set('otp', otp);
      url.searchParams.set('otp_expiry', String(OTP_TTL_SECONDS / 60));
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({}),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
      } catch {
        throw new SmsError('SMS provider unreachable');
      }
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!res.ok || body?.type !== 'success') {
        // The provider's message may echo the number; only the status is kept.
        throw new SmsError(`SMS provider refused the message (HTTP ${res.status})`);
      }
    },
    /** MSG91's Flow API: POST {base}/api/v5/flow with the template id and one recipient's variables. */
    async sendTemplate(mobile, template, variables, language) {
      let res: Response;
      try {
        res = await fetch(new URL('/api/v5/flow', options.baseUrl), {
          method: 'POST',
          headers: { authkey: options.authKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            template_id: templates[language][template],
            short_url: '0',
            recipients: [{ mobiles: `${MOBILE_PREFIX.replace('+', '')}${mobile}`, ...variables }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
      } catch {
        throw new SmsError('SMS provider unreachable');
      }
      const body = (await res.json().catch(() => null)) as { type?: string } | null;
      if (!res.ok || body?.type !== 'success') throw new SmsError(`SMS provider refused the message (HTTP ${res.status})`);
    },
  };
}
