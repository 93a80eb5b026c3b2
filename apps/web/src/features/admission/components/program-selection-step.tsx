import { englishContent } from '../../../i18n/english-content';
import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef } from 'react';
import type { z } from 'zod';
import {
  programSelectionInputSchema,
  programSelectionsInputSchema,
  SELECT_PROGRAM_MESSAGE,
  type ProgramSelection,
} from '@college/contracts/entities/program-selection';
import { BRANCHES_BY_MODE, DIPLOMA_MODES, PROGRAM_TYPES, type DiplomaMode, type ProgramLevel } from '@college/contracts/programmes';
import { toast } from '../../../components/ui/toast';
import { useApplication } from '../api/get-application';
import { postProgramSelection, useSaveStep } from '../api/save-step';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';
import { DraftNotice } from './draft-notice';
import { RadioGroup, SelectField } from '../../../components/form/fields';
import { IntakeNotice } from './intake-notice';
import { FeeRefundNotice } from './fee-refund-notice';
import { draftKey } from '../../../lib/drafts';

type Props = { applicationId: string; onBack: () => void; onSaved: () => void };

type Values = z.input<typeof programSelectionsInputSchema>;
type Choice = Values['programSelections'][number];

const BLANK: Values = { programSelections: [{ programLevel: '' as ProgramLevel, programName: '', mode: '', branchPreferences: [] }] };

/** The saved choice as the form holds it: branches in their priority order. */
function toValues(saved: ProgramSelection): Values {
  const branches = [...saved.branchPreferences].sort((a, b) => a.priority - b.priority).map((b) => ({ branch: b.branch }));
  return {
    programSelections: [
      { programLevel: saved.programLevel, programName: saved.programName, mode: saved.mode ?? '', branchPreferences: branches },
    ],
  };
}

/** Step 5: programme type, programme, diploma mode and branches in priority order. */
export function ProgramSelectionStep({ applicationId, onBack, onSaved }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep((body: Parameters<typeof postProgramSelection>[1], signal: AbortSignal) =>
    postProgramSelection(applicationId, body, signal),
  );
  const saved = application.data?.programSelections.find((s) => s.selected) ?? application.data?.programSelections[0];
  const values = useMemo(() => (saved ? toValues(saved) : undefined), [saved]);
  const { form, restoredDraft, clearDraft } = useStepForm(
    programSelectionsInputSchema,
    BLANK,
    values,
    draftKey(applicationId, 'programme'),
  );
  const choice = form.watch('programSelections.0') as Choice | undefined;
  const level = choice?.programLevel ?? '';
  const programName = choice?.programName ?? '';
  const mode = (choice?.mode ?? '') as DiplomaMode | '';
  const branches = useMemo(() => (choice?.branchPreferences ?? []).map((b) => b.branch), [choice?.branchPreferences]);
  const update = (patch: Partial<Choice>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(`programSelections.0.${k as keyof Choice}`, v, { shouldDirty: true });
  };
  const setBranches = (next: string[] | ((list: string[]) => string[])) =>
    update({ branchPreferences: (typeof next === 'function' ? next(branches) : next).map((branch) => ({ branch })) });

  const chooseLevel = (next: ProgramLevel) => {
    update({ programLevel: next, programName: '', mode: '' });
    if (next === 'mba') setBranches([]);
  };
  const chooseMode = (next: DiplomaMode) => {
    // Branches not offered in the new mode drop out of the preferences.
    update({ mode: next, branchPreferences: branches.filter((b) => BRANCHES_BY_MODE[next].includes(b)).map((branch) => ({ branch })) });
  };
  const toggle = (branch: string) => setBranches((list) => (list.includes(branch) ? list.filter((b) => b !== branch) : [...list, branch]));
  const preferences = useRef<HTMLOListElement>(null);
  // The branch just moved with the keyboard keeps focus, on the other arrow once it reaches an end.
  const movedBranch = useRef<{ branch: string; by: -1 | 1 } | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const branch = branches[index];
    if (branch === undefined) return;
    movedBranch.current = { branch, by };
    setBranches((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index + by, 0, item);
      return next;
    });
  };
  useEffect(() => {
    const moved = movedBranch.current;
    if (!moved) return;
    movedBranch.current = null;
    const buttons = [...(preferences.current?.querySelectorAll<HTMLButtonElement>('button[data-branch]') ?? [])].filter(
      (b) => b.dataset.branch === moved.branch,
    );
    const same = buttons.find((b) => b.dataset.by === String(moved.by));
    (same && !same.disabled ? same : buttons.find((b) => !b.disabled))?.focus();
  }, [branches]);

  // What still stops the step, in the schema's words and order (programme, then mode, then branches).
  const problem = choice ? (programSelectionInputSchema.safeParse(choice).error?.issues[0]?.message ?? null) : SELECT_PROGRAM_MESSAGE;

  const submit = form.handleSubmit(
    (selection) =>
      saveWithToasts(
        () => save.mutateAsync(selection),
        { success: t`Program selection saved successfully`, failure: t`Failed to save program selection` },
        () => {
          clearDraft();
          onSaved();
        },
      ),
    () => toast({ title: t`Error`, description: problem ?? SELECT_PROGRAM_MESSAGE, variant: 'destructive' }),
  );

  const type = PROGRAM_TYPES.find((t) => t.level === level);
  return (
    <StepForm
      className="card step"
      canSubmit={problem === null}
      pending={save.isPending}
      submitLabel={t`Continue`}
      pendingLabel={t`Saving...`}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading subtitle={t`Choose the programme you are applying for`}>{t`Program Selection`}</StepHeading>
      <DraftNotice shown={restoredDraft} />
      <FeeRefundNotice applicationId={applicationId} />
      <RadioGroup
        id="programType"
        name="programType"
        label={t`Program Type`}
        value={level}
        onChange={(v) => chooseLevel(v as ProgramLevel)}
        options={PROGRAM_TYPES.map((p) => ({ value: p.level, label: translateMessage(p.label) }))}
      />
      {type ? (
        <SelectField
          id="programName"
          label={t`Program`}
          value={programName}
          placeholder={t`Select program`}
          onChange={(v) => update({ programName: v, mode: '' })}
          options={[{ value: type.programName, label: type.programName }]}
        />
      ) : null}
      {level === 'diploma' && programName ? (
        <RadioGroup
          id="mode"
          name="mode"
          label={t`Mode`}
          hint={t`LET (lateral entry) is for those who passed +2 or VHSE with Physics, Chemistry and Mathematics, or hold an ITI or KGCE certificate: admission is to the third semester.`}
          value={mode}
          onChange={(v) => chooseMode(v as DiplomaMode)}
          options={DIPLOMA_MODES.map((m) => ({ value: m, label: translateMessage(m) }))}
        />
      ) : null}
      {(level === 'mba' && programName) || (level === 'diploma' && mode) ? <IntakeNotice level={level} mode={mode} /> : null}
      {level === 'diploma' && mode ? (
        <fieldset className="field">
          <legend>{t`Branches (tick in order of preference)`}</legend>
          {BRANCHES_BY_MODE[mode].map((b) => (
            <label key={b} className="choice choice--block">
              <input type="checkbox" checked={branches.includes(b)} onChange={() => toggle(b)} />
              <span lang={englishContent()}>{b}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {level === 'diploma' && branches.length > 0 ? (
        <section className="field" aria-labelledby="prefs-title">
          <h3 id="prefs-title">{t`Your Branch Preferences`}</h3>
          <ol className="preferences" ref={preferences}>
            {branches.map((b, i) => (
              <li key={b}>
                <span>
                  {i + 1}. <span lang={englishContent()}>{b}</span>
                </span>
                <span className="preferences__actions">
                  <button
                    type="button"
                    className="icon-button"
                    disabled={i === 0}
                    data-branch={b}
                    data-by="-1"
                    aria-label={t`Move ${b} up`}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={i === branches.length - 1}
                    data-branch={b}
                    data-by="1"
                    aria-label={t`Move ${b} down`}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {problem && level ? <p className="hint">{translateMessage(problem)}</p> : null}
    </StepForm>
  );
}
