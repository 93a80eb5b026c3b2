import { useEffect, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@college/contracts/endpoints/staff-accounts';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { choosePassword, whoseLink } from '../api/accounts-api';
import '../staff.css';

/** The token of the link, from the fragment (never sent to a server), removed from the address bar at once. */
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** /staff/set-password#token=...: a new member, or one whose password was reset, chooses a password. */
export function SetPasswordPage() {
  usePageTitle();
  const [token] = useState(takeToken);
  const [email, setEmail] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(() =>
    token ? '' : 'This link is not complete. Open the whole link you were given, or ask an administrator for a new one.',
  );
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!token) return;
    whoseLink(token).then(setEmail, (err: unknown) => setLinkError(errorMessage(err, 'This link could not be checked. Please try again.')));
  }, [token]);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    if (password !== again) {
      setError('The two passwords are not the same');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await choosePassword(token, password);
      setDone(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.fieldErrors.password
          ? (err.fieldErrors.password[0] ?? '')
          : errorMessage(err, 'The password could not be set'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page">
      <h1>Set your password</h1>
      {done ? (
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
          <div className="field">
            <label htmlFor="new-password">New password</label>
            <input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="new-password-again">New password again</label>
            <input
              id="new-password-again"
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="error-text">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving...' : 'Set password'}
          </button>
        </form>
      )}
    </section>
  );
}
