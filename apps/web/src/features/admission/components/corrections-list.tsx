import { t } from '@lingui/core/macro';
import type { CorrectionEntry } from '@college/contracts/entities/correction';
import { displayDateTime } from '@college/contracts/rules/day';
import { englishContent } from '../../../i18n/english-content';

/** What the college corrected in the application: each field, its old and new values, why and when. */
export function CorrectionsList({ corrections }: { corrections: readonly CorrectionEntry[] }) {
  if (corrections.length === 0) return null;
  return (
    <section className="card" aria-labelledby="corrections-title">
      <h3 id="corrections-title">{t`Corrections made by the college`}</h3>
      <ul className="corrections">
        {corrections.map((c) => (
          <li key={`${c.at}-${c.label}`}>
            <p>
              <strong lang={englishContent()}>{c.label}</strong>: {c.from || '—'} → {c.to || '—'}
            </p>
            <p className="hint">
              {t`Why:`} <span lang={englishContent()}>{c.reason}</span> ({displayDateTime(c.at)})
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
