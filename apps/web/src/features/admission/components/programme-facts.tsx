import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { INTAKES, type IntakeKey } from '@college/contracts/entities/intakes';
import { translateMessage } from '../../../i18n/translate-message';
import { useAdmissionWindows } from '../api/windows';
import { ELIGIBILITY } from '../admission-guide';
import { windowLine } from './intake-notice';

/** On a programme's page: who can apply to each intake that leads to it, its dates, and the fee. */
export function ProgrammeFacts({ intakes }: { intakes: readonly IntakeKey[] }) {
  const { data } = useAdmissionWindows();
  return (
    <section className="card programme-facts" aria-labelledby="programme-facts">
      <h2 id="programme-facts">{t`Who can apply`}</h2>
      <ul>
        {INTAKES.filter((intake) => intakes.includes(intake.key)).map((intake) => {
          const w = data?.intakes.find((i) => i.key === intake.key);
          return (
            <li key={intake.key}>
              <strong>{translateMessage(intake.label)}</strong>
              {w ? ` (${windowLine(w)})` : null}: {i18n._(ELIGIBILITY[intake.key])}
            </li>
          );
        })}
      </ul>
      {data ? (
        <p>
          <strong>{t`Application fee: ₹${data.feeRupees}`}</strong>, {t`paid online at step 4, after your address.`}
        </p>
      ) : null}
    </section>
  );
}
