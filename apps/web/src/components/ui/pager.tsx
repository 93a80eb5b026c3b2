import { t } from '@lingui/core/macro';
/** Previous and Next around 'Page n of m', for lists paged on the server. */
export function Pager({
  page,
  totalPages,
  busy = false,
  onPage,
}: {
  page: number;
  totalPages: number;
  /** While a page loads, both buttons wait. */
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={t`Pages`}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t`Previous`}
      </button>
      <span>{t`Page ${page} of ${totalPages}`}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t`Next`}
      </button>
    </nav>
  );
}
