// What an applicant typed in a step but has not saved yet, kept on the device per application and
// step, so a reload, a closed tab or a dropped connection loses nothing. Cleared on save and on
// sign-out. Only this browser's storage holds it.

const PREFIX = 'draft:';

export const draftKey = (applicationId: string, step: string) => `${PREFIX}${applicationId}:${step}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, a full disk): drafts are simply not kept.
    return null;
  }
}

export function readDraft(key: string): Record<string, unknown> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota reached: the draft is not kept; what is on screen stays.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every draft on this device, on sign-out: the next person at the phone sees none. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(PREFIX) === true);
  for (const key of keys) store.removeItem(key);
}
