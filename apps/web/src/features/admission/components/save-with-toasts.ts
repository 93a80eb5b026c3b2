import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';

type Messages = {
  success: string;
  /** Used when the server sends no message of its own. */
  failure: string;
  failureTitle?: string;
  describeFailure?: (err: unknown) => string | null;
};

/** A step's save: the success toast and the next step, or the error toast (server message preferred). */
export async function saveWithToasts(save: () => Promise<unknown>, messages: Messages, next: () => void): Promise<void> {
  try {
    await save();
  } catch (err) {
    const description = messages.describeFailure?.(err) ?? errorMessage(err, messages.failure);
    toast({ title: messages.failureTitle ?? 'Error', description, variant: 'destructive' });
    return;
  }
  toast({ title: messages.success, variant: 'success' });
  next();
}
