import type { z } from '../zod';

/**
 * The fields a form must fill before it can be sent: those the schema refuses when they are left
 * blank. A step's submit button waits for these, so the rule lives in the schema and nowhere else.
 */
export function requiredFields(schema: z.ZodType, blank: unknown): string[] {
  const result = schema.safeParse(blank);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => i.path.join('.')))];
}

function at(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);
}

const holds = (value: unknown) => {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  return value !== undefined && value !== null;
};

/** Whether every required field holds something: text that is not blank, a ticked box, a chosen value. */
export function isFilled(values: unknown, required: string[]): boolean {
  return required.every((path) => holds(at(values, path)));
}

/** The required fields still empty, in the form's order: what a disabled submit button waits for. */
export function missingFields(values: unknown, required: string[]): string[] {
  return required.filter((path) => !holds(at(values, path)));
}
