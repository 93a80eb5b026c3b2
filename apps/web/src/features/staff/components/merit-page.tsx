import { useForm } from 'react-hook-form';
import { ERASED_MERIT_NAME, RANKABLE_EXAMINATIONS, type MeritBasis, type MeritIntake } from '@college/contracts/entities/merit';
import { setMeritFormula } from '@college/contracts/endpoints/merit';
import type { BodyOf } from '@college/contracts/endpoint';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { bodyResolver, numberOrText } from '../../../components/form/resolver';
import { ADMIN_ROLES, holdsAny } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { useUrlParams } from '../../../lib/use-url-params';
import { meritFileUrl, meritRevision, usePublishList, useRankNow, useSaveFormula, useMerit } from '../api/merit-api';
import { useMember } from './office-layout';
import { IntakePicker, intakeFrom } from './intake-picker';
import { OfficeTable } from './office-table';

type Examination = (typeof RANKABLE_EXAMINATIONS)[number];

type FormulaValues = { basis: MeritBasis; examination: Examination; entranceWeight: string; tieBreaks: Examination[] };

const BASIS_LABELS: Record<MeritBasis, string> = {
  percentage: 'The percentage of an examination',
  'index-mark': 'The SSLC index mark from the grades',
};

/** The admin's formula: the examination ranked by, the entrance share, and the tie-breakers in order. */
function FormulaForm({ data }: { data: MeritIntake }) {
  const save = useSaveFormula(data.intake);
  const form = useForm<FormulaValues, unknown, BodyOf<typeof setMeritFormula>>({
    resolver: bodyResolver(setMeritFormula.body, (v: FormulaValues) => ({ ...v, entranceWeight: numberOrText(v.entranceWeight) })),
    defaultValues: { ...data.formula, entranceWeight: String(data.formula.entranceWeight) },
  });
  const basis = bind(form, 'basis');
  const examination = bind(form, 'examination');
  const tieBreaks = bind(form, 'tieBreaks');
  const submit = form.handleSubmit(async (body) => {
    try {
      toast({ title: (await save.mutateAsync(body)).message ?? 'Formula saved', variant: 'success' });
    } catch (err) {
      if (!showFieldErrors(form, err))
        toast({ title: 'Error', description: errorMessage(err, 'The formula could not be saved'), variant: 'destructive' });
    }
  });
  return (
    <form className="card staff-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="formula-title">
      <h2 id="formula-title">Formula (version {data.formulaVersion})</h2>
      <SelectField
        id="formula-basis"
        label="Rank by"
        value={basis.value}
        onChange={(v) => basis.onChange(v as MeritBasis)}
        options={(Object.keys(BASIS_LABELS) as MeritBasis[]).map((b) => ({ value: b, label: BASIS_LABELS[b] }))}
        hint="The index mark is the prospectus's: the weighted grade point average of the SSLC grades (WGPA), equal WGPAs by the average grade of Physics, Chemistry and Mathematics (AWGV); grades of a board that gives a percentage take the grade of its band."
        error={errorOf(form, 'basis')}
      />
      <SelectField
        id="formula-exam"
        label={basis.value === 'index-mark' ? 'Examination whose grades make the index' : 'Rank by the percentage in'}
        error={errorOf(form, 'examination')}
        value={examination.value}
        onChange={(v) => examination.onChange(v as Examination)}
        options={RANKABLE_EXAMINATIONS.map((x) => ({ value: x, label: x }))}
      />
      <TextField
        id="formula-weight"
        label="Share of the best entrance score (0 to 1)"
        inputMode="decimal"
        hint="Score = (1 − share) × percentage + share × entrance score (KMAT, CMAT or CAT, as entered). 0 for diplomas."
        {...bind(form, 'entranceWeight')}
        error={errorOf(form, 'entranceWeight')}
      />
      <fieldset className="field">
        <legend>Equal scores: compare these percentages, in this order, then the older applicant first</legend>
        <div className="choice-row">
          {RANKABLE_EXAMINATIONS.filter((x) => x !== examination.value).map((x) => (
            <CheckboxField
              bare
              key={x}
              id={`tie-break-${x}`}
              label={x}
              checked={tieBreaks.value.includes(x)}
              onChange={(on) => tieBreaks.onChange(on ? [...tieBreaks.value, x] : tieBreaks.value.filter((t) => t !== x))}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        Save formula
      </button>
    </form>
  );
}

/** /staff/merit: rank an intake, look at the provisional list, publish it, download it. */
export function MeritPage() {
  usePageTitle();
  const member = useMember();
  const admin = holdsAny(member.roles, ADMIN_ROLES);
  const { params, update } = useUrlParams(['intake'] as const);
  const intake = intakeFrom(params.intake);
  const merit = useMerit(intake);
  const rank = useRankNow(intake);
  const publish = usePublishList(intake);
  const busy = rank.isPending || publish.isPending;
  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      toast({ title: (await work()).message ?? fallback, variant: 'success' });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'That did not work. Please try again.'), variant: 'destructive' });
    }
  };
  /** Shows who moves first; after a round is published from an earlier version, the revision names its reason. */
  const publishVersion = async (id: string, version: number) => {
    let revisionReason = '';
    try {
      const r = await meritRevision(id);
      const most = Math.max(0, ...r.moves.map((m) => Math.abs(m.by ?? 0)));
      const against =
        r.againstVersion === null
          ? ''
          : ` Against version ${r.againstVersion}: ${r.moves.length} applicants move, by up to ${most} places.`;
      if (!window.confirm(`Publish version ${version}? It cannot be changed afterwards.${against}`)) return;
      if (r.revision) {
        revisionReason = (
          window.prompt('A round is published from an earlier version: this one applies from the next round. Its reason') ?? ''
        ).trim();
        if (!revisionReason) return;
      }
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'That did not work. Please try again.'), variant: 'destructive' });
      return;
    }
    await run(() => publish.mutateAsync({ id, revisionReason: revisionReason || undefined }), 'Merit list published');
  };
  const data = merit.data;
  const newest = data?.lists[0];
  return (
    <div className="page office-page">
      <h1>Merit lists</h1>
      <IntakePicker id="merit-intake" value={intake} onChange={(v) => update({ intake: v })} />
      {merit.error ? <p role="alert">{errorMessage(merit.error, 'The merit lists could not be loaded')}</p> : null}
      {!data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {admin ? <FormulaForm key={`${intake}-${data.formulaVersion}`} data={data} /> : null}
          <section className="card" aria-labelledby="versions-title">
            <h2 id="versions-title">Versions</h2>
            <p className="hint">
              Ranking makes a new provisional version from the submitted, fee-paid applications the office has verified. Publishing the
              newest version freezes it with its formula and a SHA-256 hash; applicants then see their rank.
            </p>
            {admin ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void run(() => rank.mutateAsync(), 'Provisional list made')}
              >
                Rank now (new provisional version)
              </button>
            ) : null}
            {data.lists.length === 0 ? (
              <p>No list yet.</p>
            ) : (
              <OfficeTable labelledBy="versions-title" columns={['Version', 'Status', 'Applicants', 'Made', 'Hash', 'Files']}>
                {data.lists.map((l) => (
                  <tr key={l.id}>
                    <td>
                      {l.version} (formula {l.formulaVersion})
                    </td>
                    <td>
                      {l.status === 'published' && l.publishedAt ? `Published ${displayDateTime(l.publishedAt)}` : 'Provisional'}
                      {admin && l.status === 'provisional' && l.id === newest?.id ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="button button--small"
                            disabled={busy}
                            onClick={() => void publishVersion(l.id, l.version)}
                          >
                            Publish<span className="visually-hidden"> version {l.version}</span>
                          </button>
                        </>
                      ) : null}
                    </td>
                    <td>{l.applicants}</td>
                    <td>{displayDateTime(l.createdAt)}</td>
                    <td>
                      <code title={l.hash}>{l.hash.slice(0, 12)}…</code>
                    </td>
                    <td>
                      <a href={meritFileUrl(l.id, 'pdf')} download>
                        PDF<span className="visually-hidden"> of version {l.version}</span>
                      </a>{' '}
                      ·{' '}
                      <a href={meritFileUrl(l.id, 'csv')} download>
                        CSV<span className="visually-hidden"> of version {l.version}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </OfficeTable>
            )}
          </section>
          {newest ? (
            <section className="card" aria-labelledby="top-title">
              <h2 id="top-title">
                Version {newest.version}: the first {data.top.length} of {newest.applicants}
              </h2>
              <OfficeTable
                labelledBy="top-title"
                columns={[
                  'Rank',
                  'Number',
                  'Name',
                  `${newest.formula.examination} (%)`,
                  newest.formula.basis === 'index-mark' ? 'Index mark (WGPA)' : 'Score',
                  ...(newest.formula.basis === 'index-mark' ? ['AWGV'] : []),
                ]}
              >
                {data.top.map((e) => (
                  <tr key={e.applicationId}>
                    <td>{e.rank}</td>
                    <td>{e.applicationId}</td>
                    <td>{e.erased ? ERASED_MERIT_NAME : e.name}</td>
                    <td>{e.examinationPercent}</td>
                    <td>{e.score}</td>
                    {newest.formula.basis === 'index-mark' ? <td>{e.awgv ?? '–'}</td> : null}
                  </tr>
                ))}
              </OfficeTable>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
