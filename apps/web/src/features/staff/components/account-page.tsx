import { useState } from 'react';
import { ROLE_LABELS } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useBeginTotpSetup, useFinishTotpSetup } from '../api/accounts-api';
import { useMember } from './office-layout';
import { CodeForm, RecoveryCodes, TotpSecret } from './second-factor';

/** /staff/account: who the member is, and their two-step sign-in. */
export function AccountPage() {
  usePageTitle();
  const member = useMember();
  const begin = useBeginTotpSetup();
  const finish = useFinishTotpSetup();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = async () => {
    try {
      setSetup(await begin.mutateAsync());
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Two-step sign-in could not be started'), variant: 'destructive' });
    }
  };
  return (
    <div className="page office-page">
      <h1>My account</h1>
      <section className="card" aria-labelledby="me-title">
        <h2 id="me-title">{member.name || member.email}</h2>
        <dl className="summary">
          <dt>Email</dt>
          <dd>{member.email}</dd>
          <dt>Roles</dt>
          <dd>{member.roles.map((r) => ROLE_LABELS[r]).join(', ')}</dd>
          <dt>Two-step sign-in</dt>
          <dd>{member.totpEnabled ? 'On' : member.totpRequired ? 'Required for your role, not set up yet' : 'Off'}</dd>
        </dl>
      </section>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <section className="card" aria-labelledby="setup-title">
          <h2 id="setup-title">Set up two-step sign-in</h2>
          <TotpSecret secret={setup.secret} uri={setup.uri} />
          <CodeForm
            label="Code from the app"
            allowRecovery={false}
            onCode={async (code) => {
              setCodes(await finish.mutateAsync({ code }));
              setSetup(null);
            }}
          />
        </section>
      ) : (
        <section className="card" aria-labelledby="twostep-title">
          <h2 id="twostep-title">Two-step sign-in</h2>
          <p>
            {member.totpEnabled
              ? 'Setting up again replaces your authenticator and your recovery codes.'
              : 'After your password, a six-digit code from an app on your phone: a stolen password alone is then not enough.'}
          </p>
          <button type="button" className="button" disabled={begin.isPending} onClick={() => void start()}>
            {member.totpEnabled ? 'Set up again' : 'Set up two-step sign-in'}
          </button>
        </section>
      )}
    </div>
  );
}
