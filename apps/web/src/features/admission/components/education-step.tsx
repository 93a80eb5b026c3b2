import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { z } from 'zod';
import { MAX_PERCENTAGE, MIN_PASS_YEAR, MIN_PERCENTAGE, PERCENTAGE_STEP } from '@college/contracts/constants';
import { educationDetailsInputSchema, PASSED_FAILED, type EducationDetails } from '@college/contracts/entities/education-details';
import type { ProgramSelection } from '@college/contracts/entities/program-selection';
import { currentYearInKolkata } from '@college/contracts/rules/day';
import { compulsoryExaminationsFor, educationProblems, examinationsFor } from '@college/contracts/rules/education';
import { isPassYear, isPercentage, PERCENTAGE_MESSAGE, YEAR_RANGE_MESSAGE } from '@college/contracts/rules/marks';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { useEducationDetails } from '../api/get-education-details';
import { postEducation, useSaveStep } from '../api/save-step';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';
import { DraftNotice } from './draft-notice';
import { draftKey } from '../../../lib/drafts';

type Props = { applicationId: string; onBack: () => void; onSaved: () => void; onChooseProgram: () => void };
type Row = {
  examination: string;
  passedFailed: 'Passed' | 'Failed';
  yearOfPass: string;
  percentageMarks: string;
  registrationNumber: string;
  group: string;
  isCompulsory: boolean;
};
type Exams = Record<'kmat' | 'cmat' | 'cat', { selected: boolean; score: string }>;

const newRow = (examination: string, isCompulsory: boolean): Row => ({
  examination,
  passedFailed: 'Passed',
  yearOfPass: '',
  percentageMarks: '',
  registrationNumber: '',
  group: '',
  isCompulsory,
});
const NO_EXAMS: Exams = { kmat: { selected: false, score: '' }, cmat: { selected: false, score: '' }, cat: { selected: false, score: '' } };

function Unsupported({ title, text, action }: { title: string; text: string; action?: () => void }) {
  return (
    <div className="card step">
      <StepHeading>{title}</StepHeading>
      <p>{text}</p>
      {action ? (
        <button type="button" className="button" onClick={action}>
          Back to Program Selection
        </button>
      ) : null}
    </div>
  );
}

/** Step 6: the education form of the chosen programme. */
export function EducationStep(props: Props) {
  const application = useApplication(props.applicationId);
  if (application.isPending) return <p role="status">{t`Loading application details...`}</p>;
  const selections = application.data?.programSelections ?? [];
  if (selections.length === 0) {
    return (
      <Unsupported
        title={t`No program selection found`}
        text={t`Please choose a program before adding education details.`}
        action={props.onChooseProgram}
      />
    );
  }
  const selected = selections.find((s) => s.selected);
  if (!selected) {
    return (
      <Unsupported
        title={t`No selected program found`}
        text={t`Please choose a program before adding education details.`}
        action={props.onChooseProgram}
      />
    );
  }
  // Data saved under a programme level that has since been withdrawn.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the saved level may predate today's list
  if (selected.programLevel !== 'mba' && selected.programLevel !== 'diploma') {
    return (
      <Unsupported
        title={t`Unsupported program selection`}
        text={t`Please contact support or choose a different program.`}
        action={props.onChooseProgram}
      />
    );
  }
  return <EducationForm {...props} selection={selected} />;
}

type Values = z.input<typeof educationDetailsInputSchema>;
type Entry = Values['educationData'][number];

const text = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** An entry of the form's values as its card shows it. */
function toRow(e: Entry, mba: boolean): Row {
  return {
    examination: e.examination,
    passedFailed: e.passedFailed ?? 'Passed',
    yearOfPass: text(e.yearOfPass),
    percentageMarks: text(e.percentageMarks),
    registrationNumber: e.registrationNumber ?? '',
    group: (mba ? e.groupSubject : e.groupTrade) ?? '',
    isCompulsory: e.isCompulsory ?? false,
  };
}

function toEntry(r: Row, mba: boolean): Entry {
  return {
    examination: r.examination,
    passedFailed: r.isCompulsory ? 'Passed' : r.passedFailed,
    yearOfPass: r.yearOfPass,
    percentageMarks: r.percentageMarks,
    registrationNumber: r.registrationNumber,
    isCompulsory: r.isCompulsory,
    ...(mba ? { groupSubject: r.group } : { groupTrade: r.group }),
  };
}

/** Saved details as the form holds them; scores as typed text. */
function toValues(saved: EducationDetails): Values {
  // A diploma's saved details carry no college, achievements or exams.
  const mbaOnly = 'entranceExams' in saved ? saved : undefined;
  const exams = mbaOnly?.entranceExams;
  return {
    programDetails: saved.programDetails,
    educationData: saved.educationData,
    collegeName: mbaOnly?.collegeName ?? '',
    achievements: mbaOnly?.achievements ?? '',
    entranceExams: exams
      ? {
          kmat: { selected: exams.kmat.selected, score: text(exams.kmat.score) },
          cmat: { selected: exams.cmat.selected, score: text(exams.cmat.score) },
          cat: { selected: exams.cat.selected, score: text(exams.cat.score) },
        }
      : NO_EXAMS,
  };
}

function EducationForm({ applicationId, onBack, onSaved, selection }: Props & { selection: ProgramSelection }) {
  const level = selection.programLevel;
  const mba = level === 'mba';
  const saved = useEducationDetails(applicationId);
  const save = useSaveStep((body: Parameters<typeof postEducation>[1]) => postEducation(applicationId, body));
  const blank = useMemo<Values>(
    () => ({
      programDetails: { programLevel: level, programName: selection.programName, mode: selection.mode },
      educationData: compulsoryExaminationsFor(level).map((e) => toEntry(newRow(e, true), mba)),
      collegeName: '',
      achievements: '',
      entranceExams: NO_EXAMS,
    }),
    [level, mba, selection.programName, selection.mode],
  );
  // Saved details of another programme do not fill this one's form.
  const values = useMemo(
    () => (saved.data && saved.data.programDetails.programLevel === level ? toValues(saved.data) : undefined),
    [saved.data, level],
  );
  const { form, restoredDraft, clearDraft } = useStepForm(educationDetailsInputSchema, blank, values, draftKey(applicationId, 'education'));
  const current = form.watch();
  const rows = current.educationData.map((e) => toRow(e, mba));
  const collegeName = current.collegeName ?? '';
  const achievements = current.achievements ?? '';
  const exams = (current.entranceExams ?? NO_EXAMS) as Exams;
  const setRows = (next: (list: Row[]) => Row[]) =>
    form.setValue(
      'educationData',
      next(rows).map((r) => toEntry(r, mba)),
      { shouldDirty: true },
    );
  const setCollegeName = (v: string) => form.setValue('collegeName', v, { shouldDirty: true });
  const setAchievements = (v: string) => form.setValue('achievements', v, { shouldDirty: true });
  const setExams = (next: (e: Exams) => Exams) => form.setValue('entranceExams', next(exams), { shouldDirty: true });
  const currentYear = currentYearInKolkata();

  const update = (i: number, patch: Partial<Row>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const available = examinationsFor(level).filter((e) => !rows.some((r) => r.examination === e));
  const groupLabel = mba ? t`Group / Subject` : t`Group / Trade`;

  /** Every problem at once, in the spec's order: missing qualifications and fields, then years and percentages. */
  const problemsOf = (list: Row[]) => {
    const problems = educationProblems(
      level,
      list.map((r) => ({ ...r, groupSubject: r.group })),
    );
    for (const r of list) {
      if (r.yearOfPass && !isPassYear(Number(r.yearOfPass))) problems.push(`${r.examination}: ${YEAR_RANGE_MESSAGE}`);
      if (r.percentageMarks && !isPercentage(Number(r.percentageMarks))) problems.push(`${r.examination}: ${PERCENTAGE_MESSAGE}`);
    }
    return problems;
  };

  const submit = form.handleSubmit(
    (educationDetails) =>
      saveWithToasts(
        () => save.mutateAsync({ educationDetails }),
        {
          success: t`Education details saved successfully!`,
          failure: t`Failed to save education details. Please try again.`,
          // Several problems at once are all shown.
          describeFailure: (err) => (err instanceof ApiError && err.errors.length > 1 ? err.errors.join(' ') : null),
        },
        () => {
          clearDraft();
          onSaved();
        },
      ),
    (errors) => {
      const problems = problemsOf(rows);
      const description =
        problems.length > 0
          ? problems.map(translateMessage).join(' ')
          : (Object.values(errors)[0] as { message?: string } | undefined)?.message;
      toast({
        title: t`Error`,
        description: description ?? t`Failed to save education details. Please try again.`,
        variant: 'destructive',
      });
    },
  );

  return (
    <StepForm
      className="step"
      pending={save.isPending}
      submitLabel={t`Save & Continue`}
      pendingLabel={t`Saving...`}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading
        subtitle={`${selection.programName}${selection.mode ? ` (${translateMessage(selection.mode)})` : ''}`}
      >{t`Education Details`}</StepHeading>
      <DraftNotice shown={restoredDraft} />
      {rows.map((row, i) => {
        const id = `edu-${i}`;
        return (
          <fieldset key={row.examination} className="card">
            <legend>
              {row.examination}
              {row.isCompulsory ? t` (required)` : ''}
            </legend>
            <div className="grid-2">
              <div className="field">
                <label htmlFor={`${id}-result`}>{t`Passed / Failed`}</label>
                <select
                  id={`${id}-result`}
                  value={row.isCompulsory ? 'Passed' : row.passedFailed}
                  disabled={row.isCompulsory}
                  onChange={(e) => update(i, { passedFailed: e.target.value as Row['passedFailed'] })}
                >
                  {PASSED_FAILED.map((p) => (
                    <option key={p} value={p}>
                      {p === 'Passed' ? t`Passed` : t`Failed`}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-year`}>{t`Year of Pass`}</label>
                <input
                  id={`${id}-year`}
                  type="number"
                  inputMode="numeric"
                  min={MIN_PASS_YEAR}
                  max={currentYear}
                  value={row.yearOfPass}
                  onChange={(e) => update(i, { yearOfPass: e.target.value.slice(0, 4) })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-pct`}>{t`Percentage`}</label>
                <input
                  id={`${id}-pct`}
                  type="number"
                  inputMode="decimal"
                  min={MIN_PERCENTAGE}
                  max={MAX_PERCENTAGE}
                  step={PERCENTAGE_STEP}
                  value={row.percentageMarks}
                  onChange={(e) => update(i, { percentageMarks: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-reg`}>{t`Registration Number`}</label>
                <input
                  id={`${id}-reg`}
                  maxLength={50}
                  value={row.registrationNumber}
                  onChange={(e) => update(i, { registrationNumber: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-group`}>{groupLabel}</label>
                <input id={`${id}-group`} maxLength={100} value={row.group} onChange={(e) => update(i, { group: e.target.value })} />
              </div>
            </div>
            {!row.isCompulsory ? (
              <button type="button" className="link-button" onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>
                {t`Remove ${row.examination}`}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {available.length > 0 ? (
        <div className="card">
          <p className="field-label">{t`Add another qualification`}</p>
          <div className="choice-row">
            {available.map((e) => (
              <button
                key={e}
                type="button"
                className="button button--secondary button--small"
                onClick={() => setRows((list) => [...list, newRow(e, false)])}
              >
                + {e}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {mba ? (
        <div className="card">
          <div className="field">
            <label htmlFor="collegeName">{t`College Name (undergraduate degree)`}</label>
            <input id="collegeName" maxLength={200} value={collegeName} onChange={(e) => setCollegeName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="achievements">{t`Achievements`}</label>
            <textarea id="achievements" maxLength={2000} rows={3} value={achievements} onChange={(e) => setAchievements(e.target.value)} />
          </div>
          <fieldset className="field">
            <legend>{t`Entrance Exams (optional)`}</legend>
            {(['kmat', 'cmat', 'cat'] as const).map((key) => (
              <div key={key} className="exam-row">
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={exams[key].selected}
                    onChange={(e) =>
                      setExams((x) => ({ ...x, [key]: { selected: e.target.checked, score: e.target.checked ? x[key].score : '' } }))
                    }
                  />
                  {key.toUpperCase()}
                </label>
                <label className="visually-hidden" htmlFor={`score-${key}`}>
                  {t`${key.toUpperCase()} score`}
                </label>
                <input
                  id={`score-${key}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  placeholder={t`Score`}
                  disabled={!exams[key].selected}
                  value={exams[key].score}
                  onChange={(e) => setExams((x) => ({ ...x, [key]: { ...x[key], score: e.target.value } }))}
                />
              </div>
            ))}
          </fieldset>
        </div>
      ) : null}
    </StepForm>
  );
}
