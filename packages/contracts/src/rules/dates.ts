import { z } from '../zod';
import { DOB_YEARS_BACK, MIN_APPLICANT_AGE } from '../constants';
import { todayInKolkata } from './day';

export const INVALID_DOB_TITLE = 'Invalid Date of Birth';
const UNDERAGE_MESSAGE = `You must be at least ${MIN_APPLICANT_AGE} years old to apply`;
const INVALID_DATE_MESSAGE = 'Please enter a valid date of birth';
const FUTURE_DATE_MESSAGE = 'Date of birth cannot be in the future';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return [y, mo, d];
}

/** A real calendar date written yyyy-MM-dd (so 2023-02-29 is not). */
export function isIsoDate(date: string): boolean {
  return parts(date) !== null;
}

/**
 * Completed years between a birth date and a day, both yyyy-MM-dd. A 29 February birthday
 * completes a year on 1 March in common years.
 */
export function ageOn(dob: string, day: string): number {
  const b = parts(dob);
  const t = parts(day);
  if (!b || !t) return Number.NaN;
  let age = t[0] - b[0];
  if (t[1] < b[1] || (t[1] === b[1] && t[2] < b[2])) age -= 1;
  return age;
}

export function isOldEnough(dob: string, day: string, minAge = MIN_APPLICANT_AGE): boolean {
  return ageOn(dob, day) >= minAge;
}

/**
 * Date of birth as sent on save: yyyy-MM-dd, not in the future, no further back than the picker
 * offers, applicant at least 15 in IST today.
 */
export const dobSchema = z.string({ error: INVALID_DATE_MESSAGE }).superRefine((dob, ctx) => {
  if (!isIsoDate(dob)) {
    ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    return;
  }
  const today = todayInKolkata();
  if (Number(dob.slice(0, 4)) < Number(today.slice(0, 4)) - DOB_YEARS_BACK) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
  else if (dob > today) ctx.addIssue({ code: 'custom', message: FUTURE_DATE_MESSAGE });
  else if (!isOldEnough(dob, today)) ctx.addIssue({ code: 'custom', message: UNDERAGE_MESSAGE });
});
