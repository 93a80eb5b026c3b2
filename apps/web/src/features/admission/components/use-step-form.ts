import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '../../../lib/drafts';

const DRAFT_DELAY_MS = 400;

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
  // Read once: whether this visit brought back something typed earlier.
  const [restored] = useState(() => readDraft(draft));

  useEffect(() => {
    if (!restored) return;
    // Marked dirty, so the saved data arriving afterwards does not overwrite it.
    for (const [name, value] of Object.entries(restored)) {
      form.setValue(name as Path<z.input<S>>, value as PathValue<z.input<S>, Path<z.input<S>>>, { shouldDirty: true });
    }
  }, [form, restored]);

  useEffect(() => {
    let timer: number | undefined;
    let pending: unknown = null;
    const flush = () => {
      window.clearTimeout(timer);
      if (pending !== null) writeDraft(draft, pending);
      pending = null;
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        // Only the applicant's own typing makes a draft, not the saved data filling the form.
        if (!name) return;
        pending = values;
        window.clearTimeout(timer);
        timer = window.setTimeout(flush, DRAFT_DELAY_MS);
      },
    });
    // A reload or a closed tab within the delay still keeps the last keystrokes.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [form, draft]);

  return { form, restoredDraft: restored !== null, clearDraft: () => clearDraft(draft) };
}
