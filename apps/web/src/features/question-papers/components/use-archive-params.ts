import { useSearchParams } from 'react-router';

const ARCHIVE_KEYS = ['department', 'year', 'month', 'semester', 'revisionYear', 'type', 'q', 'page'] as const;
type ArchiveKey = (typeof ARCHIVE_KEYS)[number];
export type ArchiveParams = Record<ArchiveKey, string>;

/** The archive's filters and page live in the URL, so a search can be shared and Back works. */
export function useArchiveParams() {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(ARCHIVE_KEYS.map((k) => [k, search.get(k) ?? ''])) as ArchiveParams;

  /** Sets values; anything but a page move goes back to page 1. */
  const update = (patch: Partial<ArchiveParams>, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setSearch(next, { replace: options.replace ?? false, preventScrollReset: true });
  };
  return { params, update };
}
