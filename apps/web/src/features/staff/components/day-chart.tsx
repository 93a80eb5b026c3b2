import { useId } from 'react';
import { displayDay } from '@college/contracts/rules/day';

export type DayValue = { day: string; value: number; href?: string };

const BAR = 24;
const HEIGHT = 110;
const TOP = 18;

/**
 * A column a day, drawn on the page: the picture for those who look, a summary for screen readers,
 * and every number in a table beneath (each day linking to its list when `href` is given).
 */
export function DayChart({
  title,
  days,
  format = String,
  renderLink,
}: {
  title: string;
  days: DayValue[];
  format?: (n: number) => string;
  renderLink: (href: string, text: string) => React.ReactNode;
}) {
  const id = useId();
  const most = Math.max(1, ...days.map((d) => d.value));
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const summary =
    first && last
      ? `${title}, ${displayDay(first)} to ${displayDay(last)}: ${format(total)} in all, most in a day ${format(most)}.`
      : title;
  return (
    <figure className="day-chart">
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT + TOP + 16}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-summary`}
      >
        {days.map((d, i) => {
          const h = Math.round((d.value / most) * HEIGHT);
          const x = i * BAR;
          return (
            <g key={d.day}>
              <rect x={x + 3} y={TOP + HEIGHT - h} width={BAR - 6} height={h} className="day-chart__bar" />
              {d.value > 0 ? (
                <text x={x + BAR / 2} y={TOP + HEIGHT - h - 4} textAnchor="middle" className="day-chart__value">
                  {d.value > 999 ? `${Math.round(d.value / 100) / 10}k` : d.value}
                </text>
              ) : null}
              <text x={x + BAR / 2} y={TOP + HEIGHT + 13} textAnchor="middle" className="day-chart__day">
                {Number(d.day.slice(8))}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="hint">
        {summary}
      </p>
      <details>
        <summary>The numbers, day by day</summary>
        <table className="dashboard-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{displayDay(d.day)}</th>
                <td>{d.href ? renderLink(d.href, format(d.value)) : format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
