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
// editor that was open, with its draft). Kept for this tab only, never sent anywhere.
const OFFICE_PLACE_KEY = 'office-place';

/** Notes the office page on screen, if it is one. */
export function rememberOfficePlace(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  try {
    if (here.startsWith('/staff/')) window.sessionStorage.setItem(OFFICE_PLACE_KEY, here);
  } catch {
    // Storage refused: the office's first page will do.
  }
}

/** The office page to go back to, once; only an address inside the office. */
export function takeOfficePlace(): string | null {
  try {
    const place = window.sessionStorage.getItem(OFFICE_PLACE_KEY);
    window.sessionStorage.removeItem(OFFICE_PLACE_KEY);
    return place && /^\/staff\/[\w-]/.test(place) ? place : null;
  } catch {
    return null;
  }
}
