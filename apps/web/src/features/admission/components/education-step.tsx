import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { educationDetailsInputSchema } from '@college/contracts/entities/education-details';
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
import { newRow, NO_EXAMS, toEntry, toRow, toValues, type Exams, type Row, type Values } from './education-values';
import { QualificationCard } from './qualification-card';
import { MbaExtras } from './mba-extras';

type Props = { applicationId: string; onBack: () => void; onSaved: () => void; onChooseProgram: () => void };
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

function EducationForm({ applicationId, onBack, onSaved, selection }: Props & { selection: ProgramSelection }) {
  const level = selection.programLevel;
  const mba = level === 'mba';
  const saved = useEducationDetails(applicationId);
  const save = useSaveStep((body: Parameters<typeof postEducation>[1], signal: AbortSignal) => postEducation(applicationId, body, signal));
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
      {rows.map((row, i) => (
        <QualificationCard
          key={row.examination}
          row={row}
          index={i}
          groupLabel={groupLabel}
          currentYear={currentYear}
          onChange={(patch) => update(i, patch)}
          onRemove={() => setRows((list) => list.filter((_, j) => j !== i))}
        />
      ))}
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
        <MbaExtras
          collegeName={collegeName}
          achievements={achievements}
          exams={exams}
          onCollegeName={setCollegeName}
          onAchievements={setAchievements}
          onExams={setExams}
        />
      ) : null}
    </StepForm>
  );
}
