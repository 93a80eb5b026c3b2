import { TOAST_LIMIT } from '@college/contracts/ui-constants';

// The toasts on screen. Pages show one with `toast` (./toast.ts), which translates it first: the
// translation tables stay out of the first load of every page, which shows this store's toaster.

export type ToastVariant = 'default' | 'success' | 'destructive';
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
};

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Puts a toast on screen; with the limit of one, a new toast replaces the one on screen. */
export function showToast(item: Omit<Toast, 'id'>): number {
  const shown: Toast = { id: nextId++, ...item };
  toasts = [shown, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return shown.id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}
