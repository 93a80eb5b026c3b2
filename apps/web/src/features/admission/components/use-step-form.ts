import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDraft } from '../../../lib/use-form-draft';

/**
 * A wizard step's form over its schema from the contracts (the server checks the same one).
 * Saved data fills the form when it arrives; anything typed before that is kept. What is typed
 * is also kept on the device under `draft` until it is saved, and brought back after a reload.
 */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  blank: z.input<S>,
  saved: z.input<S> | undefined,
  draft: string,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: blank as never,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  return { form, ...useFormDraft(form, draft) };
}
