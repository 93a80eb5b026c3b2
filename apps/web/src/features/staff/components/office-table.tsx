import type { ReactNode } from 'react';

type Props = {
  /** The headers of its columns, left to right. */
  columns: ReactNode[];
  /** Said above the table; `captionHidden` keeps it for screen readers only. */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** The rows. */
  children: ReactNode;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * An office table: it scrolls sideways on a narrow screen inside a region a keyboard can reach and
 * scroll (named by its own label or by the heading it sits under), one header cell per column.
 */
export function OfficeTable({ columns, caption, captionHidden, children, label, labelledBy }: Props) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      <table className="queue-table">
        {caption === undefined ? null : <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
