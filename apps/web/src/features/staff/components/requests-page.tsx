import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { closeRightsRequestSchema, RIGHTS_REQUEST_LABELS } from '@college/contracts/entities/privacy';
import { RadioGroup, TextAreaField } from '../../../components/form/fields';
import { bind } from '../../../components/form/bind';
import { displayDateTime, displayIstDay } from '@college/contracts/rules/day';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCloseRequest, useRightsRequests } from '../api/requests-api';
import { OfficeTable } from './office-table';

type Row = NonNullable<ReturnType<typeof useRightsRequests>['data']>[number];

/** Days left to the deadline (negative once it has passed), counted in whole days. */
function daysLeft(dueAt: string, now = Date.now()): number {
  return Math.ceil((new Date(dueAt).getTime() - now) / (24 * 3600 * 1000));
}

function CloseForm({ row }: { row: Row }) {
  const close = useCloseRequest(row.id);
  const form = useForm({ resolver: zodResolver(closeRightsRequestSchema), defaultValues: { outcome: undefined as never, note: '' } });
  const outcome = bind(form, 'outcome');
  // Nothing is chosen until the member picks an outcome (the form starts without one).
  const chosen: string | undefined = outcome.value;
  const note = bind(form, 'note');
  const submit = form.handleSubmit(async (body) => {
    try {
      await close.mutateAsync(body);
      toast({ title: 'Request closed', description: `${RIGHTS_REQUEST_LABELS[row.kind]} for ${row.applicationId}` });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'The request could not be closed.'), variant: 'destructive' });
    }
  });
  const erases = row.kind === 'erasure' && chosen === 'done';
  return (
    <form className="request-close" aria-label={`Close request for ${row.applicationId}`} onSubmit={(e) => void submit(e)} noValidate>
      <RadioGroup
        id={`outcome-${row.id}`}
        name={`outcome-${row.id}`}
        label="Outcome"
        value={outcome.value}
        onChange={(v) => outcome.onChange(v as typeof outcome.value)}
        options={[
          { value: 'done', label: row.kind === 'erasure' ? 'Erase the application' : 'Corrected' },
          { value: 'refused', label: 'Refused' },
        ]}
      />
      <TextAreaField
        id={`note-${row.id}`}
        label="Note to the applicant"
        rows={2}
        maxLength={1000}
        hint={erases ? 'The application is erased at once; its payment records are kept.' : undefined}
        {...note}
      />
      <button
        type="submit"
        className={erases ? 'button button--danger' : 'button'}
        disabled={!chosen || note.value.trim() === '' || close.isPending}
      >
        {close.isPending ? 'Saving...' : 'Close request'}
      </button>
    </form>
  );
}

/** The office's list of applicants' requests, each with the deadline the law sets. */
export function RequestsPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const { data, isPending, error } = useRightsRequests(status);
  return (
    <div className="page office-page">
      <h1>Applicants' requests</h1>
      <p>
        Corrections and erasures applicants asked for. Each must be answered within 90 days; the oldest deadline is first. A correction is
        made on the application by those who decide, then closed here.
      </p>
      <nav aria-label="Requests by status" className="stage-counts">
        <button type="button" aria-pressed={status === 'open'} onClick={() => setStatus('open')}>
          <span>Open</span>
        </button>
        <button type="button" aria-pressed={status === 'closed'} onClick={() => setStatus('closed')}>
          <span>Closed</span>
        </button>
      </nav>
      {isPending ? <p role="status">Loading requests...</p> : null}
      {error ? <p role="alert">{errorMessage(error, 'The requests could not be loaded.')}</p> : null}
      {data && data.length === 0 ? <p>No {status} requests.</p> : null}
      {data && data.length > 0 ? (
        <OfficeTable
          label="Requests"
          caption={status === 'open' ? 'Open requests' : 'Closed requests'}
          captionHidden
          columns={[
            'Application',
            'Request',
            'Details',
            'Received',
            status === 'open' ? 'Answer due' : 'Outcome',
            ...(status === 'open' ? ['Close'] : []),
          ]}
        >
          {data.map((r) => {
            const left = daysLeft(r.dueAt);
            return (
              <tr key={r.id}>
                <td>
                  {r.applicantName !== null ? <Link to={paths.staffApplication(r.applicationId)}>{r.applicationId}</Link> : r.applicationId}
                  <br />
                  {r.applicantName ?? '(erased)'}
                </td>
                <td>{RIGHTS_REQUEST_LABELS[r.kind]}</td>
                <td>{r.details || '—'}</td>
                <td>{displayIstDay(r.createdAt)}</td>
                {status === 'open' ? (
                  <td className={left <= 7 ? 'due due--soon' : 'due'}>
                    {displayIstDay(r.dueAt)}
                    <br />
                    {left >= 0 ? `${left} days left` : `${-left} days overdue`}
                  </td>
                ) : (
                  <td>
                    {r.outcome === 'done' ? 'Done' : 'Refused'}: {r.outcomeNote}
                    <br />
                    {r.closedBy ?? 'The applicant'}, {r.closedAt ? displayDateTime(r.closedAt) : ''}
                  </td>
                )}
                {status === 'open' ? (
                  <td>
                    <CloseForm row={r} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </OfficeTable>
      ) : null}
    </div>
  );
}
