/** Cookie that carries the "session expired" notice across the redirect to /auth. */
const SESSION_TOAST_COOKIE = 'session_toast';

export function leaveSessionNotice(): void {
  document.cookie = `${SESSION_TOAST_COOKIE}=expired; Max-Age=30; Path=/; SameSite=Lax`;
}

/** Reads and clears the notice; true when there was one. */
export function takeSessionNotice(): boolean {
  const found = document.cookie.split('; ').some((c) => c === `${SESSION_TOAST_COOKIE}=expired`);
  if (found) document.cookie = `${SESSION_TOAST_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return found;
}
