import { TOAST_DURATION_MS } from '@college/contracts/ui-constants';
import { translateMessage } from '../../i18n/translate-message';
import { showToast, type ToastVariant } from './toast-store';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};

/** Shows a toast; with the limit of one, a new toast replaces the one on screen. */
export function toast(input: ToastInput): number {
  return showToast({
    // Titles and messages from the contracts or the server arrive in English.
    title: translateMessage(input.title),
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description ? { description: translateMessage(input.description) } : {}),
  });
}
