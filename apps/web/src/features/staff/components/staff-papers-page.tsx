import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { questionPaperMetaSchema, type StaffQuestionPaper } from '@college/contracts/entities/question-paper';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { removePaper, savePaperMeta, sendPaperFile, staffListKey, useStaffPapers } from '../api/staff-api';
import { metaDraftOf, PaperMetaFields, type MetaDraft } from './paper-meta-fields';
import { UploadPanel } from './upload-panel';
import '../staff.css';
import { usePageTitle } from '../../../components/layout/page-title';
import { Pager } from '../../../components/ui/pager';

function PaperRow({ paper, onChanged }: { paper: StaffQuestionPaper; onChanged: () => void }) {
  const [editing, setEditing] = useState<MetaDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = questionPaperMetaSchema.safeParse(editing);
    if (!parsed.success) {
      toast({ title: 'Error', description: parsed.error.issues[0]?.message ?? 'Check the details', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await savePaperMeta(paper.id, parsed.data);
      toast({ title: 'Question paper updated', variant: 'success' });
      setEditing(null);
      onChanged();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not save the changes'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const replace = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await sendPaperFile(file, { kind: 'replace', id: paper.id }, () => {});
      toast({ title: 'File replaced', variant: 'success' });
      onChanged();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not replace the file'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${paper.subjectCode} ${paper.subject} (${paper.month} ${paper.year})? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await removePaper(paper.id);
      toast({ title: 'Question paper deleted', variant: 'success' });
      onChanged();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Could not delete'), variant: 'destructive' });
      setBusy(false);
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
          <button type="button" className="link-button" disabled={busy} onClick={() => setEditing(editing ? null : metaDraftOf(paper))}>
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
      {editing ? (
        <div className="staff-paper__edit">
          <PaperMetaFields prefix={`edit-${paper.id}`} value={editing} onChange={setEditing} />
          <button type="button" className="button button--small" disabled={busy} onClick={() => void save()}>
            Save changes
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** /staff/question-papers: signed-in staff manage the archive. */
export function StaffPapersPage() {
  usePageTitle();
  const client = useQueryClient();
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

  const refresh = () => void client.invalidateQueries({ queryKey: staffListKey() });
  const totalPages = Math.max(1, list.data?.totalPages ?? 1);

  return (
    <div className="page staff-page">
      <h1>Question Papers</h1>
      <UploadPanel onUploaded={refresh} />
      <section className="card" aria-labelledby="papers-title">
        <h2 id="papers-title">Archive ({list.data?.total ?? 0})</h2>
        <div className="field">
          <label htmlFor="staff-search">Search subject code or name</label>
          <input id="staff-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <ul className="staff-list">
          {(list.data?.data ?? []).map((p) => (
            <PaperRow key={p.id} paper={p} onChanged={refresh} />
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </section>
    </div>
  );
}
