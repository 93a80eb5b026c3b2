import '../notices.css';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { answerDigestLink } from '../notices-api';

type Outcome = 'working' | 'confirmed' | 'unsubscribed' | 'expired' | 'incomplete' | 'offline';

/** The link's action and token, from the address's fragment (never sent to the server with the page). */
function linkInHash(): { action: 'confirm' | 'unsubscribe'; token: string } | null {
  const m = /^#(confirm|unsubscribe)=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
  return m ? { action: m[1] as 'confirm' | 'unsubscribe', token: m[2] ?? '' } : null;
}

/** /digest: where the emailed links land, to confirm the email updates or to stop them. */
export function DigestPage() {
  const title = t`Email updates`;
  const [link] = useState(linkInHash);
  const [outcome, setOutcome] = useState<Outcome>(link ? 'working' : 'incomplete');
  const started = useRef(false);
  useEffect(() => {
    document.title = `${title} | ${COLLEGE_IDENTITY.name}`;
  }, [title]);
  useEffect(() => {
    // Once: a confirmation link works one time, and a second call would answer "already used".
    if (started.current) return;
    started.current = true;
    // The token leaves the address bar and the history at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!link) return;
    answerDigestLink(link.action, link.token).then(
      () => setOutcome(link.action === 'confirm' ? 'confirmed' : 'unsubscribed'),
      (err: unknown) => setOutcome(err instanceof ApiError && err.status === 400 ? 'expired' : 'offline'),
    );
  }, [link]);
  const messages: Record<Outcome, string> = {
    working: t`Loading...`,
    confirmed: t`Confirmed: you will get an email when new notices are published.`,
    unsubscribed: t`You will get no more emails about notices. Your address is deleted.`,
    expired: t`This link has expired or was already used. Ask for the emails again from the notices page.`,
    incomplete: t`This link is not complete. Open it again from the email.`,
    offline: t`The request could not be sent. Check the connection and try again.`,
  };
  return (
    <div className="page">
      <h1>{title}</h1>
      <p role={outcome === 'working' ? undefined : 'status'}>{messages[outcome]}</p>
      <p>
        <Link to={paths.notices()}>{t`All notices`}</Link>
      </p>
    </div>
  );
}
