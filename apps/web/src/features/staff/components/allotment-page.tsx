import { useState } from 'react';
import { ROUND_KINDS, type AllotmentIntake, type RoundKind } from '@college/contracts/entities/allotment';
import { runRoundSchema } from '@college/contracts/entities/allotment';
import { displayDay } from '@college/contracts/rules/day';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useUrlParams } from '../../../lib/use-url-params';
import { useAllotment, useRunRound } from '../api/allotment-api';
import { SpotRegistration } from './spot-registration';
import { IntakePicker, intakeFrom } from './intake-picker';
import { MatrixEditor } from './matrix-editor';
import { RoundDetail } from './round-detail';
import { OfficeTable } from './office-table';

const KIND_LABELS: Record<RoundKind, string> = {
  trial: 'Trial allotment',
  round: 'Allotment (the next round)',
  spot: 'Spot round',
};

function RunRound({ data, onRun }: { data: AllotmentIntake; onRun: (id: string) => void }) {
  const run = useRunRound(data.intake);
  const [kind, setKind] = useState<RoundKind>(data.rounds.some((r) => r.status === 'published') ? 'round' : 'trial');
  const [deadline, setDeadline] = useState('');
  const [release, setRelease] = useState(true);
  const [errors, setErrors] = useState<{ deadline?: string; form?: string }>({});
  const submit = async () => {
    const check = runRoundSchema.safeParse({ kind, deadline: deadline || null, releaseToStateMerit: kind === 'spot' || release });
    if (!check.success) {
      setErrors({ deadline: check.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      const res = await run.mutateAsync(check.data);
      toast({ title: res.message ?? 'Preview ready', variant: 'success' });
      onRun(res.data.round.id);
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.deadline?.[0] : undefined;
      setErrors(field ? { deadline: field } : { form: errorMessage(err, 'The round could not be run') });
    }
  };
  return (
    <form
      className="allotment-actions"
      noValidate
      aria-label="Run a round"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SelectField
        id="round-kind"
        label="Round"
        value={kind}
        onChange={(v) => setKind(v as RoundKind)}
        options={ROUND_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
      />
      <TextField
        id="round-deadline"
        label="Last day to act on it"
        type="date"
        value={deadline}
        onChange={setDeadline}
        error={errors.deadline}
      />
      {/* The office's call for each round, published with it; the spot round always releases. */}
      <CheckboxField
        id="round-release"
        label="Release reserved seats nobody of their category takes to State Merit"
        checked={kind === 'spot' || release}
        disabled={kind === 'spot'}
        onChange={setRelease}
      />
      <button type="submit" className="button" disabled={run.isPending}>
        {run.isPending ? 'Running...' : 'Run preview'}
      </button>
      {errors.form ? (
        <p role="alert" className="error-text">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

function Rounds({ data, shown, show }: { data: AllotmentIntake; shown: string | null; show: (id: string) => void }) {
  const ready = data.matrix?.status === 'published' && data.meritListVersion !== null;
  return (
    <section className="card" aria-labelledby="rounds-title">
      <h2 id="rounds-title">Rounds</h2>
      <p className="hint">
        A round is run as a preview from the published merit list
        {data.meritListVersion === null ? ' (none is published yet)' : ` (version ${data.meritListVersion})`} and the applicants' branch
        options; running it again replaces the preview. Publishing freezes it and the next round starts from its seats. Trial, then
        allotments, then a spot round.
      </p>
      {ready ? <RunRound data={data} onRun={show} /> : <p>Publish the seat matrix and a merit list to run a round.</p>}
      {data.rounds.length === 0 ? null : (
        <OfficeTable label="Rounds run" columns={['Round', 'Status', 'Seats given', 'Last day', 'Hash']}>
          {data.rounds.map((r) => (
            <tr key={r.id}>
              <td>
                {r.id === shown ? (
                  <strong aria-current="true">{r.name}</strong>
                ) : (
                  <button type="button" className="link-button" onClick={() => show(r.id)}>
                    {r.name}
                    <span className="visually-hidden"> ({r.status})</span>
                  </button>
                )}
              </td>
              <td>{r.status === 'published' ? 'Published' : 'Preview'}</td>
              <td>
                {r.allotted} of {r.applicants}
              </td>
              <td>{r.deadline ? displayDay(r.deadline) : '–'}</td>
              <td>
                <code title={r.hash}>{r.hash.slice(0, 12)}…</code>
              </td>
            </tr>
          ))}
        </OfficeTable>
      )}
    </section>
  );
}

/** /staff/allotment: an intake's seat matrix, its rounds, and one round in full. */
export function AllotmentPage() {
  usePageTitle();
  const { params, update } = useUrlParams(['intake', 'round'] as const);
  const intake = intakeFrom(params.intake);
  const query = useAllotment(intake);
  const data = query.data;
  const shown = data?.rounds.find((r) => r.id === params.round)?.id ?? data?.rounds[0]?.id ?? null;
  return (
    <div className="page office-page">
      <h1>Seat allotment</h1>
      <IntakePicker id="allotment-intake" value={intake} onChange={(v) => update({ intake: v, round: '' })} />
      {query.error ? <p role="alert">{errorMessage(query.error, 'The seat allotment could not be loaded')}</p> : null}
      {!data ? (
        query.error ? null : (
          <p role="status">Loading...</p>
        )
      ) : (
        <>
          <MatrixEditor key={`${intake}-${data.matrix?.version ?? 0}`} data={data} />
          <SpotRegistration intake={intake} />
          <Rounds data={data} shown={shown} show={(id) => update({ round: id })} />
          {shown ? <RoundDetail key={shown} data={data} id={shown} /> : null}
        </>
      )}
    </div>
  );
}
