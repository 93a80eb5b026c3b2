import { takeOfficePlace } from '../../../lib/session-notice';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { staffSignIn } from '@college/contracts/endpoints/staff';
import { TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useSendSecondFactor } from '../api/accounts-api';
import { useStaffSignIn } from '../api/staff-api';
import { CodeForm, RecoveryCodes, TotpSecret } from './second-factor';

type Step =
  | { kind: 'password' }
  | { kind: 'totp' }
  | { kind: 'totp-setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[]; member: string };

/** Email and password, then (for roles that read applicant data) a code from an authenticator app. */
export function StaffSignIn() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const signIn = useStaffSignIn();
  const second = useSendSecondFactor();
  const form = useForm({ resolver: zodResolver(staffSignIn.body), defaultValues: { email: '', password: '' } });
  const [error, setError] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const enter = async (member: string) => {
    // A member who was signed in as someone else must not see that member's cached pages.
    client.clear();
    // Back to where this member's lapsed session left off, else the office's first page. It takes
    // the sign-in form's place in the history: Back would show the form to a member signed in.
    await navigate(takeOfficePlace(member) ?? paths.staffHome(), { replace: true });
  };
  const submit = form.handleSubmit(async (body) => {
    setError('');
    try {
      const answer = await signIn.mutateAsync(body);
      if (answer.next === 'done') await enter(answer.staff.id);
      else if (answer.next === 'totp') setStep({ kind: 'totp' });
      else setStep({ kind: 'totp-setup', ...answer.setup });
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed. Please try again.'));
    }
  });
  const code = async (value: string) => {
    const answer = await second.mutateAsync({ code: value });
    if (answer.recoveryCodes) setStep({ kind: 'codes', codes: answer.recoveryCodes, member: answer.staff.id });
    else await enter(answer.staff.id);
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
  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={() => void enter(step.member)} />;
  return (
    <form className="card staff-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>Staff Sign In</h2>
      <TextField
        id="staff-email"
        label="Email"
        type="email"
        autoComplete="username"
        {...bind(form, 'email')}
        error={errorOf(form, 'email')}
      />
      <TextField
        id="staff-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...bind(form, 'password')}
        error={errorOf(form, 'password')}
      />
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
