import { Link } from 'react-router';
import { seatLabel } from '@college/contracts/entities/allotment';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useApplicationAllotment } from '../api/allotment-api';

/** The applicant's seat in the intake's newest round, and why: option by option, as the engine decided it. */
export function ApplicationAllotment({ id }: { id: string }) {
  const query = useApplicationAllotment(id);
  if (query.error) {
    return (
      <section className="card" aria-labelledby="allotment-title">
        <h2 id="allotment-title">Seat allotment</h2>
        <p role="alert">{errorMessage(query.error, 'The allotment could not be loaded')}</p>
      </section>
    );
  }
  if (query.isPending) return null;
  const result = query.data;
  return (
    <section className="card" aria-labelledby="allotment-title">
      <h2 id="allotment-title">Seat allotment</h2>
      {!result ? (
        <p>No round of this intake has been run yet.</p>
      ) : (
        <>
          <p>
            <strong>
              {result.round.name} ({result.round.status === 'published' ? 'published' : 'preview'}):
            </strong>{' '}
            {seatLabel(result.seat)}
          </p>
          <p>
            Rank {result.rank ?? '–'}, category {result.category}.
          </p>
          <p>{result.summary}</p>
          {result.override ? <p>Set by the office: {result.override}</p> : null}
          {result.lines.length > 0 ? (
            <ol className="readers">
              {result.lines.map((l) => (
                <li key={l.option}>{l.text}</li>
              ))}
            </ol>
          ) : null}
          <Link to={`${paths.staffAllotment()}?intake=${result.round.intake}&round=${result.round.id}`}>The whole round</Link>
        </>
      )}
    </section>
  );
}
