import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SelectField, TextField, type Option } from '../../../components/form/fields';
import { Pager } from '../../../components/ui/pager';
import { useLatest } from '../../../lib/use-latest';

/**
 * The office's lists share one layout: a search form of filters above, a scrolling table, the pager
 * below. The URL is the state (see `useUrlParams`): these parts only draw it and change it.
 */

type Update = (patch: Record<string, string>, options?: { replace?: boolean }) => void;

/**
 * The filters' form with its search box. The box follows the URL (Back, Clear filters) and, when
 * `live`, searches after a pause in typing, replacing the history entry so Back is not a key-by-key undo.
 * What the box finds is a hint under it, read with the box: a placeholder was cut off at the box's
 * width and went away at the first key.
 */
export function ListFilters({
  label,
  searchId,
  searchHint,
  q,
  update,
  live = false,
  submitLabel,
  clearTo,
  children,
}: {
  label: string;
  searchId: string;
  /** What the search finds, e.g. "By application number or record id". */
  searchHint: string;
  q: string;
  update: Update;
  live?: boolean;
  submitLabel?: string;
  clearTo: string;
  children: ReactNode;
}) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  const latestUpdate = useLatest(update);
  useEffect(() => {
    if (!live || text.trim() === q) return;
    const timer = window.setTimeout(() => latestUpdate.current({ q: text.trim() }, { replace: true }), 350);
    return () => window.clearTimeout(timer);
  }, [live, text, q, latestUpdate]);
  return (
    <form
      className="card queue-filters"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        update({ q: text.trim() });
      }}
    >
      <TextField
        id={searchId}
        label="Search"
        type="search"
        className="queue-filters__search"
        value={text}
        hint={searchHint}
        onChange={setText}
      />
      {children}
      {submitLabel ? (
        <button type="submit" className="button button--small">
          {submitLabel}
        </button>
      ) : null}
      <Link className="link-button" to={clearTo}>
        Clear filters
      </Link>
    </form>
  );
}

/** A filter of fixed choices; empty is "Any". */
export function ChoiceFilter(props: {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (v: string) => void;
}) {
  return <SelectField {...props} placeholder="Any" />;
}

/** A day filter (from or to). */
export function DayFilter(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return <TextField {...props} type="date" />;
}

/** The list's table, scrolling sideways on a narrow screen, with its empty message and pager. */
export function ListTable({
  label,
  caption,
  head,
  rows,
  empty,
  page,
  totalPages,
  onPage,
}: {
  label: string;
  caption: string;
  head: ReactNode;
  rows: ReactNode[];
  /** Shown under the table when no row matches; null while the list loads. */
  empty: string | null;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="queue-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>{head}</thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      {rows.length === 0 && empty ? <p>{empty}</p> : null}
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
