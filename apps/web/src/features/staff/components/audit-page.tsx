import { Link } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@college/contracts/entities/audit-log';
import { displayDateTime } from '@college/contracts/rules/day';
import { ROLE_LABELS } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useUrlParams } from '../../../lib/use-url-params';
import { auditExportUrl, useAudit, type AuditListQuery } from '../api/audit-api';
import { ChoiceFilter, DayFilter, ListFilters, ListTable } from './office-list';

const KEYS = ['staff', 'action', 'record', 'from', 'to', 'page', 'q'] as const;

/** An application's number links to it; other records show as they are. */
function RecordCell({ entity, id }: { entity: string; id: string }) {
  const application = /^APP\d+$/.test(id);
  return (
    <>
      {entity}
      <br />
      {application ? <Link to={paths.staffApplication(id)}>{id}</Link> : id}
    </>
  );
}

/** /staff/audit: who read, exported, decided, unlocked or corrected what, and when; for administrators. */
export function AuditPage() {
  usePageTitle();
  const { params, query, update } = useUrlParams(KEYS);
  // The search box finds a record (an application number, any id); the other filters are their own.
  const { q, ...rest } = query;
  const listQuery = { ...rest, ...(q ? { record: q } : {}) } as AuditListQuery;
  const audit = useAudit(listQuery);
  const rows = audit.data?.data ?? [];
  return (
    <div className="page office-page">
      <h1>Audit</h1>
      <p className="hint">
        Every read, list, export, decision, correction, unlock and change made by staff. Reading this page is recorded too.
      </p>
      <ListFilters
        label="Find in the audit"
        searchId="audit-q"
        searchHint="By application number or record id"
        q={params.q || params.record}
        update={update}
        submitLabel="Search"
        clearTo={paths.staffAudit()}
      >
        <ChoiceFilter
          id="audit-action"
          label="Action"
          value={params.action}
          onChange={(v) => update({ action: v })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
        />
        <DayFilter id="audit-from" label="From" value={params.from} onChange={(v) => update({ from: v })} />
        <DayFilter id="audit-to" label="To" value={params.to} onChange={(v) => update({ to: v })} />
      </ListFilters>
      <form
        className="card queue-filters"
        aria-label="Member"
        onSubmit={(e) => {
          e.preventDefault();
          const email = new FormData(e.currentTarget).get('staff');
          update({ staff: typeof email === 'string' ? email.trim() : '' });
        }}
      >
        <label htmlFor="audit-staff">Member's email</label>
        <input id="audit-staff" name="staff" type="email" defaultValue={params.staff} key={params.staff} />
        <button type="submit" className="button button--small">
          Show this member's entries
        </button>
      </form>
      {audit.error ? (
        <p role="alert" className="error-text">
          {errorMessage(audit.error, 'The audit could not be loaded')}
        </p>
      ) : null}
      <div className="queue-summary">
        <p role="status" className="queue-total">
          {audit.isPending ? 'Loading...' : `${audit.data?.total ?? 0} entries`}
        </p>
        <p className="queue-export">
          Download these entries: <a href={auditExportUrl(listQuery)}>CSV</a>
        </p>
      </div>
      <ListTable
        label="Audit entries"
        caption={`Audit entries, page ${audit.data?.page ?? 1} of ${audit.data?.totalPages ?? 1}`}
        head={
          <tr>
            <th scope="col">When</th>
            <th scope="col">Member</th>
            <th scope="col">Action</th>
            <th scope="col">Record</th>
            <th scope="col">Details</th>
          </tr>
        }
        rows={rows.map((r) => (
          <tr key={r.id}>
            <td>{displayDateTime(r.at)}</td>
            <td>
              {r.staff ? r.staff.name || r.staff.email : 'The system'}
              {r.roles.length > 0 ? <span className="hint"> ({r.roles.map((x) => ROLE_LABELS[x]).join(', ')})</span> : null}
            </td>
            <td>{AUDIT_ACTION_LABELS[r.action]}</td>
            <td>
              <RecordCell entity={r.entity} id={r.entityId} />
            </td>
            <td className="audit-details">{r.details}</td>
          </tr>
        ))}
        empty={audit.isPending ? null : 'No entries match these filters.'}
        page={audit.data?.page ?? 1}
        totalPages={audit.data?.totalPages ?? 1}
        onPage={(page) => update({ page: String(page) })}
      />
    </div>
  );
}
