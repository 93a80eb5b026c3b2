import { OTP_RESEND_INTERVAL_SECONDS, OTP_TTL_SECONDS } from '@college/contracts/constants';
import { isTenDigitMobile } from '@college/contracts/rules/mobile';

// The code sent to a mobile, remembered in this tab: a cheap phone often reloads the page while the
// applicant reads the SMS in another app, and a reload showed mobile entry again, where asking for
// the code again is refused for a minute. With this the code's screen comes back for that number,
// and the code already sent can be typed. Only this tab's storage holds it, and only until the code
// expires or is accepted.

const KEY = 'admission:code-sent';

export type SentCode = { mobile: string; sentAt: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (private mode): a reload shows mobile entry, as before.
    return null;
  }
}

export function rememberCodeSent(mobile: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ mobile, sentAt: now }));
  } catch {
    // Quota reached: nothing kept.
  }
}

export function forgetCodeSent(): void {
  storage()?.removeItem(KEY);
}

/** The code sent from this tab that may still be live: sent less than the code's lifetime ago. */
export function liveCodeSent(now = Date.now()): SentCode | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SentCode> | null;
    const { mobile, sentAt } = value ?? {};
    if (typeof mobile !== 'string' || !isTenDigitMobile(mobile) || typeof sentAt !== 'number') return null;
    const age = now - sentAt;
    return age >= 0 && age < OTP_TTL_SECONDS * 1000 ? { mobile, sentAt } : null;
  } catch {
    return null;
  }
}

/** Seconds until another code may be asked for. */
export const resendWait = (sent: SentCode, now = Date.now()): number =>
  Math.max(0, OTP_RESEND_INTERVAL_SECONDS - Math.floor((now - sent.sentAt) / 1000));
