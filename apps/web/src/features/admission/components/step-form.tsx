import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';

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
  /** While the submit button is disabled: the labels of the fields it waits for. */
  missing?: string[];
  children: ReactNode;
};

/** A wizard step's form: its fields, then Back and the submit button, which is busy while saving. */
export function StepForm({
  className,
  canSubmit = true,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  onBack,
  missing = [],
  children,
}: Props) {
  const waiting = !canSubmit && missing.length > 0;
  // The next step may be drawn out of sight beside this one (see the wizard): ids of its own.
  const missingId = useId();
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
        <button type="submit" className="button" disabled={!canSubmit || pending} aria-describedby={waiting ? missingId : undefined}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
      {waiting ? (
        <p id={missingId} className="hint step-missing">
          {t`Still needed: ${missing.join(', ')}`}
        </p>
      ) : null}
    </form>
  );
}

/** Above a step's fields: what the asterisk on a label means. */
export function RequiredNote() {
  return (
    <p className="hint required-note">
      <span aria-hidden="true">* </span>
      {t`Required`}
    </p>
  );
}
