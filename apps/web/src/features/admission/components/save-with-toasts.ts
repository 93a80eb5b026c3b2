import { t } from '@lingui/core/macro';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';

type Messages = {
  success: string;
  /** Used when the server sends no message of its own. */
  failure: string;
  failureTitle?: string;
  describeFailure?: (err: unknown) => string | null;
};

/** The phone has no connection: the request never left it. */
function offline(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine;
}

const onceOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * A step's save: the success toast and the next step, or the error toast (server message
 * preferred). Offline, it says so and saves when the connection returns; the draft meanwhile keeps
 * what was typed.
 */
export async function saveWithToasts(save: () => Promise<unknown>, messages: Messages, next: () => void): Promise<void> {
  try {
    await save();
  } catch (err) {
    if (offline(err)) {
      toast({
        title: t`You are offline`,
        description: t`What you typed is kept on this phone. It will be saved when the connection returns.`,
        variant: 'destructive',
      });
      await onceOnline();
      return saveWithToasts(save, messages, next);
    }
    const description = messages.describeFailure?.(err) ?? errorMessage(err, messages.failure);
    toast({ title: messages.failureTitle ?? t`Error`, description, variant: 'destructive' });
    return;
  }
  toast({ title: messages.success, variant: 'success' });
  next();
}
