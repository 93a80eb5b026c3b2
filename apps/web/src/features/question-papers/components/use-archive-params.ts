import { useUrlParams } from '../../../lib/use-url-params';

const ARCHIVE_KEYS = ['department', 'year', 'month', 'semester', 'revisionYear', 'type', 'q', 'page'] as const;
export type ArchiveParams = Record<(typeof ARCHIVE_KEYS)[number], string>;

/** The archive's filters and page live in the URL, so a search can be shared and Back works. */
export function useArchiveParams() {
  const { params, update } = useUrlParams(ARCHIVE_KEYS);
  return { params, update };
}
