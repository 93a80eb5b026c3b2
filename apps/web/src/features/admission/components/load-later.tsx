import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Draws a component whose module arrives once the page is interactive: its code, its schemas and
 * any request it makes stay off the first load, which a cheap phone spends on what it shows first.
 * `fallback` shows until then; `load` is read once.
 */
export function LoadLater({ load, fallback = null }: { load: () => Promise<ComponentType>; fallback?: ReactNode }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((component) => {
      if (live) setLoaded(() => component);
    });
    return () => {
      live = false;
    };
    // The loader is fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Loaded ? <Loaded /> : fallback;
}
