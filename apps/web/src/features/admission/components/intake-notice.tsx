import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import type { IntakeWindowView } from '@college/contracts/entities/intake-windows';
import { closedMessage, intakeOf, windowRefusal } from '@college/contracts/entities/intakes';
import { displayDay } from '@college/contracts/rules/day';
import { useAdmissionWindows } from '../api/windows';

const closesLine = (w: IntakeWindowView) => (w.closesOn ? t`Applications close on ${displayDay(w.closesOn)}` : null);

/**
 * On the welcome screen: when each open programme stops taking applications, or, when none is
 * open, that applications are closed. Nothing while the windows load or have no dates.
 */
export function AdmissionWindowsNotice() {
  const { data } = useAdmissionWindows();
  if (!data) return null;
  const open = data.intakes.filter((i) => i.state === 'open');
  if (open.length === 0) {
    return (
      <p className="error-text" role="alert">
        {translateMessage(closedMessage(data.intakes))}
      </p>
    );
  }
  const dated = open.filter((i) => i.closesOn);
  if (dated.length === 0) return null;
  return (
    <ul className="hint intake-dates" aria-label={t`Closing dates`}>
      {dated.map((i) => (
        <li key={i.key}>
          {translateMessage(i.label)}: {closesLine(i)}
        </li>
      ))}
    </ul>
  );
}

/** An intake's window in words: open (and until when), opening on a day, or closed. */
export function windowLine(w: IntakeWindowView): string {
  if (w.state === 'not-yet') return w.opensOn ? t`opens on ${displayDay(w.opensOn)}` : t`not open yet`;
  if (w.state === 'closed') return w.closesOn ? t`closed on ${displayDay(w.closesOn)}` : t`closed`;
  return w.closesOn ? t`open until ${displayDay(w.closesOn)}` : t`open`;
}

/** Before applying: the fee charged now, every programme's window and the season's dates, as the office has set them. */
export function AdmissionFacts() {
  const { data } = useAdmissionWindows();
  if (!data) return <p role="status">{t`Loading...`}</p>;
  return (
    <div className="admission-facts">
      <p>
        <strong>{t`Application fee: ₹${data.feeRupees}`}</strong>, {t`paid online at step 4, after your address.`}
      </p>
      <ul>
        {data.intakes.map((i) => (
          <li key={i.key}>
            {translateMessage(i.label)}: {windowLine(i)}
          </li>
        ))}
        {/* The season's dates the office has fixed so far, in their order. */}
        {data.season.map((d) =>
          d.on ? (
            <li key={d.key}>
              {translateMessage(d.label)}: {displayDay(d.on)}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** Under the programme choice: its closing date, or why it takes no applications today. */
export function IntakeNotice({ level, mode }: { level: string; mode: string }) {
  const { data } = useAdmissionWindows();
  const intake = intakeOf(level, mode);
  const w = intake && data?.intakes.find((i) => i.key === intake.key);
  if (!w) return null;
  const refusal = windowRefusal(w.label, w);
  if (refusal) {
    return (
      <p className="error-text" role="alert">
        {translateMessage(refusal)}
      </p>
    );
  }
  const line = closesLine(w);
  return line ? <p className="hint">{line}</p> : null;
}
