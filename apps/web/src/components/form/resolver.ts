import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@college/contracts/zod';

/**
 * A form whose fields are not yet the body (a number typed as text, an empty date for "none") is
 * checked against the contract's body schema after `toBody` turns its values into the body: the
 * messages are the server's own, and the submit handler receives the body itself.
 */
export function bodyResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<S>> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return (values, context, options) => check(toBody(values) as FieldValues, context, options as never) as never;
}

/** Typed text as a number when it is one; otherwise as typed, so the schema's message names the problem. */
export function numberOrText(text: string): number | string {
  return text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;
}
