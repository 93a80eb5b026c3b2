import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { REMARK_REQUIRED, type DecisionStatus } from '@college/contracts/entities/office';
import { STATUS_LABELS } from '@college/contracts/stages';

type Values = { status: DecisionStatus; remark?: string; internalNote?: string };

/** The decision, the remark the applicant sees and the note they do not: one set of fields for one or many. */
export function DecisionFields({
  idPrefix,
  choices,
  register,
  errors,
  chosen,
}: {
  idPrefix: string;
  choices: readonly DecisionStatus[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  chosen: DecisionStatus | undefined;
}) {
  const remarkNeeded = chosen !== undefined && REMARK_REQUIRED.includes(chosen);
  return (
    <>
      <fieldset className="field">
        <legend>New status</legend>
        <div className="choice-row">
          {choices.map((s) => (
            <label key={s} className="choice">
              <input type="radio" value={s} {...register('status')} />
              {STATUS_LABELS[s]}
            </label>
          ))}
        </div>
        {errors.status ? <p className="error-text">{errors.status.message}</p> : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${idPrefix}-remark`}>Remark for the applicant{remarkNeeded ? ' (required)' : ' (optional)'}</label>
        <textarea
          id={`${idPrefix}-remark`}
          rows={2}
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={errors.remark ? `${idPrefix}-remark-error` : undefined}
          {...register('remark')}
        />
        {errors.remark ? (
          <p className="error-text" id={`${idPrefix}-remark-error`}>
            {errors.remark.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-note`}>Internal note (never shown to the applicant)</label>
        <textarea id={`${idPrefix}-note`} rows={2} {...register('internalNote')} />
        {errors.internalNote ? <p className="error-text">{errors.internalNote.message}</p> : null}
      </div>
    </>
  );
}
