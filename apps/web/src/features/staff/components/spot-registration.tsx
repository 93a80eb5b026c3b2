import { useState } from 'react';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import { spotRegistrationSchema } from '@college/contracts/entities/allotment';
import { displayDateTime } from '@college/contracts/rules/day';
import { TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useRegisterSpot, useSpotRegistrations, useUnregisterSpot } from '../api/allotment-api';

/**
 * The spot admission's desk: the application number of each applicant who came on the day, checked
 * against the rank list by the server; the spot round then allots the vacancies among them by rank.
 */
export function SpotRegistration({ intake }: { intake: IntakeKey }) {
  const query = useSpotRegistrations(intake);
  const register = useRegisterSpot(intake);
  const unregister = useUnregisterSpot(intake);
  const [applicationId, setApplicationId] = useState('');
  const [error, setError] = useState('');
  const data = query.data;
  if (query.error) return <p role="alert">{errorMessage(query.error, 'The spot registrations could not be loaded')}</p>;
  if (!data || (!data.open && data.registered.length === 0)) return null;

  const submit = async () => {
    const check = spotRegistrationSchema.safeParse({ applicationId });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Enter the application number');
      return;
    }
    setError('');
    try {
      await register.mutateAsync(check.data.applicationId);
      setApplicationId('');
      toast({ title: `Registered: ${check.data.applicationId}`, variant: 'success' });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.applicationId?.[0] ?? err.message) : errorMessage(err, 'Not registered'));
    }
  };
  return (
    <section className="card" aria-labelledby="spot-title">
      <h2 id="spot-title">Spot admission: those present</h2>
      {data.open ? (
        <form
          className="allotment-actions"
          noValidate
          aria-label="Register an applicant present"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            id="spot-application"
            label="Application number of an applicant present"
            hint="Only applicants on the published rank list who are not admitted"
            value={applicationId}
            onChange={setApplicationId}
            error={error}
            autoComplete="off"
          />
          <button type="submit" className="button" disabled={register.isPending}>
            Register present
          </button>
        </form>
      ) : (
        <p>The spot round is published: registration is closed.</p>
      )}
      <p>
        {data.registered.length} registered. Run the spot round below once everyone present is registered: it allots the seats still vacant
        among them, by their place on the rank list.
      </p>
      {data.registered.length > 0 ? (
        <ol className="spot-list">
          {data.registered.map((r) => (
            <li key={r.applicationId}>
              Rank {r.rank}: {r.applicationId}, {r.name} (registered {displayDateTime(r.registeredAt)}){' '}
              {data.open ? (
                <button
                  type="button"
                  className="link-button"
                  disabled={unregister.isPending}
                  onClick={() =>
                    void unregister.mutateAsync(r.applicationId).catch((err: unknown) => setError(errorMessage(err, 'Not changed')))
                  }
                >
                  Take back<span className="visually-hidden"> {r.applicationId}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
