import { useState } from 'react';
import type { OfficeApplication } from '@college/contracts/entities/office';
import { toast } from '../../../components/ui/toast';
import { displayTime } from '@college/contracts/rules/day';
import { errorMessage } from '../../../lib/api-error';
import { useAssignClaim } from '../api/office-api';

/** Who is reviewing the application now; an admin may give it to someone else or free it. */
export function ClaimNote({ data, admin, onSaved }: { data: OfficeApplication; admin: boolean; onSaved: () => void }) {
  const assign = useAssignClaim(data.application.applicationId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const claim = data.claim;
  const give = async (to: string) => {
    setError('');
    try {
      const res = await assign.mutateAsync({ email: to });
      toast({ title: res.message ?? 'Saved', variant: 'success' });
      setEmail('');
      onSaved();
    } catch (err) {
      setError(errorMessage(err, 'The claim could not be changed'));
    }
  };
  if (!claim && !admin) return null;
  return (
    <section className="card claim-note" aria-labelledby="claim-title">
      <h2 id="claim-title">Review</h2>
      <p role="status">
        {claim
          ? claim.mine
            ? `You are reviewing this application until ${displayTime(claim.until)}.`
            : `${claim.by} is reviewing this application until ${displayTime(claim.until)}: only they can decide on it until then.`
          : 'Nobody has claimed this application.'}
      </p>
      {admin ? (
        <form
          className="claim-note__assign"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void give(email);
          }}
        >
          <label htmlFor="claim-email">Give it to (email)</label>
          <input id="claim-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby="claim-error" />
          <p id="claim-error" className="error-text" role="alert">
            {error}
          </p>
          <div className="allotment-actions">
            <button type="submit" className="button button--small button--secondary" disabled={assign.isPending || email.trim() === ''}>
              Give
            </button>
            {claim ? (
              <button type="button" className="link-button" disabled={assign.isPending} onClick={() => void give('')}>
                Free it
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
