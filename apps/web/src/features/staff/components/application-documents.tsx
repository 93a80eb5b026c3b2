import { displayDateTime } from '@college/contracts/rules/day';
import { useState } from 'react';
import type { DocumentsView } from '@college/contracts/entities/admission-documents';
import { TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocuments, useMarkDocument } from '../api/joining-api';
import { buildPath } from '@college/contracts/endpoint';
import { getOfficeDocumentFile } from '@college/contracts/endpoints/joining';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useBlobUrl } from '../../../lib/use-blob-url';

type Item = DocumentsView['items'][number];

async function fetchSent(id: string, code: Item['code']): Promise<Blob> {
  const res = await api.fetchWithSession(buildPath(getOfficeDocumentFile.path, { id, code }));
  if (!res.ok) throw new Error(`the file answered ${res.status}`);
  return res.blob();
}

/** The file the applicant sent from the phone: a photo shown here, a PDF saved to open beside. */
function SentFile({ id, item }: { id: string; item: Item & { upload: NonNullable<Item['upload']> } }) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const { url } = useBlobUrl(shown ? () => fetchSent(id, item.code) : null, `${id}/${item.code}/${item.upload.uploadedAt}`);
  const size = `${Math.max(1, Math.round(item.upload.bytes / 1024))} KB`;
  const when = displayDateTime(item.upload.uploadedAt);
  if (item.upload.format === 'pdf') {
    const save = () =>
      fetchSent(id, item.code)
        .then((blob) => saveFile(`${id}-${item.code}.pdf`, blob))
        .catch(() => setFailed(true));
    return (
      <span className="document-row__sent">
        Sent from the phone {when}:{' '}
        <button type="button" className="link-button" onClick={() => void save()}>
          Save the PDF ({size})<span className="visually-hidden"> of the {item.label}</span>
        </button>
        {failed ? <span role="alert"> The file could not be loaded.</span> : null}
      </span>
    );
  }
  return (
    <span className="document-row__sent">
      Sent from the phone {when}:{' '}
      <button type="button" className="link-button" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide the photo' : `Show the photo (${size})`}
        <span className="visually-hidden"> of the {item.label}</span>
      </button>
      {shown && url ? <img className="document-row__photo" src={url} alt={`The ${item.label} as the applicant photographed it`} /> : null}
    </span>
  );
}

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
      {item.upload ? <SentFile id={id} item={{ ...item, upload: item.upload }} /> : null}
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
