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
    <nav className="archive__pages" aria-label="Pages">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
