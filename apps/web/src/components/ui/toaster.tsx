import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TOAST_HOTKEY } from '@college/contracts/ui-constants';
import { currentToasts, subscribeToasts } from './toast-store';
import type { ToastList as List } from './toast-list';

// The toasts themselves arrive with the first one (in the app's shared chunk, which every page
// with a form has already): the home page, which shows none, does not carry them on its first load.
let ToastList: typeof List | null = null;

/** The global toast area: F8 moves focus to it; toasts close on their own, by swipe, Escape or ×. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const region = useRef<HTMLElement>(null);
  const [, setLoaded] = useState(ToastList !== null);

  useEffect(() => {
    if (items.length === 0 || ToastList) return;
    void import('./toast-list').then((loaded) => {
      ToastList = loaded.ToastList;
      setLoaded(true);
    });
  }, [items.length]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) {
        e.preventDefault();
        const first = region.current?.querySelector<HTMLElement>('.toast');
        (first ?? region.current)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} className="toaster" aria-label={t`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <div className="toaster__list">{ToastList ? <ToastList items={items} /> : null}</div>
    </section>
  );
}
