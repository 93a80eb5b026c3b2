import { OfficeHeader } from './office-header';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from '@college/contracts/zod';
import { MIN_PASSWORD_LENGTH, setStaffPassword } from '@college/contracts/endpoints/staff-accounts';
import { TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useChoosePassword, whoseLink } from '../api/accounts-api';
import '../staff.css';

/** The token of the link, from the fragment (never sent to a server), removed from the address bar at once. */
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

// The contract's password rule, and the second copy typed the same: checked before anything is sent.
const passwordForm = setStaffPassword.body
  .pick({ password: true })
  .extend({ again: z.string() })
  .refine((v) => v.password === v.again, {
    message: 'The two passwords are not the same',
    path: ['again'],
  });

/** /staff/set-password#token=...: a new member, or one whose password was reset, chooses a password. */
export function SetPasswordPage() {
  usePageTitle();
  const [token] = useState(takeToken);
  const [email, setEmail] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(() =>
    token ? '' : 'This link is not complete. Open the whole link you were given, or ask an administrator for a new one.',
  );
  const choose = useChoosePassword();
  const form = useForm({ resolver: zodResolver(passwordForm), defaultValues: { password: '', again: '' } });
  const [error, setError] = useState('');
  useEffect(() => {
    if (!token) return;
    whoseLink(token).then(setEmail, (err: unknown) => setLinkError(errorMessage(err, 'This link could not be checked. Please try again.')));
  }, [token]);
  const submit = form.handleSubmit(async ({ password }) => {
    setError('');
    try {
      await choose.mutateAsync({ token, password });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.password) form.setError('password', { message: err.fieldErrors.password[0] ?? '' });
      else setError(errorMessage(err, 'The password could not be set'));
    }
  });
  return (
    <>
      <OfficeHeader />
      <section className="page">
        <h1>Set your password</h1>
        {choose.isSuccess ? (
          <p role="status">
            Your password is set. <Link to={paths.auth()}>Sign in</Link>.
          </p>
        ) : linkError ? (
          <p role="alert" className="error-text">
            {linkError}
          </p>
        ) : email === null ? (
          <p role="status">Checking the link...</p>
        ) : (
          <form className="card staff-form" onSubmit={(e) => void submit(e)} noValidate>
            <p>
              For <strong>{email}</strong>. At least {MIN_PASSWORD_LENGTH} characters; a few words you will remember are good.
            </p>
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              {...bind(form, 'password')}
              error={errorOf(form, 'password')}
            />
            <TextField
              id="new-password-again"
              label="New password again"
              type="password"
              autoComplete="new-password"
              {...bind(form, 'again')}
              error={errorOf(form, 'again')}
            />
            {error ? (
              <p role="alert" className="error-text">
                {error}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={choose.isPending}>
              {choose.isPending ? 'Saving...' : 'Set password'}
            </button>
          </form>
        )}
      </section>
    </>
  );
}
