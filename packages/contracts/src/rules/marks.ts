import { z } from '../zod';
import { MAX_PERCENTAGE, MIN_PASS_YEAR, MIN_PERCENTAGE } from '../constants';
import { currentYearInKolkata } from './day';

export const YEAR_RANGE_MESSAGE = `Year of pass must be between ${MIN_PASS_YEAR} and the current year`;
export const PERCENTAGE_MESSAGE = 'Percentage must be between 0 and 100 in steps of 0.1';

export function isPassYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_PASS_YEAR && year <= currentYearInKolkata(now);
}

/** 0 to 100 with at most one decimal place: 99.9 and 100.0 pass, 100.05 and 12.34 do not. */
export function isPercentage(value: number): boolean {
  if (!Number.isFinite(value) || value < MIN_PERCENTAGE || value > MAX_PERCENTAGE) return false;
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

// Form inputs arrive as strings; an empty one means "not filled in".
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

export const passYearSchema = z.preprocess(
  blankToNull,
  z
    .preprocess(toNumber, z.number({ error: YEAR_RANGE_MESSAGE }))
    .refine((y) => isPassYear(y), YEAR_RANGE_MESSAGE)
    .nullable(),
);

export const percentageSchema = z.preprocess(
  blankToNull,
  z
    .preprocess(toNumber, z.number({ error: PERCENTAGE_MESSAGE }))
    .refine(isPercentage, PERCENTAGE_MESSAGE)
    .nullable(),
);
