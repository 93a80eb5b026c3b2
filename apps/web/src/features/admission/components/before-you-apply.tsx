import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { INTAKES } from '@college/contracts/entities/intakes';
import { translateMessage } from '../../../i18n/translate-message';
import { DOCUMENTS_TO_KEEP_READY, ELIGIBILITY, HOW_YOU_ARE_TOLD, SEASON_STEPS } from '../admission-guide';
import { LoadLater } from './load-later';

/**
 * Above the mobile entry: one line, and the rest folded away, so a phone reaches the mobile field
 * without scrolling through it. Who can apply, what to keep ready, the season's steps and how the
 * applicant is told; the fee and each programme's dates fill in from the office's settings when it is opened.
 */
export function BeforeYouApply() {
  // The dates and the fee are asked for when the panel is opened: most visits (a return to the
  // application above all) never open it, and a phone on slow data is spared the request.
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDetailsElement>(null);
  // Opened before the app took the prerendered page over: its toggle went unheard, the panel is open.
  useEffect(() => {
    if (panel.current?.open) setOpen(true);
  }, []);
  return (
    <section className="card before-apply" aria-label={t`Before you apply`}>
      <details ref={panel} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <strong>{t`Before you apply`}</strong>: {t`who can apply, dates, fee and what happens next`}
        </summary>
        <h2>{t`Dates and fee`}</h2>
        {/* The fee and the windows come from the office's settings, once the panel is opened. */}
        {open ? (
          <LoadLater
            load={() => import('./intake-notice').then((m) => m.AdmissionFacts)}
            fallback={<p role="status">{t`Loading the dates and the fee...`}</p>}
          />
        ) : null}
        <h2>{t`Who can apply`}</h2>
        <ul>
          {INTAKES.map((intake) => (
            <li key={intake.key}>
              <strong>{translateMessage(intake.label)}</strong>: {i18n._(ELIGIBILITY[intake.key])}
            </li>
          ))}
        </ul>
        <h2>{t`Keep these ready`}</h2>
        <ul>
          {DOCUMENTS_TO_KEEP_READY.map((d) => (
            <li key={d.id}>{i18n._(d)}</li>
          ))}
        </ul>
        <h2>{t`What happens next`}</h2>
        <ol>
          {SEASON_STEPS.map((s) => (
            <li key={s.id}>{i18n._(s)}</li>
          ))}
        </ol>
        <h2>{t`How you are told`}</h2>
        <p>{i18n._(HOW_YOU_ARE_TOLD)}</p>
      </details>
    </section>
  );
}
