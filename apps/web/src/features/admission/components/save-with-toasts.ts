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

/** The request never reached the site: no connection, or one that drops what it is sent. */
function connectionLost(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0;
}

// A phone that knows it is offline says so, and the save waits for the connection; one that thinks
// it is online while nothing gets through (a weak signal) is tried again every few seconds.
const RETRY_MS = 5_000;

function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = navigator.onLine ? window.setTimeout(done, RETRY_MS) : undefined;
  });
}

// The save waiting for the connection, if any: pressing the button again meanwhile is the same wish.
let waiting: Promise<void> | null = null;

/**
 * A step's save: the success toast and the next step, or the error toast (server message
 * preferred). Without a connection it says so once and saves by itself when the connection returns;
 * the draft meanwhile keeps what was typed.
 */
export async function saveWithToasts(save: () => Promise<unknown>, messages: Messages, next: () => void): Promise<void> {
  if (waiting) return waiting;
  let told = false;
  for (;;) {
    try {
      await save();
      break;
    } catch (err) {
      if (!connectionLost(err)) {
        const description = messages.describeFailure?.(err) ?? errorMessage(err, messages.failure);
        toast({ title: messages.failureTitle ?? t`Error`, description, variant: 'destructive' });
        return;
      }
      if (!told) {
        told = true;
        toast(
          navigator.onLine
            ? {
                title: t`The connection dropped`,
                description: t`What you typed is kept on this phone. Trying again...`,
                variant: 'destructive',
              }
            : {
                title: t`You are offline`,
                description: t`What you typed is kept on this phone. It will be saved when the connection returns.`,
                variant: 'destructive',
              },
        );
      }
      waiting = connectionBack();
      await waiting;
      waiting = null;
    }
  }
  toast({ title: messages.success, variant: 'success' });
  next();
}
