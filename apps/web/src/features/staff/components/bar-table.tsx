import { Link } from 'react-router';

export type BarRow = { label: string; cells: { value: number; href: string }[] };

/**
 * Counts as a table with a bar beside each number: the numbers are read as a table (and each links
 * to the list it counts); the bars, hidden from screen readers, show the proportions at a glance.
 */
export function BarTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: BarRow[] }) {
  const most = Math.max(1, ...rows.flatMap((r) => r.cells.map((c) => c.value)));
  return (
    <table className="dashboard-table bar-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{caption}</span>
          </th>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            {r.cells.map((c, i) => (
              <td key={columns[i]}>
                <span className="bar-table__cell">
                  <Link to={c.href}>{c.value}</Link>
                  <span className="bar-table__track" aria-hidden="true">
                    <span className="bar-table__bar" style={{ inlineSize: `${(c.value / most) * 100}%` }} />
                  </span>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
