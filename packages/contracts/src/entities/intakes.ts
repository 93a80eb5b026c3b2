import type { DiplomaMode, ProgramLevel } from '../programmes';
import { displayDay } from '../rules/day';

/**
 * What the office opens and closes: each programme, and each mode of the diploma. Every intake's
 * window is a span of calendar days in India, both ends included; an empty end is unbounded.
 */
export const INTAKES = [
  { key: 'diploma-regular', level: 'diploma', mode: 'Regular', label: 'Diploma in Engineering (Regular)' },
  { key: 'diploma-part-time', level: 'diploma', mode: 'Part-time', label: 'Diploma in Engineering (Part-time)' },
  { key: 'diploma-let', level: 'diploma', mode: 'LET', label: 'Diploma in Engineering (LET)' },
  { key: 'mba', level: 'mba', mode: null, label: 'MBA (Regular)' },
] as const satisfies readonly { key: string; level: ProgramLevel; mode: DiplomaMode | null; label: string }[];

export const INTAKE_KEYS = INTAKES.map((i) => i.key) as [IntakeKey, ...IntakeKey[]];
export type IntakeKey = (typeof INTAKES)[number]['key'];

/** The intake a programme choice belongs to; null for a choice the contracts refuse anyway. */
export function intakeOf(level: string | null, mode: string | null | undefined): (typeof INTAKES)[number] | null {
  return INTAKES.find((i) => i.level === level && (i.level === 'mba' || i.mode === mode)) ?? null;
}

export type IntakeWindow = { opensOn: string | null; closesOn: string | null };

export type WindowState = 'open' | 'not-yet' | 'closed';

/** Where `today` (yyyy-MM-dd in India) falls against a window. */
export function windowState(w: IntakeWindow, today: string): WindowState {
  if (w.opensOn !== null && today < w.opensOn) return 'not-yet';
  if (w.closesOn !== null && today > w.closesOn) return 'closed';
  return 'open';
}

type StatedWindow = IntakeWindow & { state: WindowState };

/** Why an intake takes no applications today; null while it is open. */
export function windowRefusal(label: string, w: StatedWindow): string | null {
  if (w.state === 'not-yet' && w.opensOn) return `Applications for ${label} open on ${displayDay(w.opensOn)}`;
  if (w.state === 'closed' && w.closesOn) return `Applications for ${label} closed on ${displayDay(w.closesOn)}`;
  return null;
}

/** Why no new application can be started today: every intake is shut. */
export function closedMessage(windows: StatedWindow[]): string {
  const next = windows
    .flatMap((w) => (w.state === 'not-yet' && w.opensOn ? [w.opensOn] : []))
    .sort()
    .at(0);
  return next ? `Applications are closed. The next intake opens on ${displayDay(next)}.` : 'Applications are closed for this year.';
}

/** Why the fee cannot be paid today: no intake the applicant could choose is taking applications. */
export function feeRefusal(windows: StatedWindow[]): string | null {
  if (windows.some((w) => w.state === 'open')) return null;
  return `No programme is taking applications today, so the fee cannot be paid now. ${closedMessage(windows)}`;
}

/** Whether the season is over: every intake has closed, and none is still to open. */
export function seasonOver(windows: StatedWindow[]): boolean {
  return windows.every((w) => w.state === 'closed');
}
