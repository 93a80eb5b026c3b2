import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** History state of a navigation that stays where the visitor is (a filter or search changed). */
export const KEEP_SCROLL = { keepScroll: true } as const;
const keepsScroll = (state: unknown) => (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

/**
 * A page loaded by its address has the key 'default', whatever the page; keyed by it, every fresh load
 * would restore the last fresh load's position. Such loads are keyed by their path instead.
 */
const keyOf = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

function scrollToHash(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as it is.
  }
  document.getElementById(id)?.scrollIntoView();
}

/**
 * The app takes over the page the server sent some time after the visitor first sees it, on a slow
 * phone seconds later. If they have scrolled it by then, that position is theirs: neither the
 * restoration below nor a page that opens at its top moves it. It holds until the next navigation.
 * The page's entry script notes their scrolling as it happens (a wheel turn may still be moving the
 * page as the app arrives); a page without one (the office) scrolled on a fresh load, when the
 * browser restores no position, was scrolled by the visitor too.
 */
let tookOver = false;
let onFirstPage = false;
let scrolledByVisitor = false;
// Set by the page's entry script (lib/early-input.ts) when the visitor scrolls before the app is there.
const visitorScrolledEarly = () => document.documentElement.hasAttribute('data-visitor-scrolled');
export const visitorScrolledBeforeApp = (): boolean => scrolledByVisitor || (onFirstPage && visitorScrolledEarly());

function freshLoad(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate';
}

let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  if (!positions) {
    let stored: unknown;
    try {
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    } catch {
      // Unreadable: start afresh.
    }
    // Anything but an object (null, a number) starts afresh too, rather than failing every page.
    positions = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  }
  return positions;
}

/**
 * Back and Forward return to where the visitor was on that page (a reload too); a new page opens at
 * its top, or at the element its #hash names, unless it was opened with KEEP_SCROLL. Positions live in session storage, like the history
 * entries they belong to.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are a convenience.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // A layout effect: it runs as the new page is committed, before the browser paints it or fires
  // the scroll events of the old page's position being clamped to the new page's height.
  useLayoutEffect(() => {
    const key = keyOf(location);
    const saved = savedPositions()[key];
    // An entry the router did not make (a page loaded by its address, a plain #link followed)
    // goes to its #hash, as the browser would; the router's own entries return to where they were.
    const ownEntry = location.key !== 'default';
    // Before the app does anything, the page may have been scrolled by the visitor, by the browser
    // going to a #hash or by the browser restoring a reloaded page's position: only the first is
    // left alone.
    const takingOver = !tookOver;
    tookOver = true;
    onFirstPage = takingOver;
    scrolledByVisitor = takingOver && !location.hash && (visitorScrolledEarly() || (window.scrollY > 0 && freshLoad()));
    if (scrolledByVisitor) {
      // Theirs: left where it is.
    } else if (location.hash && (navigation !== NavigationType.Pop || !ownEntry)) scrollToHash(location.hash);
    else if (navigation === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (navigation !== NavigationType.Pop && !keepsScroll(location.state)) window.scrollTo(0, 0);
    const remember = () => {
      savedPositions()[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
    // The router hands out a new location object for each history entry, and only then.
  }, [location, navigation]);
}
