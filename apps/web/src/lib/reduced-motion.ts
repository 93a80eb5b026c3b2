import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// Old WebViews and test DOMs may have no matchMedia: there, nobody has asked for less motion.
const media = () => (typeof window !== 'undefined' && 'matchMedia' in window ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the person asked for less motion, now. */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/**
 * The same, for rendering: false on the server and during hydration (the prerendered page cannot
 * know), then the browser's answer, following changes to the setting.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
