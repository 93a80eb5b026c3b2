import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

/**
 * Puts the server's messages under the fields they are about (the contract's paths are the form's
 * names) and says whether there were any; the caller says what went wrong otherwise. `fieldOf`
 * maps a path to the field that shows it, or to nothing for one the form has no field for.
 */
export function showFieldErrors<T extends FieldValues, Out = T>(
  form: UseFormReturn<T, unknown, Out>,
  err: unknown,
  fieldOf: (path: string) => FieldPath<T> | null = (path) => path as FieldPath<T>,
): boolean {
  if (!(err instanceof ApiError)) return false;
  let shown = false;
  for (const [path, messages] of Object.entries(err.fieldErrors)) {
    const field = fieldOf(path);
    if (field === null) continue;
    form.setError(field, { message: messages[0] });
    shown = true;
  }
  return shown;
}
