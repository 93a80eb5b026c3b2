// The entry script of every prerendered page, a bundle of its own and small on purpose. The page
// paints from its own HTML; the app that makes it interactive (React, the router, the page's code:
// about 100 kB gzipped) is fetched only once that first paint is on screen, so on a phone's
// connection the page does not share its first round trips with the scripts. The prerender
// (scripts/prerender.mjs) puts this script inside the page, and the page's fonts and the app's
// modules in an inert <template id="after-paint">, the app's own entry in its data-app. What a
// visitor presses in the meantime is held (lib/early-input.ts) and done once the app announces that
// it has the page (app/app-ready.tsx).
// Pages without HTML of their own (the office, sign-in) load the app directly, not through this.
import { dropHeld, holdEarlyInput, releaseEarlyInput } from './lib/early-input';
import { openMenuEarly } from './lib/early-menu';

// How long the app waits for the browser to report the first paint before it starts regardless.
const FIRST_PAINT_WAIT_MS = 1000;

const closeEarlyMenu = openMenuEarly(dropHeld);
holdEarlyInput();
document.addEventListener(
  'app-ready',
  () => {
    closeEarlyMenu();
    releaseEarlyInput();
  },
  { once: true },
);
afterFirstPaint(startApp);

function startApp() {
  const afterPaint = document.getElementById('after-paint');
  if (!(afterPaint instanceof HTMLTemplateElement) || !afterPaint.dataset.app) return;
  document.head.append(afterPaint.content.cloneNode(true));
  // A script element rather than import(): if the page's load event has not fired yet (images
  // still arriving), it waits for the app, as it would for a script in the HTML. Often it has.
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = afterPaint.dataset.app;
  document.head.append(app);
}

/**
 * Runs `run` once the page's first paint is on the screen: the browser reports it (a "paint" entry)
 * once the frame has been shown, which is later than a task queued from the frame's own callbacks.
 * A hidden tab paints nothing, so there it runs at once; a browser that reports no paints gets the
 * frame callback, and one that never reports it the wait above.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState !== 'visible') {
    run();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
  };
  // Older browsers have no list of entry types at all.
  const observer = (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}
