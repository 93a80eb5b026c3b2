import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { questionPaperMetaSchema, type QuestionPaperMeta, type StaffQuestionPaper } from '@college/contracts/entities/question-paper';
import { toast } from '../../../components/ui/toast';
import { TextField } from '../../../components/form/fields';
import { errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { useRemovePaper, useSavePaperMeta, useStaffPapers, useUploadPaper } from '../api/staff-api';
import { metaDraftOf, PaperMetaFields, type MetaDraft } from './paper-meta-fields';
import { UploadPanel } from './upload-panel';
import '../staff.css';
import { usePageTitle } from '../../../components/layout/page-title';
import { Pager } from '../../../components/ui/pager';

/** The paper's details, checked by the contract's schema before they are sent. */
function EditPaper({ paper, onDone }: { paper: StaffQuestionPaper; onDone: () => void }) {
  const saveMeta = useSavePaperMeta();
  const form = useForm<MetaDraft, unknown, QuestionPaperMeta>({
    resolver: zodResolver(questionPaperMetaSchema) as never,
    defaultValues: metaDraftOf(paper),
  });
  const values = useWatch({ control: form.control }) as MetaDraft;
  const save = form.handleSubmit(
    async (meta) => {
      try {
        await saveMeta.mutateAsync({ id: paper.id, meta });
        toast({ title: 'Question paper updated', variant: 'success' });
        onDone();
      } catch (err) {
        toast({ title: 'Error', description: errorMessage(err, 'Could not save the changes'), variant: 'destructive' });
      }
    },
    (errors) => {
      const first = Object.values(errors)[0] as { message?: string } | undefined;
      toast({ title: 'Error', description: first?.message ?? 'Check the details', variant: 'destructive' });
    },
  );
  return (
    <div className="staff-paper__edit">
      <PaperMetaFields prefix={`edit-${paper.id}`} value={values} onChange={(key, v) => form.setValue(key, v, { shouldDirty: true })} />
      <button type="button" className="button button--small" disabled={saveMeta.isPending} onClick={() => void save()}>
        Save changes
      </button>
    </div>
  );
}

function PaperRow({ paper }: { paper: StaffQuestionPaper }) {
  const [editing, setEditing] = useState(false);
  const upload = useUploadPaper();
  const removePaper = useRemovePaper();
  const busy = upload.isPending || removePaper.isPending;
  const replace = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ file, target: { kind: 'replace', id: paper.id } });
      toast({ title: 'File replaced', variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not replace the file'), variant: 'destructive' });
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${paper.subjectCode} ${paper.subject} (${paper.month} ${paper.year})? This cannot be undone.`)) return;
    try {
      await removePaper.mutateAsync(paper.id);
      toast({ title: 'Question paper deleted', variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not delete'), variant: 'destructive' });
    }
  };
  return (
    <li className="staff-paper">
      <div className="staff-paper__head">
        <p>
          <strong>{paper.subjectCode}</strong> {paper.subject}
          <br />
          <span className="hint">
            {paper.department} · {paper.type === 'answer-key' ? 'Answer key' : 'Question paper'} · {paper.month} {paper.year} · Semester{' '}
            {paper.semester} · Rev. {paper.revisionYear} · {paper.size} · {paper.downloads} downloads · updated{' '}
            {displayDateTime(paper.updatedAt)}
          </span>
        </p>
        <div className="staff-paper__actions">
          <a className="link-button" href={paper.questionPaper} target="_blank" rel="noopener noreferrer">
            View
          </a>
          <button type="button" className="link-button" disabled={busy} onClick={() => setEditing(!editing)}>
            {editing ? 'Cancel' : 'Edit'}
          </button>
          <label className="link-button">
            Replace file
            <input
              className="visually-hidden"
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              onChange={(e) => void replace(e.target.files?.[0])}
            />
          </label>
          <button type="button" className="link-button link-button--danger" disabled={busy} onClick={() => void remove()}>
            Delete
          </button>
        </div>
      </div>
      {editing ? <EditPaper paper={paper} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/** /staff/question-papers: signed-in staff manage the archive. */
export function StaffPapersPage() {
  usePageTitle();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useStaffPapers({ page, limit: 20, ...(search ? { q: search } : {}) });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(q.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [q]);

  const totalPages = Math.max(1, list.data?.totalPages ?? 1);

  return (
    <div className="page staff-page">
      <h1>Question Papers</h1>
      <UploadPanel />
      <section className="card" aria-labelledby="papers-title">
        <h2 id="papers-title">Archive ({list.data?.total ?? 0})</h2>
        <TextField id="staff-search" label="Search subject code or name" type="search" value={q} onChange={setQ} />
        <ul className="staff-list">
          {(list.data?.data ?? []).map((p) => (
            <PaperRow key={p.id} paper={p} />
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </section>
    </div>
  );
}
