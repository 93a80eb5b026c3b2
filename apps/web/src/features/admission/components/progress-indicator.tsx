import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { TOTAL_WIZARD_STEPS } from '@college/contracts/constants';
import { progressPercent, WIZARD_STEPS } from '@college/contracts/stages';

/** Step N of 7 with the percent done; on step 1 only "Step 1" is named and later steps are dimmed. */
export function ProgressIndicator({ step }: { step: number }) {
  const percent = progressPercent(step, TOTAL_WIZARD_STEPS);
  return (
    <div className="progress">
      <div className="progress__summary">
        <span>{t`Step ${step} of ${TOTAL_WIZARD_STEPS}`}</span>
        <span>{t`${percent}% complete`}</span>
      </div>
      <div
        className="progress__bar"
        role="progressbar"
        aria-label={t`Application progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="progress__steps">
        {WIZARD_STEPS.map((s) => {
          const state = s.id < step ? 'completed' : s.id === step ? 'current' : 'upcoming';
          return (
            <li key={s.id} className={`progress__step progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress__number" aria-hidden="true">
                {s.id}
              </span>
              <span className="progress__name">{step === 1 ? (s.id === 1 ? t`Step 1` : '') : translateMessage(s.name)}</span>
              <span className="visually-hidden">
                {state === 'completed' ? t` (completed)` : state === 'upcoming' ? t` (upcoming)` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="progress__current-name" aria-hidden="true">
        {step === 1 ? t`Step 1` : translateMessage(WIZARD_STEPS[step - 1]?.name ?? '')}
      </p>
    </div>
  );
}
