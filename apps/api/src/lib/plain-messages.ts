import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from '@college/contracts/rules/email';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** The field an issue is about, in words: `fatherMobile` is "Father mobile", an item of `ids` "Ids". */
function fieldOf(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (!key) return null;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a set of named fields',
  array: 'a list',
  date: 'a date',
};

const listed = (values: readonly unknown[]) =>
  values.length <= 8 ? values.map(String).join(', ') : `${values.slice(0, 8).map(String).join(', ')}, ...`;

function limitOf(issue: { origin: string; inclusive?: boolean }, bound: number | bigint, most: boolean): string {
  const n = String(bound);
  if (issue.origin === 'string') return most ? `must be at most ${n} characters` : `must be at least ${n} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return most ? `must have at most ${n} items` : `must have at least ${n} items`;
  if (issue.inclusive === false) return most ? `must be less than ${n}` : `must be more than ${n}`;
  return most ? `must be at most ${n}` : `must be at least ${n}`;
}

/**
 * The words of a refusal that a contract schema leaves to the schema library: every field the
 * applicant or a clerk fills has its own message in the contract, but a call that skips the forms
 * (a hand-made request, a repeated query parameter, a body that is a list) would otherwise read
 * "Invalid input: expected object, received array". These say the same plainly, naming the field.
 * A message the contract gives always wins: the schema library asks this only when it has none.
 */
function plainMessage(issue: Issue): string {
  const field = fieldOf(issue.path);
  const name = field ?? 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (!field) return 'The request body must be a JSON object';
      if (issue.input === undefined) return `${field} is required`;
      if (Array.isArray(issue.input) && issue.expected !== 'array') return `${field} must be given once`;
      return `${field} must be ${NOUNS[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return `${name} ${limitOf(issue, issue.maximum, true)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${name} is required`;
      return `${name} ${limitOf(issue, issue.minimum, false)}`;
    case 'invalid_value':
      if (field && Array.isArray(issue.input)) return `${field} must be given once`;
      return `${name} must be one of: ${listed(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'email' ? INVALID_EMAIL_MESSAGE : `${name} is not in the expected form`;
    case 'not_multiple_of':
      return `${name} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${listed(issue.keys)}`;
    default:
      return `${name} is not valid`;
  }
}

/** Every schema this process checks with speaks plainly where its contract is silent. */
export function usePlainMessages(): void {
  z.config({ customError: plainMessage });
}
