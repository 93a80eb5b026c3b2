import { RetentionPreview } from './retention-preview';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { AdmissionWindows } from '@college/contracts/entities/intake-windows';
import type { IntakeKey, WindowState } from '@college/contracts/entities/intakes';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveAdmissionSettings, settingsKey, useAdmissionSettings } from '../api/settings-api';

const STATE_LABELS: Record<WindowState, string> = { open: 'Open today', 'not-yet': 'Not open yet', closed: 'Closed' };

type Draft = { feeRupees: string; intakes: Record<IntakeKey, { opensOn: string; closesOn: string }> };

function draftOf(s: AdmissionWindows): Draft {
  return {
    feeRupees: String(s.feeRupees),
    intakes: Object.fromEntries(
      s.intakes.map((i) => [i.key, { opensOn: i.opensOn ?? '', closesOn: i.closesOn ?? '' }]),
    ) as Draft['intakes'],
  };
}

/** /staff/settings: the admin sets the application fee and when each programme takes applications. */
export function SettingsPage() {
  usePageTitle();
  const settings = useAdmissionSettings();
  return (
    <div className="page office-page">
      <h1>Admission settings</h1>
      {settings.error ? (
        <p role="alert">{errorMessage(settings.error, 'The settings could not be loaded')}</p>
      ) : settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : (
        <p role="status">Loading...</p>
      )}
      <RetentionPreview />
    </div>
  );
}

/** The form, started from what is saved. */
function SettingsForm({ saved }: { saved: AdmissionWindows }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const intakes = saved.intakes;

  const save = async (e: SyntheticEvent) => {
    e.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      // A fee that is not a number is sent as typed, so the server's message names the problem.
      const fee = draft.feeRupees.trim() === '' || Number.isNaN(Number(draft.feeRupees)) ? draft.feeRupees : Number(draft.feeRupees);
      const saved = await saveAdmissionSettings({
        feeRupees: fee as number,
        intakes: intakes.map((i) => ({
          key: i.key,
          opensOn: draft.intakes[i.key].opensOn || null,
          closesOn: draft.intakes[i.key].closesOn || null,
        })),
      });
      client.setQueryData(settingsKey(), saved);
      setDraft(draftOf(saved));
      toast({ title: 'Admission settings saved', variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors);
      else toast({ title: 'Error', description: errorMessage(err, 'The settings could not be saved'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const setDay = (key: IntakeKey, end: 'opensOn' | 'closesOn', value: string) =>
    setDraft({ ...draft, intakes: { ...draft.intakes, [key]: { ...draft.intakes[key], [end]: value } } });
  const errorAt = (path: string) => errors[path]?.[0];

  return (
    <form className="card staff-form staff-form--wide" onSubmit={(e) => void save(e)} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title">Fee and application windows</h2>
      <div className="field">
        <label htmlFor="fee">Application fee (₹)</label>
        <input
          id="fee"
          inputMode="numeric"
          value={draft.feeRupees}
          aria-invalid={errorAt('feeRupees') ? true : undefined}
          aria-describedby="fee-hint"
          onChange={(e) => setDraft({ ...draft, feeRupees: e.target.value })}
        />
        <p id="fee-hint" className="hint">
          Charged to applications opened from now on; an application keeps the fee it opened with.
        </p>
        {errorAt('feeRupees') ? <p className="error-text">{errorAt('feeRupees')}</p> : null}
      </div>
      <p className="hint">
        Each programme takes applications from its opening day to its closing day, both included (India time). Leave a date empty for no
        limit.
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="settings-title">
        <table className="queue-table">
          <thead>
            <tr>
              <th scope="col">Programme</th>
              <th scope="col">Opens on</th>
              <th scope="col">Closes on</th>
              <th scope="col">Today</th>
            </tr>
          </thead>
          <tbody>
            {intakes.map((i, n) => (
              <tr key={i.key}>
                <th scope="row">{i.label}</th>
                {(['opensOn', 'closesOn'] as const).map((end) => (
                  <td key={end}>
                    <label className="visually-hidden" htmlFor={`${i.key}-${end}`}>
                      {i.label}: {end === 'opensOn' ? 'opens on' : 'closes on'}
                    </label>
                    <input
                      id={`${i.key}-${end}`}
                      type="date"
                      value={draft.intakes[i.key][end]}
                      aria-invalid={errorAt(`intakes.${n}.${end}`) ? true : undefined}
                      onChange={(e) => setDay(i.key, end, e.target.value)}
                    />
                    {errorAt(`intakes.${n}.${end}`) ? <p className="error-text">{errorAt(`intakes.${n}.${end}`)}</p> : null}
                  </td>
                ))}
                <td>{STATE_LABELS[i.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving...' : 'Save settings'}
      </button>
    </form>
  );
}
