import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { INTAKES, INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import { ERASED_MERIT_NAME, RANKABLE_EXAMINATIONS, type MeritFormula, type MeritIntake } from '@college/contracts/entities/merit';
import { ADMIN_ROLES, holdsAny } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { useUrlParams } from '../../../lib/use-url-params';
import { meritFileUrl, meritKey, publishList, rankNow, saveFormula, useMerit } from '../api/merit-api';
import { useMember } from './office-layout';

type Examination = (typeof RANKABLE_EXAMINATIONS)[number];

/** The admin's formula: the examination ranked by, the entrance share, and the tie-breakers in order. */
function FormulaForm({ data, onSaved }: { data: MeritIntake; onSaved: () => void }) {
  const [examination, setExamination] = useState<Examination>(data.formula.examination);
  const [weight, setWeight] = useState(String(data.formula.entranceWeight));
  const [tieBreaks, setTieBreaks] = useState<Examination[]>(data.formula.tieBreaks);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = async (e: SyntheticEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const body: MeritFormula = { examination, entranceWeight: Number(weight), tieBreaks };
      toast({ title: (await saveFormula(data.intake, body)).message ?? 'Formula saved', variant: 'success' });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors);
      else toast({ title: 'Error', description: errorMessage(err, 'The formula could not be saved'), variant: 'destructive' });
    }
  };
  return (
    <form className="card staff-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="formula-title">
      <h2 id="formula-title">Formula (version {data.formulaVersion})</h2>
      <div className="field">
        <label htmlFor="formula-exam">Rank by the percentage in</label>
        <select id="formula-exam" value={examination} onChange={(e) => setExamination(e.target.value as Examination)}>
          {RANKABLE_EXAMINATIONS.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="formula-weight">Share of the best entrance score (0 to 1)</label>
        <input
          id="formula-weight"
          inputMode="decimal"
          value={weight}
          aria-invalid={errors.entranceWeight ? true : undefined}
          aria-describedby="formula-weight-hint"
          onChange={(e) => setWeight(e.target.value)}
        />
        <p id="formula-weight-hint" className="hint">
          Score = (1 − share) × percentage + share × entrance score (KMAT, CMAT or CAT, as entered). 0 for diplomas.
        </p>
        {errors.entranceWeight ? <p className="error-text">{errors.entranceWeight[0]}</p> : null}
      </div>
      <fieldset className="field">
        <legend>Equal scores: compare these percentages, in this order, then the older applicant first</legend>
        <div className="choice-row">
          {RANKABLE_EXAMINATIONS.filter((x) => x !== examination).map((x) => (
            <label key={x} className="choice">
              <input
                type="checkbox"
                checked={tieBreaks.includes(x)}
                onChange={(e) => setTieBreaks(e.target.checked ? [...tieBreaks, x] : tieBreaks.filter((t) => t !== x))}
              />
              {x}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--secondary">
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
  const client = useQueryClient();
  const { params, update } = useUrlParams(['intake'] as const);
  const intake: IntakeKey = (INTAKE_KEYS as readonly string[]).includes(params.intake) ? (params.intake as IntakeKey) : 'diploma-regular';
  const merit = useMerit(intake);
  const [busy, setBusy] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: meritKey(intake) });
  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      toast({ title: (await work()).message ?? fallback, variant: 'success' });
      refresh();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'That did not work. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const data = merit.data;
  const newest = data?.lists[0];
  return (
    <div className="page office-page">
      <h1>Merit lists</h1>
      <div className="field">
        <label htmlFor="merit-intake">Programme</label>
        <select id="merit-intake" value={intake} onChange={(e) => update({ intake: e.target.value })}>
          {INTAKES.map((i) => (
            <option key={i.key} value={i.key}>
              {i.label}
            </option>
          ))}
        </select>
      </div>
      {merit.error ? <p role="alert">{errorMessage(merit.error, 'The merit lists could not be loaded')}</p> : null}
      {!data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {admin ? <FormulaForm key={`${intake}-${data.formulaVersion}`} data={data} onSaved={refresh} /> : null}
          <section className="card" aria-labelledby="versions-title">
            <h2 id="versions-title">Versions</h2>
            <p className="hint">
              Ranking makes a new provisional version from the submitted, fee-paid applications that are not rejected. Publishing the newest
              version freezes it with its formula and a SHA-256 hash; applicants then see their rank.
            </p>
            {admin ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void run(() => rankNow(intake), 'Provisional list made')}
              >
                Rank now (new provisional version)
              </button>
            ) : null}
            {data.lists.length === 0 ? (
              <p>No list yet.</p>
            ) : (
              <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="versions-title">
                <table className="queue-table">
                  <thead>
                    <tr>
                      <th scope="col">Version</th>
                      <th scope="col">Status</th>
                      <th scope="col">Applicants</th>
                      <th scope="col">Made</th>
                      <th scope="col">Hash</th>
                      <th scope="col">Files</th>
                    </tr>
                  </thead>
                  <tbody>
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
                                onClick={() =>
                                  window.confirm(`Publish version ${l.version}? It cannot be changed afterwards.`) &&
                                  void run(() => publishList(l.id), 'Merit list published')
                                }
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
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {newest ? (
            <section className="card" aria-labelledby="top-title">
              <h2 id="top-title">
                Version {newest.version}: the first {data.top.length} of {newest.applicants}
              </h2>
              <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="top-title">
                <table className="queue-table">
                  <thead>
                    <tr>
                      <th scope="col">Rank</th>
                      <th scope="col">Number</th>
                      <th scope="col">Name</th>
                      <th scope="col">{newest.formula.examination} (%)</th>
                      <th scope="col">Score</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.top.map((e) => (
                      <tr key={e.applicationId}>
                        <td>{e.rank}</td>
                        <td>{e.applicationId}</td>
                        <td>{e.erased ? ERASED_MERIT_NAME : e.name}</td>
                        <td>{e.examinationPercent}</td>
                        <td>{e.score}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
