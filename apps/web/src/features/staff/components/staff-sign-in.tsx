import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { sendSecondFactor } from '../api/accounts-api';
import { signInStaff } from '../api/staff-api';
import { CodeForm, RecoveryCodes, TotpSecret } from './second-factor';

type Step =
  { kind: 'password' } | { kind: 'totp' } | { kind: 'totp-setup'; secret: string; uri: string } | { kind: 'codes'; codes: string[] };

/** Email and password, then (for roles that read applicant data) a code from an authenticator app. */
export function StaffSignIn() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const enter = async () => {
    // A member who was signed in as someone else must not see that member's cached pages.
    client.clear();
    await navigate(paths.staffHome());
  };
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await signInStaff(email, password);
      if (answer.next === 'done') await enter();
      else if (answer.next === 'totp') setStep({ kind: 'totp' });
      else setStep({ kind: 'totp-setup', ...answer.setup });
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const code = async (value: string) => {
    const answer = await sendSecondFactor(value);
    if (answer.recoveryCodes) setStep({ kind: 'codes', codes: answer.recoveryCodes });
    else await enter();
  };
  if (step.kind === 'totp') {
    return (
      <div className="card staff-form">
        <h2>Two-step sign-in</h2>
        <CodeForm label="Code" allowRecovery onCode={code} />
      </div>
    );
  }
  if (step.kind === 'totp-setup') {
    return (
      <div className="card staff-form staff-form--wide">
        <h2>Set up two-step sign-in</h2>
        <p>Your role reads applicants&apos; personal data, so signing in needs a code from your phone as well as your password.</p>
        <TotpSecret secret={step.secret} uri={step.uri} />
        <CodeForm label="Code from the app" allowRecovery={false} onCode={code} />
      </div>
    );
  }
  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={() => void enter()} />;
  return (
    <form
      className="card staff-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>Staff Sign In</h2>
      <div className="field">
        <label htmlFor="staff-email">Email</label>
        <input id="staff-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="staff-password">Password</label>
        <input
          id="staff-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
