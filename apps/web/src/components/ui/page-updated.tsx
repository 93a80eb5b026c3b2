import { t } from '@lingui/core/macro';
import { displayDay } from '@college/contracts/rules/day';

/** A page's "Last updated": the day its content last changed (GIGW asks it of every page); nothing when unknown. */
export function PageUpdated({ on }: { on: string | null }) {
  return on ? <p className="hint page-updated">{t`Last updated ${displayDay(on)}`}</p> : null;
}
