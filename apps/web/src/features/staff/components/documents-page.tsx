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
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import { useCollegeDocuments, usePublishDocument, useUploadDocument, useWithdrawDocument } from '../api/documents-api';
import { useReviewPolicy } from '../api/page-reviews-api';
import { useMember } from './office-layout';
import { OfficeTable } from './office-table';

const kindOptions = DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_LABELS[k].en }));

/** The form that uploads a version of a document for a year: a publisher's is published at once, an editor's is sent for publishing. */
function UploadForm({ publishes }: { publishes: boolean }) {
  const publish = useUploadDocument();
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
      toast({
        title: made.publishedAt
          ? `${made.title} published (version ${made.version})`
          : `${made.title} version ${made.version} sent for publishing`,
        variant: 'success',
      });
      form.reset({ ...input, noteEn: '', noteMl: '' });
      setFile(null);
      setFileInput((n) => n + 1);
    } catch (err) {
      if (!showFieldErrors(form, err)) setFileError(errorMessage(err, 'The document was not uploaded'));
    }
  });
  return (
    <form className="card staff-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="document-publish-title">
      <h2 id="document-publish-title">{publishes ? 'Publish a document' : 'Send a document for publishing'}</h2>
      <p className="hint">
        {publishes
          ? 'A document already published for the same year moves to its earlier versions, still readable; nothing is deleted.'
          : 'An administrator publishes it; until then the version on the site stays as it is.'}
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
          <p id="document-file-error" className="error-text" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={publish.isPending}>
          {publish.isPending ? 'Sending...' : publishes ? 'Publish' : 'Send for publishing'}
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

/** A publisher publishes a version an editor sent. */
function PublishButton({ d }: { d: CollegeDocument }) {
  const publish = usePublishDocument();
  return (
    <button
      type="button"
      className="button"
      disabled={publish.isPending}
      onClick={() =>
        void publish.mutateAsync(d.id).then(
          () => toast({ title: `${d.title} version ${d.version} published`, variant: 'success' }),
          (err: unknown) => toast({ title: errorMessage(err, 'The version was not published'), variant: 'destructive' }),
        )
      }
    >
      Publish
      <span className="visually-hidden">
        {' '}
        {d.title} version {d.version}
      </span>
    </button>
  );
}

function DocumentRow({ d, publishes }: { d: CollegeDocument; publishes: boolean }) {
  const status = d.withdrawnAt
    ? `${d.publishedAt ? 'Withdrawn' : 'Not published'} ${displayDateTime(d.withdrawnAt)}: ${d.withdrawnReason ?? ''}`
    : !d.publishedAt
      ? `Waiting to be published (sent ${displayDateTime(d.uploadedAt)})`
      : d.archivedAt
        ? `Archived ${displayDateTime(d.archivedAt)}`
        : 'Current';
  const waiting = !d.publishedAt && !d.withdrawnAt;
  return (
    <tr>
      <td>
        {/* The office reads every version, a withdrawn one too, at the address the list gives. */}
        <a href={d.url}>{d.title}</a>
      </td>
      <td>{d.version}</td>
      <td>{d.publishedAt ? displayDateTime(d.publishedAt) : '—'}</td>
      <td>{status}</td>
      <td>{Math.round(d.sizeBytes / 1024)} KB</td>
      <td>{d.note}</td>
      <td>
        <div className="notice-actions">
          {waiting && publishes ? <PublishButton d={d} /> : null}
          {d.withdrawnAt ? null : <WithdrawButton d={d} />}
        </div>
      </td>
    </tr>
  );
}

/** Each document's last publication, and those the review policy says to look at again. */
function ReviewList({ documents, months }: { documents: CollegeDocument[]; months: number }) {
  const now = new Date();
  return (
    <OfficeTable
      label="Review of each document"
      caption={<>Each document and when it was last published: the review policy asks for a fresh look every {months} months</>}
      columns={['Document', 'Last published', 'Review']}
    >
      {DOCUMENT_KINDS.map((kind) => {
        const last = documents
          .flatMap((d) => (d.publishedAt && !d.withdrawnAt ? [d.publishedAt] : []))
          .reduce<string | null>((at, published) => (at && at > published ? at : published), null);
        const due = reviewDue(last, now, months);
        return (
          <tr key={kind}>
            <th scope="row">{DOCUMENT_LABELS[kind].en}</th>
            <td>{last ? displayDateTime(last) : 'Never'}</td>
            <td className={due ? 'committee-list__attention' : undefined}>{due ? 'Due: publish this year’s version' : 'Up to date'}</td>
          </tr>
        );
      })}
    </OfficeTable>
  );
}

/** /staff/documents: the prospectus, fee structure and the other documents published per academic year. */
export function StaffDocumentsPage() {
  usePageTitle();
  const list = useCollegeDocuments();
  const policy = useReviewPolicy();
  const publishes = holdsAny(useMember().roles, PUBLISH_ROLES);
  return (
    <div className="staff-page">
      <h1>Documents</h1>
      <p className="hint">
        The documents the college publishes for each academic year. A content editor sends a new version; an administrator publishes it, and
        it is on the site at once. Every step is recorded. <a href={paths.documents()}>See them as the public does</a>
      </p>
      <UploadForm publishes={publishes} />
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.error ? <p role="alert">The documents could not be loaded. Reload to try again.</p> : null}
      {list.data && policy.data ? <ReviewList documents={list.data} months={policy.data.current.months} /> : null}
      {list.data && list.data.length > 0 ? (
        <OfficeTable
          label="Documents published"
          caption="Every version uploaded, newest year first; a withdrawn one is kept here but not on the site"
          columns={[
            'Document',
            'Version',
            'Published',
            'Status',
            'Size',
            'What changed',
            <span className="visually-hidden">Publish or withdraw</span>,
          ]}
        >
          {list.data.map((d) => (
            <DocumentRow key={d.id} d={d} publishes={publishes} />
          ))}
        </OfficeTable>
      ) : null}
    </div>
  );
}
