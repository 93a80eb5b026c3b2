import { RetentionPreview } from './retention-preview';
import { useForm } from 'react-hook-form';
import type { BodyOf } from '@college/contracts/endpoint';
import { updateAdmissionSettings } from '@college/contracts/endpoints/admission-settings';
import type { AdmissionWindows } from '@college/contracts/entities/intake-windows';
import { SEASON_EVENTS, type SeasonDates, type SeasonEventKey } from '@college/contracts/entities/admission-settings';
import type { IntakeKey, WindowState } from '@college/contracts/entities/intakes';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveAdmissionSettings, useAdmissionSettings } from '../api/settings-api';
import { TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { bodyResolver, numberOrText } from '../../../components/form/resolver';
import { OfficeTable } from './office-table';

const STATE_LABELS: Record<WindowState, string> = { open: 'Open today', 'not-yet': 'Not open yet', closed: 'Closed' };

type Draft = {
  feeRupees: string;
  intakes: { key: IntakeKey; opensOn: string; closesOn: string }[];
  seasonDates: Record<SeasonEventKey, string>;
};

/** The draft as the contract's body: the fee as a number (or as typed, to be named wrong), an empty day as none. */
const bodyOf = (d: Draft) => ({
  feeRupees: numberOrText(d.feeRupees),
  intakes: d.intakes.map((i) => ({ key: i.key, opensOn: i.opensOn || null, closesOn: i.closesOn || null })),
  seasonDates: Object.fromEntries(SEASON_EVENTS.map((e) => [e.key, d.seasonDates[e.key] || null])) as SeasonDates,
});

function draftOf(s: AdmissionWindows): Draft {
  return {
    feeRupees: String(s.feeRupees),
    intakes: s.intakes.map((i) => ({ key: i.key, opensOn: i.opensOn ?? '', closesOn: i.closesOn ?? '' })),
    seasonDates: Object.fromEntries(SEASON_EVENTS.map((e) => [e.key, s.season.find((d) => d.key === e.key)?.on ?? ''])) as Record<
      SeasonEventKey,
      string
    >,
  };
}

/** /staff/settings: the admin sets the application fee, when each programme takes applications, and the season's dates. */
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
  const saveSettings = useSaveAdmissionSettings();
  const form = useForm<Draft, unknown, BodyOf<typeof updateAdmissionSettings>>({
    resolver: bodyResolver(updateAdmissionSettings.body, bodyOf),
    defaultValues: draftOf(saved),
  });
  const intakes = saved.intakes;

  const save = form.handleSubmit(async (body) => {
    try {
      form.reset(draftOf(await saveSettings.mutateAsync(body)));
      toast({ title: 'Admission settings saved', variant: 'success' });
    } catch (err) {
      if (!showFieldErrors(form, err))
        toast({ title: 'Error', description: errorMessage(err, 'The settings could not be saved'), variant: 'destructive' });
    }
  });

  return (
    <form className="card staff-form staff-form--wide" onSubmit={(e) => void save(e)} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title">Fee and application windows</h2>
      <TextField
        id="fee"
        label="Application fee (₹)"
        inputMode="numeric"
        hint="Charged to applications opened from now on; an application keeps the fee it opened with."
        {...bind(form, 'feeRupees')}
        error={errorOf(form, 'feeRupees')}
      />
      <p className="hint">
        Each programme takes applications from its opening day to its closing day, both included (India time). Leave a date empty for no
        limit.
      </p>
      <OfficeTable labelledBy="settings-title" columns={['Programme', 'Opens on', 'Closes on', 'Today']}>
        {intakes.map((i, n) => (
          <tr key={i.key}>
            <th scope="row">{i.label}</th>
            {(['opensOn', 'closesOn'] as const).map((end) => {
              const day = bind(form, `intakes.${n}.${end}`);
              const error = errorOf(form, `intakes.${n}.${end}`);
              return (
                <td key={end}>
                  <label className="visually-hidden" htmlFor={`${i.key}-${end}`}>
                    {i.label}: {end === 'opensOn' ? 'opens on' : 'closes on'}
                  </label>
                  <input
                    id={`${i.key}-${end}`}
                    type="date"
                    value={day.value}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => day.onChange(e.target.value)}
                  />
                  {error ? <p className="error-text">{error}</p> : null}
                </td>
              );
            })}
            <td>{STATE_LABELS[i.state]}</td>
          </tr>
        ))}
      </OfficeTable>
      <fieldset className="field season-dates">
        <legend>The season&apos;s dates</legend>
        <p className="hint">Shown to applicants before they apply, as the office announces them. Leave a date empty until it is fixed.</p>
        {SEASON_EVENTS.map((e) => (
          <TextField
            key={e.key}
            id={`season-${e.key}`}
            label={e.label}
            type="date"
            {...bind(form, `seasonDates.${e.key}`)}
            error={errorOf(form, `seasonDates.${e.key}`)}
          />
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={saveSettings.isPending}>
        {saveSettings.isPending ? 'Saving...' : 'Save settings'}
      </button>
    </form>
  );
}
