import { reviewDue } from '@college/contracts/rules/review';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  collegeDocumentInputSchema,
  type CollegeDocument,
} from '@college/contracts/entities/college-document';
import { displayDateTime } from '@college/contracts/rules/day';
import { SelectField, TextField } from '../../../components/form/fields';
import { bind, errorOf, bindText } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCollegeDocuments, usePublishDocument, useWithdrawDocument } from '../api/documents-api';

const kindOptions = DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_LABELS[k].en }));

/** The form that publishes a version of a document for a year. */
function PublishForm() {
  const publish = usePublishDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  // A new input after each upload: the same file chosen again must count as a choice.
  const [fileInput, setFileInput] = useState(0);
  const form = useForm({
    resolver: zodResolver(collegeDocumentInputSchema),
    defaultValues: { kind: 'prospectus' as const, academicYear: '', noteEn: '', noteMl: '' },
  });
  const kind = bind(form, 'kind');
  const text = (field: 'noteEn' | 'noteMl') => bindText(form, field);
  const submit = form.handleSubmit(async (input) => {
    if (!file) {
      setFileError('Choose a PDF file to upload');
      return;
    }
    try {
      const made = await publish.mutateAsync({ input, file });
      toast({ title: `${made.title} published (version ${made.version})`, variant: 'success' });
      form.reset({ ...input, noteEn: '', noteMl: '' });
      setFile(null);
      setFileInput((n) => n + 1);
    } catch (err) {
      if (!showFieldErrors(form, err)) setFileError(errorMessage(err, 'The document was not published'));
    }
  });
  return (
    <form className="card staff-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="document-publish-title">
      <h2 id="document-publish-title">Publish a document</h2>
      <p className="hint">
        A document already published for the same year moves to its earlier versions, still readable; nothing is deleted.
      </p>
      <SelectField
        id="document-kind"
        label="Document"
        required
        options={kindOptions}
        value={kind.value}
        onChange={(v) => kind.onChange(v as typeof kind.value)}
        error={errorOf(form, 'kind')}
      />
      <TextField
        id="document-year"
        label="Academic year"
        hint="Like 2026-27."
        required
        inputMode="numeric"
        maxLength={7}
        {...bind(form, 'academicYear')}
        error={errorOf(form, 'academicYear')}
      />
      <TextField id="document-note" label="What changed (optional)" maxLength={200} {...text('noteEn')} />
      <TextField id="document-note-ml" label="What changed, in Malayalam (optional)" lang="ml" maxLength={200} {...text('noteMl')} />
      <div className="field">
        <label htmlFor="document-file">PDF file (up to 20 MB)</label>
        <input
          key={fileInput}
          id="document-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'document-file-error' : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError('');
          }}
        />
        {fileError ? (
          <p id="document-file-error" className="field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing...' : 'Publish'}
        </button>
      </p>
    </form>
  );
}

/** Takes a version back: asks why first, since the reason goes to the record. */
function WithdrawButton({ d }: { d: CollegeDocument }) {
  const withdraw = useWithdrawDocument();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (!asking) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Withdraw
        <span className="visually-hidden">
          {' '}
          {d.title} version {d.version}
        </span>
      </button>
    );
  }
  const id = `withdraw-${d.id}`;
  return (
    <form
      className="documents-withdraw"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError('');
        withdraw.mutateAsync({ id: d.id, reason }).then(
          () => toast({ title: `${d.title} version ${d.version} withdrawn`, variant: 'success' }),
          (err: unknown) => setError(errorMessage(err, 'The version was not withdrawn')),
        );
      }}
    >
      <TextField
        id={id}
        label={`Why is version ${d.version} withdrawn?`}
        required
        maxLength={200}
        value={reason}
        onChange={setReason}
        error={error || undefined}
      />
      <button type="submit" className="button" disabled={withdraw.isPending}>
        {withdraw.isPending ? 'Withdrawing...' : 'Withdraw this version'}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </form>
  );
}

function DocumentRow({ d }: { d: CollegeDocument }) {
  const status = d.withdrawnAt
    ? `Withdrawn ${displayDateTime(d.withdrawnAt)}: ${d.withdrawnReason ?? ''}`
    : d.archivedAt
      ? `Archived ${displayDateTime(d.archivedAt)}`
      : 'Current';
  return (
    <tr>
      <td>{d.withdrawnAt ? d.title : <a href={d.url}>{d.title}</a>}</td>
      <td>{d.version}</td>
      <td>{displayDateTime(d.publishedAt)}</td>
      <td>{status}</td>
      <td>{Math.round(d.sizeBytes / 1024)} KB</td>
      <td>{d.note}</td>
      <td>{d.withdrawnAt ? null : <WithdrawButton d={d} />}</td>
    </tr>
  );
}

/** Each document's last publication, and those the review policy says to look at again. */
function ReviewList({ documents }: { documents: CollegeDocument[] }) {
  const now = new Date();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Review of each document">
      <table className="queue-table">
        <caption>Each document and when it was last published</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Last published</th>
            <th scope="col">Review</th>
          </tr>
        </thead>
        <tbody>
          {DOCUMENT_KINDS.map((kind) => {
            const last = documents
              .filter((d) => d.kind === kind && !d.withdrawnAt)
              .reduce<string | null>((at, d) => (at && at > d.publishedAt ? at : d.publishedAt), null);
            const due = reviewDue(last, now);
            return (
              <tr key={kind}>
                <th scope="row">{DOCUMENT_LABELS[kind].en}</th>
                <td>{last ? displayDateTime(last) : 'Never'}</td>
                <td className={due ? 'committee-list__attention' : undefined}>{due ? 'Due: publish this year’s version' : 'Up to date'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /staff/documents: the prospectus, fee structure and the other documents published per academic year. */
export function StaffDocumentsPage() {
  usePageTitle();
  const list = useCollegeDocuments();
  return (
    <div className="staff-page">
      <h1>Documents</h1>
      <p className="hint">
        The documents the college publishes for each academic year. A new version is on the site at once and is recorded.{' '}
        <a href={paths.documents()}>See them as the public does</a>
      </p>
      <PublishForm />
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.error ? <p role="alert">The documents could not be loaded. Reload to try again.</p> : null}
      {list.data ? <ReviewList documents={list.data} /> : null}
      {list.data && list.data.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Documents published">
          <table className="queue-table">
            <caption>Every version uploaded, newest year first; a withdrawn one is kept here but not on the site</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">Status</th>
                <th scope="col">Size</th>
                <th scope="col">What changed</th>
                <th scope="col">
                  <span className="visually-hidden">Withdraw</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((d) => (
                <DocumentRow key={d.id} d={d} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
