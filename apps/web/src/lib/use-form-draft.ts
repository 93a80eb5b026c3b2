import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './drafts';

const DRAFT_DELAY_MS = 400;

/**
 * Keeps what is typed into `form` on this device under `key` until it is saved, and brings it
 * back when the form is drawn again (a reload, a lapsed session, a closed tab). Only typing makes
 * a draft, not the saved data filling the form.
 */
export function useFormDraft<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, key: string) {
  // Read once: whether this visit brought back something typed earlier.
  const [restored] = useState(() => readDraft(key));

  useEffect(() => {
    if (!restored) return;
    // Marked dirty, so saved data arriving afterwards does not overwrite it.
    for (const [name, value] of Object.entries(restored)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [form, restored]);

  useEffect(() => {
    let timer: number | undefined;
    let pending: unknown = null;
    const flush = () => {
      window.clearTimeout(timer);
      if (pending !== null) writeDraft(key, pending);
      pending = null;
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
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
  }, [form, key]);

  return { restoredDraft: restored !== null, clearDraft: () => clearDraft(key) };
}
