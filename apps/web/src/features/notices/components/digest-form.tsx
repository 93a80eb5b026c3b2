import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { emailSchema } from '@college/contracts/rules/email';
import { subscribeToNotices } from '../notices-api';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/** "Email me new notices": the address gets a confirmation link first, and nothing else until it is opened. */
export function DigestForm({ lang }: { lang: 'en' | 'ml' }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const error = state.kind === 'error' ? state.message : '';
  return (
    <form
      className="notices__digest"
      noValidate
      aria-labelledby="digest-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!emailSchema.safeParse(email).success) {
          setState({ kind: 'error', message: t`Enter an email address like name@example.com` });
          return;
        }
        setState({ kind: 'sending' });
        subscribeToNotices(email, lang).then(
          () => setState({ kind: 'sent' }),
          () => setState({ kind: 'error', message: t`The request could not be sent. Check the connection and try again.` }),
        );
      }}
    >
      <h2 id="digest-title">{t`Email me new notices`}</h2>
      <p className="hint">{t`At most one email a day, only when there are new notices. The address is used for nothing else, and deleted when you stop the emails with the link each one has.`}</p>
      <label htmlFor="digest-email">{t`Email address`}</label>{' '}
      <input
        id="digest-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'digest-error' : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />{' '}
      <button type="submit" className="button button--secondary" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t`Sending...` : t`Subscribe`}
      </button>
      {error ? (
        <p id="digest-error" className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {state.kind === 'sent' ? <p role="status">{t`Check your email: open the link in it to confirm.`}</p> : null}
    </form>
  );
}
