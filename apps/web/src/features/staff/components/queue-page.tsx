import { useState } from 'react';
import { Link } from 'react-router';

import { BRANCHES_BY_MODE, DIPLOMA_MODES } from '@college/contracts/programmes';
import { CATEGORIES } from '@college/contracts/entities/reservation';
import { DECISION_ROLES, holdsAny, seesContactDetails } from '@college/contracts/roles';
import { APPLICATION_STATUSES, STAGE_LABELS, STAGES, STATUS_LABELS } from '@college/contracts/stages';
import { StatusBadge } from '../../../components/application/status-notice';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { displayIstDay, displayDateTime } from '@college/contracts/rules/day';
import { exportUrl, useQueue } from '../api/office-api';
import { BulkDecision, BulkResults, type BulkResult } from './bulk-decision';
import { ClaimControls } from './claim-controls';
import { SavedViews } from './saved-views';
import { useMember } from './office-layout';
import { useQueueParams, type QueueParams } from './use-queue-params';
import { CheckboxField, SelectField, type Option } from '../../../components/form/fields';
import { ChoiceFilter, DayFilter, ListFilters, ListTable } from './office-list';
import { SPECIAL_QUOTA_RULES } from '@college/contracts/rules/special-quotas';

const BRANCHES = BRANCHES_BY_MODE.Regular;
const SORTS: Option[] = [
  { value: 'submitted:desc', label: 'Submitted, newest first' },
  { value: 'submitted:asc', label: 'Submitted, oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'number:asc', label: 'Number, lowest first' },
  { value: 'number:desc', label: 'Number, highest first' },
];

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
  const choice = (id: string, label: string, key: keyof QueueParams, options: readonly Option[]) => (
    <ChoiceFilter id={id} label={label} value={params[key]} onChange={(v) => update({ [key]: v })} options={options} />
  );
  return (
    <ListFilters
      label="Find applications"
      searchId="queue-q"
      searchHint={
        byMobile
          ? 'By application number, name, mobile (a parent’s too), register number or payment id'
          : 'By application number, name, register number or payment id'
      }
      q={params.q}
      update={update}
      live
      clearTo={paths.staffApplications()}
    >
      {choice(
        'queue-status',
        'Status',
        'status',
        APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
      )}
      {choice('queue-level', 'Programme', 'level', [
        { value: 'diploma', label: 'Diploma' },
        { value: 'mba', label: 'MBA' },
      ])}
      {choice(
        'queue-mode',
        'Diploma mode',
        'mode',
        DIPLOMA_MODES.map((m) => ({ value: m, label: m })),
      )}
      {choice(
        'queue-branch',
        'Branch',
        'branch',
        BRANCHES.map((b) => ({ value: b, label: b })),
      )}
      <CheckboxField
        bare
        id="queue-first-choice"
        label="As first preference"
        checked={params.firstChoice === 'true'}
        disabled={!params.branch}
        onChange={(on) => update({ firstChoice: on ? 'true' : '' })}
      />
      {choice('queue-paid', 'Fee', 'paid', [
        { value: 'true', label: 'Paid' },
        { value: 'false', label: 'Not paid' },
      ])}
      <DayFilter id="queue-from" label="Submitted from" value={params.from} onChange={(v) => update({ from: v })} />
      <DayFilter id="queue-to" label="Submitted to" value={params.to} onChange={(v) => update({ to: v })} />
      {choice(
        'queue-category',
        'Category',
        'category',
        CATEGORIES.map((c) => ({ value: c.code, label: c.label })),
      )}
      {choice(
        'queue-quota',
        'Special quota',
        'quota',
        SPECIAL_QUOTA_RULES.quotas.map((q) => ({ value: q.code, label: q.label })),
      )}
      <CheckboxField
        bare
        id="queue-pwd"
        label="Persons with disabilities"
        checked={params.pwd === 'true'}
        onChange={(on) => update({ pwd: on ? 'true' : '' })}
      />
      <CheckboxField
        bare
        id="queue-minor"
        label="Under 18 only"
        checked={params.minor === 'true'}
        onChange={(on) => update({ minor: on ? 'true' : '' })}
      />
      <SelectField
        id="queue-sort"
        label="Sort by"
        value={`${params.sort || 'submitted'}:${params.order || 'desc'}`}
        onChange={(v) => {
          const [sort, order] = v.split(':');
          update({ sort: sort === 'submitted' ? '' : (sort ?? ''), order: order === 'desc' ? '' : (order ?? '') });
        }}
        options={SORTS}
      />
    </ListFilters>
  );
}

/** /staff/applications: the admissions queue, 50 a page, everything in the URL. */
// No name held the words as typed: say how the names shown match, so nobody takes a close one for the one meant.
const NAME_MATCH_HINTS = {
  words: 'No name is written exactly so: these names have the same words in another order.',
  close: 'No name is spelt exactly so: these are the closest spellings, closest first. Check each one.',
} as const;

const countOf = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

export function QueuePage() {
  usePageTitle();
  const member = useMember();
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
      <SavedViews search={search} />
      <Filters params={params} update={update} byMobile={seesContactDetails(member.roles)} />
      {decides ? <ClaimControls query={query} showingMine={params.claimed === 'mine'} update={update} /> : null}
      {list.error ? (
        <p role="alert" className="error-text">
          {errorMessage(list.error, 'The applications could not be loaded')}
        </p>
      ) : null}
      <div className="queue-summary">
        <p role="status" className="queue-total">
          {list.isPending ? 'Loading...' : countOf(list.data?.total ?? 0)}
          {list.data?.nameMatch && list.data.nameMatch !== 'part' && list.data.total > 0 ? (
            <span className="hint"> {NAME_MATCH_HINTS[list.data.nameMatch]}</span>
          ) : null}
        </p>
        <p className="queue-export">
          <button type="button" className="link-button" onClick={() => window.print()}>
            Print this page
          </button>{' '}
          · Download these applications:{' '}
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
          }}
        />
      ) : null}
      <ListTable
        label="Applications list"
        caption={`Applications, page ${page} of ${totalPages}`}
        head={
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
            <th scope="col">Claimed</th>
          </tr>
        }
        rows={rows.map((r) => (
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
            <td>{r.claim ? (r.claim.mine ? 'You' : r.claim.by) : '—'}</td>
          </tr>
        ))}
        empty={list.isPending ? null : 'No applications match these filters.'}
        page={page}
        totalPages={totalPages}
        onPage={(p) => update({ page: String(p) })}
      />
    </div>
  );
}
