import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

type Props = {
  /** 'step' for steps made of cards, 'card step' for a single card. */
  className: string;
  /** False keeps the submit button disabled (the step knows what is missing). */
  canSubmit?: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
  /** Omitted on the first step, which has nothing to go back to. */
  onBack?: () => void;
  children: ReactNode;
};

/** A wizard step's form: its fields, then Back and the submit button, which is busy while saving. */
export function StepForm({ className, canSubmit = true, pending, submitLabel, pendingLabel, onSubmit, onBack, children }: Props) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !pending) onSubmit();
      }}
    >
      {children}
      <div className="step-actions">
        {onBack ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t`Back`}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={!canSubmit || pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
