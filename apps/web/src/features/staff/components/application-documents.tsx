import { useState } from 'react';
import type { DocumentsView } from '@college/contracts/entities/admission-documents';
import { TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocuments, useMarkDocument } from '../api/joining-api';

type Item = DocumentsView['items'][number];

function DocumentRow({ id, item }: { id: string; item: Item }) {
  const mark = useMarkDocument(id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const send = async (status: 'verified' | 'rejected') => {
    try {
      const res = await mark.mutateAsync({
        code: item.code,
        body: { status, reason: status === 'rejected' ? reason : '' },
      });
      toast({ title: res.message ?? 'Saved', variant: 'success' });
      setRejecting(false);
      setError('');
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.reason?.[0] ?? errorMessage(err, 'Not saved')) : errorMessage(err, 'Not saved'));
    }
  };
  const state = item.status === 'verified' ? 'Verified' : item.status === 'rejected' ? `Rejected: ${item.reason ?? ''}` : 'Not checked';
  return (
    <li className="document-row">
      <span>
        <strong>{item.label}</strong>: {state}
      </span>
      <span className="allotment-options__moves">
        {item.status === 'verified' ? null : (
          <button type="button" className="button button--small" disabled={mark.isPending} onClick={() => void send('verified')}>
            Verify<span className="visually-hidden"> {item.label}</span>
          </button>
        )}
        {rejecting ? null : (
          <button type="button" className="button button--small button--secondary" onClick={() => setRejecting(true)}>
            Reject<span className="visually-hidden"> {item.label}</span>
          </button>
        )}
      </span>
      {rejecting ? (
        <span className="document-row__reject">
          <TextField
            id={`document-${item.code}-reason`}
            label={`Why is the ${item.label.toLowerCase()} rejected?`}
            value={reason}
            onChange={setReason}
            error={error}
            maxLength={300}
          />
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={mark.isPending}
            onClick={() => void send('rejected')}
          >
            Reject<span className="visually-hidden"> {item.label} with this reason</span>
          </button>
        </span>
      ) : error ? (
        <span role="alert">{error}</span>
      ) : null}
    </li>
  );
}

/** The documents the applicant's claim needs at admission, marked one by one at the desk. */
export function ApplicationDocuments({ id }: { id: string }) {
  const query = useDocuments(id);
  if (query.isPending) return null;
  const data = query.data;
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">Documents at admission</h2>
      {!data ? (
        <p role="alert">{errorMessage(query.error, 'The documents could not be loaded')}</p>
      ) : (
        <>
          {data.proven !== data.claimed ? (
            <p>
              <strong>
                The {data.claimed} claim is not proven: the applicant counts as {data.proven} in the next round.
              </strong>
            </p>
          ) : null}
          {data.items.some((i) => i.code === 'disability') && !data.disabilityProven ? (
            <p>
              <strong>The disability is not proven: it does not count in the next round.</strong>
            </p>
          ) : null}
          <ul className="readers document-list">
            {data.items.map((item) => (
              <DocumentRow key={item.code} id={id} item={item} />
            ))}
          </ul>
          <p className="hint">
            Rules {data.rules.version}: {data.rules.source}.
          </p>
        </>
      )}
    </section>
  );
}
