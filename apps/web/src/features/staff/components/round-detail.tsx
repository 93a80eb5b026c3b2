import { useState } from 'react';
import { Link } from 'react-router';
import { blockLabel, seatLabel, type AllotmentIntake, type AllotmentRow, type RoundView } from '@college/contracts/entities/allotment';
import { displayDateTime, displayDay, windowOpen } from '@college/contracts/rules/day';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { roundFileUrl, usePublishRound, useRound } from '../api/allotment-api';
import { RoundOverride } from './round-override';
import { OfficeTable } from './office-table';

/** Rows shown at once: a season's 3,000 applicants are found by number or by "changed only". */
const SHOWN = 200;

const sameSeat = (a: AllotmentRow['seat'], b: AllotmentRow['seat']) =>
  a !== null && b !== null && a.block === b.block && a.branch === b.branch && a.category === b.category;

/** What changed for the applicant since the round before. */
function change(row: AllotmentRow): { text: string; tone?: 'up' | 'lost' } {
  if (sameSeat(row.seat, row.before)) return { text: 'Same seat' };
  if (row.seat && !row.before) return { text: 'New seat', tone: 'up' };
  if (row.seat && row.before) return { text: 'Moved', tone: 'up' };
  if (!row.seat && row.before) return { text: 'Seat lost', tone: 'lost' };
  return { text: '' };
}

function Closings({ view }: { view: RoundView }) {
  const rows = view.closings.filter((c) => c.seats > 0 || c.filled > 0);
  return (
    <section aria-labelledby="closings-title">
      <h3 id="closings-title">Seats, opening and closing ranks</h3>
      <OfficeTable
        labelledBy="closings-title"
        columns={['Branch', 'Block', 'Category', 'Seats', 'Filled', 'Supernumerary', 'Vacant', 'Opening rank', 'Closing rank']}
      >
        {rows.map((c) => (
          <tr key={`${c.block}-${c.branch}-${c.category}`}>
            <td>{c.branch}</td>
            <td>{blockLabel(c.block)}</td>
            <td>{c.category}</td>
            <td>{c.seats}</td>
            <td>{c.filled}</td>
            <td>{c.supernumerary}</td>
            <td>{c.vacant}</td>
            <td>{c.opening ?? '–'}</td>
            <td>{c.closing ?? '–'}</td>
          </tr>
        ))}
      </OfficeTable>
    </section>
  );
}

const PROPERTY_LABELS: Record<RoundView['check']['problems'][number]['property'], string> = {
  capacity: 'Over its seats',
  eligibility: 'Not eligible',
  waste: 'Seat left empty',
  envy: 'Passed over',
  'merit-first': 'Merit first',
  conversion: 'Seat not converted',
};

/** The round's promises checked from its final list, apart from the engine: before publishing, and after. */
function Check({ view }: { view: RoundView }) {
  const { check } = view;
  return (
    <section aria-labelledby="check-title">
      <h3 id="check-title">Check of the round</h3>
      <p className="hint">
        Checked from the final list alone, apart from the engine: no category over its seats, every holder eligible for a branch they
        listed, no seat left empty or held by a lower rank while someone waits for it, merit seats first, and no empty seat the conversion
        rules could still give.
      </p>
      {check.problems.length === 0 ? (
        <p role="status">
          No problem found: {check.applicants} applicants, {check.seats} seats.
        </p>
      ) : (
        <>
          <p role="alert">
            {check.problems.length} {check.problems.length === 1 ? 'problem' : 'problems'} found in {check.applicants} applicants.
          </p>
          <OfficeTable labelledBy="check-title" columns={['Promise', 'Application', 'Seat', 'What the list shows', 'Set by the office']}>
            {check.problems.map((p, i) => (
              <tr key={i}>
                <td>{PROPERTY_LABELS[p.property]}</td>
                <td>{p.applicationId ?? '–'}</td>
                <td>{seatLabel({ block: p.block, branch: p.branch, category: p.category })}</td>
                <td>{p.text}</td>
                <td>{p.byOffice ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </OfficeTable>
        </>
      )}
    </section>
  );
}

function Conversions({ view }: { view: RoundView }) {
  return (
    <section aria-labelledby="conversions-title">
      <h3 id="conversions-title">Seats converted</h3>
      <p className="hint">
        {view.release.note} Conversion rules {view.release.policyVersion}.
      </p>
      {view.conversions.length === 0 ? (
        <p>No reserved seat was left unclaimed.</p>
      ) : (
        <ul className="readers">
          {view.conversions.map((c, i) => (
            <li key={i}>
              {c.branch}, {blockLabel(c.block)}: {c.seats} {c.from} {c.seats === 1 ? 'seat' : 'seats'} to {c.to}. {c.reason} ({c.source})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Rows({ view }: { view: RoundView }) {
  const [find, setFind] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const wanted = find.trim().toUpperCase();
  const matching = view.rows.filter(
    (r) => (!wanted || r.applicationId.includes(wanted)) && (!changedOnly || change(r).tone !== undefined || r.override !== null),
  );
  const moved = view.rows.filter((r) => change(r).tone !== undefined).length;
  return (
    <section aria-labelledby="rows-title">
      <h3 id="rows-title">Applicants</h3>
      <p className="hint">
        {view.round.allotted} of {view.round.applicants} given a seat; {moved} changed since the round before.
      </p>
      <div className="choice-row">
        <TextField id="rows-find" label="Find an application number" value={find} onChange={setFind} autoComplete="off" />
        <CheckboxField
          id="rows-changed"
          label="Only those whose seat changed or was set by hand"
          checked={changedOnly}
          onChange={setChangedOnly}
        />
      </div>
      <p role="status">{matching.length > SHOWN ? `The first ${SHOWN} of ${matching.length} shown` : `${matching.length} shown`}</p>
      <OfficeTable labelledBy="rows-title" columns={['Rank', 'Number', 'Category', 'Seat', 'Round before', 'Change']}>
        {matching.slice(0, SHOWN).map((r) => {
          const c = change(r);
          return (
            <tr key={r.applicationId}>
              <td>{r.rank}</td>
              <td>
                <Link to={paths.staffApplication(r.applicationId)}>{r.applicationId}</Link>
              </td>
              <td>{r.category}</td>
              <td>
                {seatLabel(r.seat)}
                {r.override ? <div className="hint">Set by the office: {r.override}</div> : null}
                {r.supernumerary === null ? null : <div className="hint">Supernumerary, by {r.supernumerary}</div>}
              </td>
              <td>{r.before ? seatLabel(r.before) : '–'}</td>
              <td className={c.tone ? `allotment-change--${c.tone}` : undefined}>{c.text}</td>
            </tr>
          );
        })}
      </OfficeTable>
    </section>
  );
}

/** One round: its figures, what it converted, each applicant's seat beside the round before, and its actions. */
export function RoundDetail({ data, id }: { data: AllotmentIntake; id: string }) {
  const query = useRound(id);
  const publish = usePublishRound(data.intake, id);
  // Only needed, and only the admin's, when the round before is still open for its applicants.
  const [earlyReason, setEarlyReason] = useState('');
  if (query.error) return <p role="alert">{errorMessage(query.error, 'The round could not be loaded')}</p>;
  const view = query.data;
  if (!view) return <p role="status">Loading...</p>;
  const r = view.round;
  // The server refuses to publish while the newest published round's window is open, unless the
  // admin gives a reason: the reason is asked for only then.
  const before = data.rounds
    .filter((x) => x.status === 'published' && x.id !== r.id)
    .sort((x, y) => (y.publishedAt ?? '').localeCompare(x.publishedAt ?? ''))[0];
  const beforeOpen = before !== undefined && windowOpen(before.deadline);
  const onPublish = async () => {
    const what = r.kind === 'trial' ? 'Applicants then see it and may revise their options' : 'Applicants then see their seats';
    if (!window.confirm(`Publish ${r.name}? It cannot be changed afterwards. ${what}.`)) return;
    try {
      toast({
        title: (await publish.mutateAsync({ outOfOrderReason: earlyReason.trim() || undefined })).message ?? 'Round published',
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'The round could not be published'), variant: 'destructive' });
    }
  };
  return (
    <section className="card" aria-labelledby="round-title">
      <h2 id="round-title">
        {r.name}: {r.status === 'published' && r.publishedAt ? `published ${displayDateTime(r.publishedAt)}` : 'preview'}
      </h2>
      <p className="hint">
        Merit list version {r.meritListVersion}, seat matrix version {r.matrixVersion}, engine {r.engine}.{' '}
        {r.deadline ? `Last day to act: ${displayDay(r.deadline)}. ` : ''}Hash <code title={r.hash}>{r.hash.slice(0, 16)}…</code>
      </p>
      <p>
        <a href={roundFileUrl(r.id, 'pdf')} download>
          Notice PDF
        </a>{' '}
        ·{' '}
        <a href={roundFileUrl(r.id, 'csv')} download>
          CSV
        </a>{' '}
        ·{' '}
        <a href={roundFileUrl(r.id, 'xlsx')} download>
          XLSX
        </a>
      </p>
      <Check view={view} />
      {r.status === 'preview' ? (
        <p>
          {beforeOpen ? (
            <label className="field">
              <span>
                Reason to publish before the last day of {before.name} ({before.deadline ? displayDay(before.deadline) : ''}; admin only)
              </span>
              <input value={earlyReason} maxLength={500} onChange={(e) => setEarlyReason(e.target.value)} />
            </label>
          ) : null}
          <button type="button" className="button" disabled={publish.isPending} onClick={() => void onPublish()}>
            Publish {r.name}
          </button>
        </p>
      ) : null}
      <Closings view={view} />
      <Conversions view={view} />
      <Rows view={view} />
      {r.status === 'preview' ? <RoundOverride data={data} roundId={r.id} /> : null}
    </section>
  );
}
