import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { staffSecondFactor } from '@college/contracts/endpoints/staff';
import { TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { errorMessage } from '../../../lib/api-error';
import { QrCode } from './qr-code';

/** The key to type into an authenticator app, in groups of four, and the link such apps open. */
export function TotpSecret({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="totp-secret">
      <p>
        Open an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP or Aegis), choose to add an account, and scan this
        code, or enter the key under it:
      </p>
      <QrCode text={uri} label="QR code of the key for the authenticator app" />
      <p className="totp-secret__key">
        <code aria-label={`Key: ${secret.split('').join(' ')}`}>{secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <p className="hint">
        On the phone itself, <a href={uri}>open the key in the authenticator app</a>.
      </p>
    </div>
  );
}

/** A six-digit code (or a recovery code) from the member, sent to `onCode`. */
export function CodeForm({
  label,
  allowRecovery,
  onCode,
}: {
  label: string;
  allowRecovery: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const form = useForm({ resolver: zodResolver(staffSecondFactor.body), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (err) {
      form.setError('code', { message: errorMessage(err, 'That code could not be checked. Please try again.') }, { shouldFocus: true });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form className="staff-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id="second-factor-code"
        label={label}
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        hint={
          allowRecovery
            ? 'The six digits your authenticator app shows now, or one of your recovery codes.'
            : 'The six digits your authenticator app shows now.'
        }
        {...bind(form, 'code')}
        error={errorOf(form, 'code')}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking...' : 'Continue'}
      </button>
    </form>
  );
}

/** Recovery codes, shown once, to be written down or printed. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="card" aria-labelledby="recovery-title" role="status">
      <h2 id="recovery-title">Your recovery codes</h2>
      <p>
        If your phone is lost, each of these codes signs you in once instead of the app. Write them down or print this page and keep them
        safe. They are not shown again.
      </p>
      <ul className="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="choice-row">
        <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button button--small" onClick={onDone}>
          I have kept them
        </button>
      </div>
    </section>
  );
}
