import { useEffect, useState } from 'react';

/**
 * Rendered after the page, inside its Suspense boundary: its effects run once the page has been
 * hydrated (React hydrates a boundary's content after the rest of the app, and a component's
 * effects run after those of everything rendered before it). It tells the page's entry script
 * (src/boot.ts, a separate bundle, hence an event rather than an import) that the app has taken
 * the page over, and what the visitor pressed before is then done.
 *
 * It tells it one render later: the page's own effects may pick up what was typed before the app
 * was there (the mobile step does), and a form sent before that render would be sent empty.
 */
export function AnnounceAppReady() {
  const [hydrated, setHydrated] = useState(false);
  // On purpose, the one extra render this rule warns of: set among the page's own mount effects,
  // it renders together with their updates, so the event below comes after them.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated) document.dispatchEvent(new Event('app-ready'));
  }, [hydrated]);
  return null;
}
