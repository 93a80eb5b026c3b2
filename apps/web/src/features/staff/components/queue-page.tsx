import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { BRANCHES_BY_MODE, DIPLOMA_MODES } from '@college/contracts/programmes';
import { DECISION_ROLES, holdsAny, seesContactDetails } from '@college/contracts/roles';
import { APPLICATION_STATUSES, STAGE_LABELS, STAGES, STATUS_LABELS } from '@college/contracts/stages';
import { StatusBadge } from '../../../components/application/status-notice';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { displayIstDay, displayDateTime } from '@college/contracts/rules/day';
import { useLatest } from '../../../lib/use-latest';
import { exportUrl, queueKey, useQueue } from '../api/office-api';
import { BulkDecision, BulkResults, type BulkResult } from './bulk-decision';
import { useMember } from './office-layout';
import { useQueueParams, type QueueParams } from './use-queue-params';
import { Pager } from '../../../components/ui/pager';

const BRANCHES = BRANCHES_BY_MODE.Regular;

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({
  params,
  update,
  byMobile,
}: {
  params: QueueParams;
  update: (patch: Partial<QueueParams>, o?: { replace?: boolean }) => void;
  /** Whether the member may search by mobile: not a role that sees mobiles masked. */
  byMobile: boolean;
}) {
  const [q, setQ] = useState(params.q);
  // Back or a cleared filter changes the URL's search: the box follows it.
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    setQ(params.q);
  }
  const latestUpdate = useLatest(update);
  // Typing updates the URL after a pause, replacing the entry, so Back is not a key-by-key undo.
  useEffect(() => {
    if (q.trim() === params.q) return;
    const timer = window.setTimeout(() => latestUpdate.current({ q: q.trim() }, { replace: true }), 350);
    return () => window.clearTimeout(timer);
  }, [q, params.q, latestUpdate]);
  return (
    <form
      className="card queue-filters"
      role="search"
      aria-label="Find applications"
      onSubmit={(e) => {
        e.preventDefault();
        update({ q: q.trim() });
      }}
    >
      <div className="field queue-filters__search">
        <label htmlFor="queue-q">Search</label>
        <input
          id="queue-q"
          type="search"
          value={q}
          placeholder={byMobile ? 'Application number, name, mobile or payment id' : 'Application number, name or payment id'}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <Select
        id="queue-status"
        label="Status"
        value={params.status}
        onChange={(v) => update({ status: v })}
        options={APPLICATION_STATUSES.map((s) => [s, STATUS_LABELS[s]])}
      />
      <Select
        id="queue-level"
        label="Programme"
        value={params.level}
        onChange={(v) => update({ level: v })}
        options={[
          ['diploma', 'Diploma'],
          ['mba', 'MBA'],
        ]}
      />
      <Select
        id="queue-mode"
        label="Diploma mode"
        value={params.mode}
        onChange={(v) => update({ mode: v })}
        options={DIPLOMA_MODES.map((m) => [m, m])}
      />
      <Select
        id="queue-branch"
        label="Branch"
        value={params.branch}
        onChange={(v) => update({ branch: v })}
        options={BRANCHES.map((b) => [b, b])}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={params.firstChoice === 'true'}
          disabled={!params.branch}
          onChange={(e) => update({ firstChoice: e.target.checked ? 'true' : '' })}
        />
        As first preference
      </label>
      <Select
        id="queue-paid"
        label="Fee"
        value={params.paid}
        onChange={(v) => update({ paid: v })}
        options={[
          ['true', 'Paid'],
          ['false', 'Not paid'],
        ]}
      />
      <div className="field">
        <label htmlFor="queue-from">Submitted from</label>
        <input id="queue-from" type="date" value={params.from} onChange={(e) => update({ from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="queue-to">Submitted to</label>
        <input id="queue-to" type="date" value={params.to} onChange={(e) => update({ to: e.target.value })} />
      </div>
      <label className="choice">
        <input type="checkbox" checked={params.minor === 'true'} onChange={(e) => update({ minor: e.target.checked ? 'true' : '' })} />
        Under 18 only
      </label>
      <div className="field">
        <label htmlFor="queue-sort">Sort by</label>
        <select
          id="queue-sort"
          value={`${params.sort || 'submitted'}:${params.order || 'desc'}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':');
            update({ sort: sort === 'submitted' ? '' : sort, order: order === 'desc' ? '' : order });
          }}
        >
          <option value="submitted:desc">Submitted, newest first</option>
          <option value="submitted:asc">Submitted, oldest first</option>
          <option value="name:asc">Name, A to Z</option>
          <option value="name:desc">Name, Z to A</option>
          <option value="number:asc">Number, lowest first</option>
          <option value="number:desc">Number, highest first</option>
        </select>
      </div>
      <Link className="link-button" to={paths.staffApplications()}>
        Clear filters
      </Link>
    </form>
  );
}

/** /staff/applications: the admissions queue, 50 a page, everything in the URL. */
const countOf = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

export function QueuePage() {
  usePageTitle();
  const member = useMember();
  const client = useQueryClient();
  const { params, query, search, update } = useQueueParams();
  const list = useQueue(query);
  // A selection belongs to the view it was made in: a new page or filter starts with none.
  const [selection, setSelection] = useState<{ view: string; ids: Set<string> }>({ view: search, ids: new Set() });
  const selected = selection.view === search ? selection.ids : new Set<string>();
  const setSelected = (update: Set<string> | ((ids: Set<string>) => Set<string>)) =>
    setSelection((s) => ({ view: search, ids: typeof update === 'function' ? update(s.view === search ? s.ids : new Set()) : update }));
  const [bulkResults, setBulkResults] = useState<BulkResult[] | null>(null);
  const decides = holdsAny(member.roles, DECISION_ROLES);
  const rows = list.data?.data ?? [];
  const page = list.data?.page ?? 1;
  const totalPages = list.data?.totalPages ?? 1;
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.applicationId));

  return (
    <div className="page office-page">
      <h1>Applications</h1>
      <nav aria-label="Applications by stage" className="stage-counts">
        <button type="button" aria-pressed={params.stage === ''} onClick={() => update({ stage: '' })}>
          <span>All stages</span>
          <strong>{list.data ? Object.values(list.data.stageCounts).reduce((a, b) => a + b, 0) : '…'}</strong>
        </button>
        {STAGES.map((s) => (
          <button key={s} type="button" aria-pressed={params.stage === s} onClick={() => update({ stage: params.stage === s ? '' : s })}>
            <span>{STAGE_LABELS[s]}</span>
            <strong>{list.data?.stageCounts[s] ?? '…'}</strong>
          </button>
        ))}
      </nav>
      <Filters params={params} update={update} byMobile={seesContactDetails(member.roles)} />
      {list.error ? (
        <p role="alert" className="error-text">
          {errorMessage(list.error, 'The applications could not be loaded')}
        </p>
      ) : null}
      <div className="queue-summary">
        <p role="status" className="queue-total">
          {list.isPending ? 'Loading...' : countOf(list.data?.total ?? 0)}
        </p>
        <p className="queue-export">
          Download these applications:{' '}
          <a href={exportUrl(query, 'csv')} download>
            CSV
          </a>{' '}
          ·{' '}
          <a href={exportUrl(query, 'xlsx')} download>
            Excel (XLSX)
          </a>
        </p>
      </div>
      {bulkResults ? <BulkResults results={bulkResults} onClose={() => setBulkResults(null)} /> : null}
      {decides && selected.size > 0 ? (
        <BulkDecision
          ids={[...selected]}
          onDone={(results) => {
            setBulkResults(results);
            setSelected(new Set());
            void client.invalidateQueries({ queryKey: queueKey() });
          }}
        />
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Applications list">
        <table className="queue-table">
          <caption className="visually-hidden">
            Applications, page {page} of {totalPages}
          </caption>
          <thead>
            <tr>
              {decides ? (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every application on this page"
                    checked={allOnPage}
                    onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.applicationId)))}
                  />
                </th>
              ) : null}
              <th scope="col">Number</th>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Stage</th>
              <th scope="col">Status</th>
              <th scope="col">Programme</th>
              <th scope="col">Fee</th>
              <th scope="col">Submitted</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.applicationId}>
                {decides ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${r.applicationId}`}
                      checked={selected.has(r.applicationId)}
                      onChange={() => toggle(r.applicationId)}
                    />
                  </td>
                ) : null}
                <td>
                  <Link to={paths.staffApplication(r.applicationId)} state={{ queue: search, ids: rows.map((x) => x.applicationId) }}>
                    {r.applicationId}
                  </Link>
                </td>
                <td>{r.fullName ?? '—'}</td>
                <td>{r.mobile}</td>
                <td>{STAGE_LABELS[r.stage]}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td>
                  {[r.programLevel === 'mba' ? 'MBA' : r.programLevel ? 'Diploma' : null, r.diplomaMode, r.firstBranch]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
                <td>{r.feePaid ? 'Paid' : 'Not paid'}</td>
                <td>{r.submittedAt ? displayDateTime(r.submittedAt) : `Started ${displayIstDay(r.createdAt)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && !list.isPending ? <p>No applications match these filters.</p> : null}
      <Pager page={page} totalPages={totalPages} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
