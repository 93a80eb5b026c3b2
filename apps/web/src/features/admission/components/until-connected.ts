import { t } from '@lingui/core/macro';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';

/** The request never reached the site: no connection, or one that drops what it is sent. */
function connectionLost(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0;
}

// The call is tried again the moment the phone says the connection is back, and every few seconds
// whatever it says: one that thinks it is online while nothing gets through (a weak signal) must
// be tried again, and the 'online' event is not to be counted on (not every browser or web view
// sends it). A try while the phone knows it is offline costs nothing: it fails at once without
// sending a byte.
const RETRY_MS = 5_000;

function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = window.setTimeout(done, RETRY_MS);
  });
}

/**
 * A try with no answer for this long is given up and made again at once: a connection on mobile
 * data can stall without failing (the tower changes, the signal fades) and would leave the button
 * working for ever. Long enough for a slow site on the last evening to answer a small request.
 */
export const STALL_MS = 30_000;

/** What a try that stalled comes to: it is given up. */
const STALLED = Symbol('stalled');

/** What the applicant is told when the connection drops: what is safe, and what happens next. */
export type WhileAway = { online: string; offline: string };

const typedIsKept = (): WhileAway => ({
  online: t`What you typed is kept on this phone. Trying again...`,
  offline: t`What you typed is kept on this phone. It will be saved when the connection returns.`,
});

/**
 * Calls the site until it answers. Every call made this way is safe to repeat (a save replaces
 * what it saves, a payment is confirmed once however often it is asked). When the connection
 * drops or stalls, the applicant is told once what is happening; any answer of the site, an error
 * included, ends the wait, and the error is the caller's to show. The call passes `signal` to its
 * request, which is called off when the try stalls (`stallMs`).
 */
export async function untilConnected<T>(
  call: (signal: AbortSignal) => Promise<T>,
  whileAway: WhileAway = typedIsKept(),
  stallMs: number = STALL_MS,
): Promise<T> {
  let told = false;
  for (;;) {
    const stall = new AbortController();
    let timer = 0;
    // Given up by the clock, not only by the request's own end: a request called off does not
    // always end at once (a body still arriving, a fetch that ignores the signal).
    const stalled = new Promise<typeof STALLED>((resolve) => {
      timer = window.setTimeout(() => {
        resolve(STALLED);
        stall.abort();
      }, stallMs);
    });
    const attempt = call(stall.signal);
    let outcome: T | typeof STALLED;
    try {
      outcome = await Promise.race([attempt, stalled]);
    } catch (err) {
      window.clearTimeout(timer);
      if (!connectionLost(err)) throw err;
      tellOnce();
      // A dropped connection waits for it to come back (or 5 s).
      await connectionBack();
      continue;
    }
    window.clearTimeout(timer);
    if (outcome !== STALLED) return outcome;
    // A stalled try has waited long enough: the next goes at once, and however the given-up one
    // ends now, nobody waits for it.
    attempt.catch(() => undefined);
    tellOnce();
  }

  function tellOnce() {
    if (told) return;
    told = true;
    toast(
      navigator.onLine
        ? { title: t`The connection dropped`, description: whileAway.online, variant: 'destructive' }
        : { title: t`You are offline`, description: whileAway.offline, variant: 'destructive' },
    );
  }
}

/** While the one-time code waits to be sent or checked. */
export const codeWhileAway = (what: 'send' | 'check'): WhileAway =>
  what === 'send'
    ? {
        online: t`Your code will be sent once the connection is back. Trying again...`,
        offline: t`Your code will be sent when the connection returns.`,
      }
    : { online: t`Checking your code again...`, offline: t`Your code will be checked when the connection returns.` };

/** While the payment waits to be opened, or (the money taken) to be confirmed. */
export const paymentWhileAway = (what: 'open' | 'confirm'): WhileAway =>
  what === 'open'
    ? { online: t`Opening the payment again...`, offline: t`The payment will open when the connection returns.` }
    : {
        online: t`Your payment is safe. Confirming it again...`,
        offline: t`Your payment is safe. It will be confirmed when the connection returns.`,
      };

/** While the applicant's applications wait to be looked up, after the code. */
export const openingWhileAway = (): WhileAway => ({
  online: t`Your code was accepted. Opening your application again...`,
  offline: t`Your code was accepted. Your application will open when the connection returns.`,
});

/** While a chosen photo or signature waits to be sent. */
export const pictureWhileAway = (): WhileAway => ({
  online: t`The picture is kept on this phone. Sending it again...`,
  offline: t`The picture is kept on this phone. It will be sent when the connection returns.`,
});
