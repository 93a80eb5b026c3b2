import { t } from '@lingui/core/macro';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';

type Messages = {
  success: string;
  /** Used when the server sends no message of its own. */
  failure: string;
  failureTitle?: string;
  describeFailure?: (err: unknown) => string | null;
};

// The save on its way, if any: pressing the button again meanwhile (while it waits for the
// connection) is the same wish, and waits with it.
let waiting: Promise<unknown> | null = null;

/**
 * A step's save: the success toast and the next step, or the error toast (server message
 * preferred). The save waits through a dropped connection (`useSaveStep`); the draft meanwhile
 * keeps what was typed.
 */
export async function saveWithToasts(save: () => Promise<unknown>, messages: Messages, next: () => void): Promise<void> {
  if (waiting) {
    await waiting.catch(() => undefined);
    return;
  }
  waiting = save();
  try {
    await waiting;
  } catch (err) {
    const description = messages.describeFailure?.(err) ?? errorMessage(err, messages.failure);
    toast({ title: messages.failureTitle ?? t`Error`, description, variant: 'destructive' });
    return;
  } finally {
    waiting = null;
  }
  toast({ title: messages.success, variant: 'success' });
  next();
}
