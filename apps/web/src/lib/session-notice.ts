/** Cookie that carries the "session expired" notice across the redirect to /auth. */
const SESSION_TOAST_COOKIE = 'session_toast';

export function leaveSessionNotice(): void {
  rememberOfficePlace();
  document.cookie = `${SESSION_TOAST_COOKIE}=expired; Max-Age=30; Path=/; SameSite=Lax`;
}

/** Reads and clears the notice; true when there was one. */
export function takeSessionNotice(): boolean {
  const found = document.cookie.split('; ').some((c) => c === `${SESSION_TOAST_COOKIE}=expired`);
  if (found) document.cookie = `${SESSION_TOAST_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return found;
}

// Where in the office a lapsed session left the member: signing in again goes back there (to the
// editor that was open, with its draft). Kept for this tab only, never sent anywhere, and only for
// the member who was there: someone else signing in on the tab starts at their own first page.
const OFFICE_PLACE_KEY = 'office-place';
const OFFICE_MEMBER_KEY = 'office-member';

/** Notes who is signed in to the office on this tab, so a remembered place is theirs alone. */
export function noteOfficeMember(id: string): void {
  try {
    window.sessionStorage.setItem(OFFICE_MEMBER_KEY, id);
  } catch {
    // Storage refused: no place is remembered either.
  }
}

/**
 * Forgets who was signed in on this tab (signing out): a link to the office followed next leads
 * whoever signs in to it, as for any link followed signed out.
 */
export function forgetOfficeMember(): void {
  try {
    window.sessionStorage.removeItem(OFFICE_MEMBER_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Notes the office page on screen, if it is one, with the member on it (none for a link followed signed out). */
export function rememberOfficePlace(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  try {
    if (!here.startsWith('/staff/')) return;
    const member = window.sessionStorage.getItem(OFFICE_MEMBER_KEY);
    window.sessionStorage.setItem(OFFICE_PLACE_KEY, JSON.stringify({ place: here, member }));
  } catch {
    // Storage refused: the office's first page will do.
  }
}

/** The office page to go back to, once, for `member` who has just signed in; only an address inside the office. */
export function takeOfficePlace(member: string): string | null {
  try {
    const kept = window.sessionStorage.getItem(OFFICE_PLACE_KEY);
    window.sessionStorage.removeItem(OFFICE_PLACE_KEY);
    const { place, member: left } = (kept ? JSON.parse(kept) : {}) as { place?: unknown; member?: unknown };
    if (typeof place !== 'string' || !/^\/staff\/[\w-]/.test(place)) return null;
    return left === null || left === member ? place : null;
  } catch {
    return null;
  }
}
