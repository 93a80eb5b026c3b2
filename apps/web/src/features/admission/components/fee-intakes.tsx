import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { closedMessage } from '@college/contracts/entities/intakes';
import { displayDay } from '@college/contracts/rules/day';
import { useAdmissionWindows } from '../api/windows';

/**
 * On the fee step: the programmes the fee can be used for today, with their closing dates; or,
 * when none takes applications, that the fee cannot be paid now and when the next one opens.
 * Answers whether paying is possible (true while the windows load: the server decides anyway).
 */
export function useFeePayable(): boolean {
  const { data } = useAdmissionWindows();
  return !data || data.intakes.some((i) => i.state === 'open');
}

export function FeeIntakes() {
  const { data } = useAdmissionWindows();
  if (!data) return null;
  const open = data.intakes.filter((i) => i.state === 'open');
  if (open.length === 0) {
    return (
      <div className="panel panel--warning" role="status">
        <p className="panel__title">{t`The fee cannot be paid now`}</p>
        <p>{t`No programme is taking applications today, so the fee cannot be paid now.`}</p>
        <p>{translateMessage(closedMessage(data.intakes))}</p>
      </div>
    );
  }
  return (
    <div className="fee-intakes">
      <p>{t`After paying you choose one of these programmes, open today:`}</p>
      <ul>
        {open.map((i) => (
          <li key={i.key}>
            {translateMessage(i.label)}
            {i.closesOn ? ` (${t`Applications close on ${displayDay(i.closesOn)}`})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
