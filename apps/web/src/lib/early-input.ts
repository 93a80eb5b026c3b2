// A prerendered page is on screen before the app that makes it work. Until the app has taken over,
// a tap on one of its buttons would do nothing (the button has no handler yet), and sending a form
// would let the browser send it its own way: a reload with the fields in the address, the mobile
// number among them. So from the moment the page is parsed, button presses and form submissions are
// held here, and done again, in the order they came, once the app has taken over the page. Enter in
// a form's field counts as sending the form even where the page's HTML has its button disabled (the
// app enables it as the field fills). Links are left alone: they work as plain links. Typing needs
// nothing: the fields keep what was typed, and the app reads them as it takes over.
//
// Scrolling is noted, not held: the app must not move a page the visitor has begun to scroll
// (lib/scroll-restoration.ts). The position alone cannot tell: a wheel turn may still be scrolling
// when the app arrives, and on a reload the browser, not the visitor, scrolled the page. The note is
// an attribute on the root element, data-visitor-scrolled, which the app (a separate bundle) reads.

type HeldAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

const held: HeldAction[] = [];
let holding = false;

const BUTTON = 'button, input[type="submit"], input[type="button"], input[type="reset"]';

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
  if (!button || button.matches(':disabled')) return;
  event.preventDefault();
  event.stopPropagation();
  // A second tap on the same button while waiting is the same wish, not a second action.
  if (!held.some((action) => action.target === button)) held.push({ kind: 'click', target: button });
}

function holdSubmit(event: Event, form: HTMLFormElement, submitter: HTMLElement | null) {
  event.preventDefault();
  event.stopPropagation();
  if (!held.some((action) => action.target === form)) held.push({ kind: 'submit', target: form, submitter });
}

function onSubmit(event: SubmitEvent) {
  if (event.target instanceof HTMLFormElement) holdSubmit(event, event.target, event.submitter);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
  if (event.target.form) holdSubmit(event, event.target.form, null);
}

function onScrollInput(event: Event) {
  const on = event.target;
  // A press on the root element itself, not on anything in the page, is on its scroll bar.
  if (event.type === 'mousedown' && on !== document.documentElement) return;
  // Keys move the page when the page itself or a link has them, not a field or a button. Any key
  // there counts: at worst the page is left where it is.
  if (event.type === 'keydown' && !(on instanceof Element && on.matches('body, a'))) return;
  document.documentElement.setAttribute('data-visitor-scrolled', '');
}
const SCROLL_INPUT = ['wheel', 'touchmove', 'keydown', 'mousedown'];

/** Starts holding button presses and form submissions until `releaseEarlyInput`. */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  // Capturing on the document runs before any handler the page's elements have.
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', onKeyDown, true);
  for (const type of SCROLL_INPUT) document.addEventListener(type, onScrollInput, { capture: true, passive: true });
}

/** Forgets a press held on `target` (the visitor has taken it back). */
export function dropHeld(target: Element): void {
  const at = held.findIndex((action) => action.target === target);
  if (at >= 0) held.splice(at, 1);
}

/** The app has taken over the page: what was held is done now, and nothing more is held. */
export function releaseEarlyInput(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('keydown', onKeyDown, true);
  for (const type of SCROLL_INPUT) document.removeEventListener(type, onScrollInput, true);
  for (const action of held.splice(0)) {
    // An element the app has since replaced (or removed) is no longer what was pressed.
    if (!action.target.isConnected) continue;
    if (action.kind === 'click') action.target.click();
    // A submit event of our own rather than requestSubmit(): the app's handler gets it all the same,
    // and were there none, the browser would not send the form its own way.
    else action.target.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: action.submitter }));
  }
}
