import { useState, type SyntheticEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';

/** The key to type into an authenticator app, in groups of four, and the link such apps open. */
export function TotpSecret({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="totp-secret">
      <p>
        Open an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP or Aegis), choose to add an account, and enter
        this key:
      </p>
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
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onCode(code.trim());
    } catch (err) {
      setError(errorMessage(err, 'That code could not be checked. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <form className="staff-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="second-factor-code">{label}</label>
        <input
          id="second-factor-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'second-factor-error' : 'second-factor-hint'}
          onChange={(e) => setCode(e.target.value)}
        />
        <p className="hint" id="second-factor-hint">
          {allowRecovery
            ? 'The six digits your authenticator app shows now, or one of your recovery codes.'
            : 'The six digits your authenticator app shows now.'}
        </p>
        {error ? (
          <p className="error-text" id="second-factor-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
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
