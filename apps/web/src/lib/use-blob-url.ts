import { useEffect, useState } from 'react';

type Loaded = { key: string; url: string | null; failed: boolean };

/**
 * A blob fetched with the session (a picture of a person, which no cache may keep) as an object URL
 * for an <img>, revoked when the key changes or the component goes. `load` null fetches nothing.
 * The key names what is loaded: a new key loads again.
 */
export function useBlobUrl(load: (() => Promise<Blob>) | null, key: string): { url: string | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded>({ key: '', url: null, failed: false });
  useEffect(() => {
    if (!load) return;
    let made: string | null = null;
    let live = true;
    load().then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setLoaded({ key, url: made, failed: false });
      },
      () => {
        if (live) setLoaded({ key, url: null, failed: true });
      },
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // The key stands for what `load` fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load === null]);
  return loaded.key === key && load ? { url: loaded.url, failed: loaded.failed } : { url: null, failed: false };
}
