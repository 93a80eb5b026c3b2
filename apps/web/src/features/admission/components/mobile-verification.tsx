import { translateMessage } from '../../../i18n/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import {
  MAX_OTP_ATTEMPTS,
  MAX_OTP_ATTEMPTS_MESSAGE,
  MOBILE_LENGTH,
  MOBILE_PREFIX,
  OTP_AUTO_CONTINUE_MS,
  OTP_LENGTH,
  OTP_RESEND_INTERVAL_SECONDS,
} from '@college/contracts/constants';
import { sanitizeDigits } from '@college/contracts/rules/codes';
import { INVALID_MOBILE_MESSAGE, sanitizeMobileInput } from '@college/contracts/rules/mobile';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { resendRefusal, useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { college } from '../../../content/college';
import { StepHeading } from './step-heading';
import { LoadLater } from './load-later';
import { localHref } from '../../../i18n/local-href';
import { paths } from '../../../config/paths';
import { useLatest } from '../../../lib/use-latest';
import { forgetCodeSent, liveCodeSent, rememberCodeSent, resendWait } from './sent-code';

type Props = {
  onVerified: (mobile: string) => Promise<void>;
  /** The code was accepted: what follows may start during the pause before `onVerified`. */
  onCodeAccepted?: (mobile: string) => void;
  /** The code is on its way: the applicant will be typing it for a while. */
  onCodeSent?: () => void;
};

/** Step 1: mobile entry, then the one-time code; hands the verified mobile on. */
export function MobileVerification({ onVerified, onCodeSent, onCodeAccepted }: Props) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [screen, setScreen] = useState<'mobile' | 'otp'>('mobile');
  const [attempts, setAttempts] = useState(0);
  const [isOtpVerified, setVerified] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [mobileTouched, setMobileTouched] = useState(false);
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const mobileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  const proceed = async () => {
    setSubmitting(true);
    try {
      await onVerified(mobile);
    } finally {
      setSubmitting(false);
    }
  };

  const latest = useLatest({ proceed, isSubmitting, onCodeSent });
  // On a slow connection the prerendered form can be typed into before the script arrives: keep it.
  // A code this tab had sent that may still be live (the page was reloaded while the applicant
  // read the SMS): its screen again, for that number, with what is left of the wait to resend.
  useEffect(() => {
    const typed = mobileInput.current?.value ? sanitizeMobileInput(mobileInput.current.value) : '';
    const sent = liveCodeSent();
    if (sent && (typed === '' || typed === sent.mobile)) {
      setMobile(sent.mobile);
      setScreen('otp');
      setResendIn(resendWait(sent));
      latest.current.onCodeSent?.();
    } else if (typed) setMobile(typed);
  }, [latest]);

  // Once, when verification completes.
  useEffect(() => {
    if (!isOtpVerified || latest.current.isSubmitting) return;
    const timer = window.setTimeout(() => void latest.current.proceed(), OTP_AUTO_CONTINUE_MS);
    return () => window.clearTimeout(timer);
  }, [isOtpVerified, latest]);

  const requestOtp = async () => {
    try {
      const res = await send.mutateAsync(mobile);
      rememberCodeSent(mobile);
      toast({ title: t`OTP sent successfully`, variant: 'success' });
      onCodeSent?.();
      setOtp('');
      setScreen('otp');
      setResendIn(res.resendAfterSeconds ?? OTP_RESEND_INTERVAL_SECONDS);
    } catch (err) {
      // Too soon after the code this tab sent to the same number: that code can still be typed.
      const wait = resendRefusal(err);
      if (screen === 'mobile' && wait > 0 && liveCodeSent()?.mobile === mobile) {
        onCodeSent?.();
        setOtp('');
        setScreen('otp');
        setResendIn(wait);
        return;
      }
      setAttempts((a) => a + 1);
      if (err instanceof ApiError && err.retryAfterSeconds) setResendIn(err.retryAfterSeconds);
      toast({ title: t`Error`, description: errorMessage(err, INVALID_MOBILE_MESSAGE), variant: 'destructive' });
    }
  };

  const checkOtp = async () => {
    try {
      await verify.mutateAsync({ mobile, otp });
      forgetCodeSent();
      onCodeAccepted?.(mobile);
      setVerified(true);
      toast({ title: t`OTP verified successfully`, variant: 'success' });
    } catch (err) {
      setAttempts((a) => (err instanceof ApiError && err.status === 429 ? MAX_OTP_ATTEMPTS : a + 1));
      toast({ title: t`Error`, description: errorMessage(err, 'Invalid OTP'), variant: 'destructive' });
    }
  };

  if (screen === 'mobile') {
    const canContinue = mobile.length === MOBILE_LENGTH && !send.isPending;
    return (
      <form
        key="mobile"
        className="card step"
        onSubmit={(e) => {
          e.preventDefault();
          if (canContinue) void requestOtp();
        }}
      >
        <StepHeading subtitle={t`Verify your mobile number to start or continue your application`}>{t`Welcome`}</StepHeading>
        <label htmlFor="mobile">{t`Mobile Number`}</label>
        <div className="phone-input">
          <span className="phone-input__prefix" aria-hidden="true">
            {MOBILE_PREFIX}
          </span>
          <input
            ref={mobileInput}
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t`Enter 10 digit mobile`}
            value={mobile}
            aria-describedby={mobileTouched && mobile.length !== MOBILE_LENGTH ? 'mobile-error' : 'mobile-hint'}
            aria-invalid={mobileTouched && mobile.length > 0 && mobile.length !== MOBILE_LENGTH}
            onBlur={() => setMobileTouched(true)}
            onChange={(e) => setMobile(sanitizeMobileInput(e.target.value))}
          />
        </div>
        {mobileTouched && mobile.length > 0 && mobile.length !== MOBILE_LENGTH ? (
          <p id="mobile-error" className="error-text">
            {translateMessage(INVALID_MOBILE_MESSAGE)}
          </p>
        ) : null}
        <p id="mobile-hint" className="hint">
          {mobile
            ? t`We will send a ${OTP_LENGTH}-digit code to ${MOBILE_PREFIX} ${mobile}.`
            : t`We will send a ${OTP_LENGTH}-digit code to your mobile number.`}
        </p>
        <button type="submit" className="button button--block" disabled={!canContinue}>
          {send.isPending ? t`Sending OTP...` : t`Continue`}
        </button>
        <p className="consent">
          <Trans>
            By continuing, you agree to our{' '}
            <a href={localHref(paths.terms())} target="_blank" rel="noopener">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={localHref(paths.privacy())} target="_blank" rel="noopener">
              Privacy Policy
            </a>
          </Trans>
        </p>
        <LoadLater load={() => import('./intake-notice').then((m) => m.AdmissionWindowsNotice)} />
      </form>
    );
  }

  const locked = attempts >= MAX_OTP_ATTEMPTS;
  const inputDisabled = locked || verify.isPending || isOtpVerified;
  const canVerify = otp.length === OTP_LENGTH && !verify.isPending && !locked && !isOtpVerified;
  return (
    // Keyed apart from the mobile form so the new heading mounts and takes focus.
    <form
      key="otp"
      className="card step"
      onSubmit={(e) => {
        e.preventDefault();
        if (isOtpVerified) void proceed();
        else if (canVerify) void checkOtp();
      }}
    >
      <StepHeading
        subtitle={
          <>
            {t`Enter the ${OTP_LENGTH}-digit code sent to ${MOBILE_PREFIX} ${mobile}`}{' '}
            <button
              type="button"
              className="link-button"
              disabled={isOtpVerified}
              onClick={() => {
                setScreen('mobile');
                setOtp('');
              }}
            >
              {t`Edit`}
            </button>
          </>
        }
      >
        {t`OTP Verification`}
      </StepHeading>
      <label htmlFor="otp">{t`One-time code`}</label>
      <input
        id="otp"
        name="otp"
        className="otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        disabled={inputDisabled}
        aria-describedby={locked ? 'otp-locked' : undefined}
        onChange={(e) => setOtp(sanitizeDigits(e.target.value, OTP_LENGTH))}
      />
      {locked ? (
        <>
          <p id="otp-locked" className="error-text" role="alert">
            {translateMessage(MAX_OTP_ATTEMPTS_MESSAGE)}
          </p>
          <p className="hint">
            <Trans>
              If you need help now, call the admission office on{' '}
              <a href={`tel:+91${college.phones.admission.replace(/\s/g, '')}`}>{college.phones.admission}</a>.
            </Trans>
          </p>
        </>
      ) : null}
      {isOtpVerified ? (
        <p className="success-text" role="status">
          {t`OTP verified successfully! Proceeding to next step...`}
        </p>
      ) : null}
      {isOtpVerified ? (
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {isSubmitting ? t`Checking...` : t`Continue`}
        </button>
      ) : (
        <button type="submit" className="button button--block" disabled={!canVerify}>
          {t`Verify OTP`}
        </button>
      )}
      {/* Locked, a new code would be refused too: no countdown to nothing. */}
      {!isOtpVerified && !locked ? (
        <button type="button" className="link-button resend" disabled={resendIn > 0 || send.isPending} onClick={() => void requestOtp()}>
          {resendIn > 0 ? t`Resend OTP in ${resendIn}s` : t`Resend OTP`}
        </button>
      ) : null}
    </form>
  );
}
