// The spec's constants for what every page shows (the toasts, the carousel), apart from constants.ts:
// the site's first load takes these few numbers, not every rule the application's pages need.
export const CAROUSEL_INTERVAL_MS = 2000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_LIMIT = 1;
