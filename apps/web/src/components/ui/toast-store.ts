import { TOAST_DURATION_MS, TOAST_LIMIT } from '@college/contracts/constants';
import { translateMessage } from '../../i18n/translate-message';

type ToastVariant = 'default' | 'success' | 'destructive';
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
};
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast; with the limit of one, a new toast replaces the one on screen. */
export function toast(input: ToastInput): number {
  const item: Toast = {
    id: nextId++,
    // Titles and messages from the contracts or the server arrive in English.
    title: translateMessage(input.title),
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description ? { description: translateMessage(input.description) } : {}),
  };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
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
