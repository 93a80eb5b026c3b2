import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { todayInKolkata } from '@college/contracts/rules/day';
import { DOB_YEARS_BACK } from '@college/contracts/constants';

const months = () => [
  t`January`,
  t`February`,
  t`March`,
  t`April`,
  t`May`,
  t`June`,
  t`July`,
  t`August`,
  t`September`,
  t`October`,
  t`November`,
  t`December`,
];
const weekdays = () => [t`Su`, t`Mo`, t`Tu`, t`We`, t`Th`, t`Fr`, t`Sa`];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

type Props = { id: string; value: string; onChange: (value: string) => void; describedBy?: string };

const DAY_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A date of birth picker: month and year dropdowns above a calendar. Future dates and years are not
 * offered; the year list goes back 100 years. The value is yyyy-MM-dd. In the calendar one day is
 * in the tab order; arrow keys move by day and week, Home and End to the week's ends, Page Up and
 * Page Down by month (the grid pattern of the ARIA date picker dialog).
 */
export function DatePicker({ id, value, onChange, describedBy }: Props) {
  const today = todayInKolkata();
  const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(value ? Number(value.slice(0, 4)) : ty - 16);
  const [month, setMonth] = useState(value ? Number(value.slice(5, 7)) - 1 : 0);
  const [focusDay, setFocusDay] = useState(value ? Number(value.slice(8, 10)) : 1);
  const moveFocus = useRef(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    panel.current?.querySelector<HTMLElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month, year]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const years = Array.from({ length: DOB_YEARS_BACK + 1 }, (_, i) => ty - i);
  // The day that takes Tab: kept inside the month shown and never in the future.
  const lastDay = year === ty && month === tm ? Math.min(daysInMonth, Number(today.slice(8, 10))) : daysInMonth;
  const tabDay = Math.min(focusDay, lastDay);

  const goTo = (target: Date) => {
    const date = iso(target.getUTCFullYear(), target.getUTCMonth(), target.getUTCDate());
    if (date > today || target.getUTCFullYear() < ty - DOB_YEARS_BACK) return;
    moveFocus.current = true;
    setYear(target.getUTCFullYear());
    setMonth(target.getUTCMonth());
    setFocusDay(target.getUTCDate());
  };
  const onGridKey = (key: string): boolean => {
    const weekday = new Date(Date.UTC(year, month, tabDay)).getUTCDay();
    const shift: Record<string, () => Date> = {
      Home: () => new Date(Date.UTC(year, month, tabDay - weekday)),
      End: () => new Date(Date.UTC(year, month, tabDay + 6 - weekday)),
      // Page keys keep the day, clamped to the shorter month.
      PageUp: () => new Date(Date.UTC(year, month - 1, Math.min(tabDay, new Date(Date.UTC(year, month, 0)).getUTCDate()))),
      PageDown: () => new Date(Date.UTC(year, month + 1, Math.min(tabDay, new Date(Date.UTC(year, month + 2, 0)).getUTCDate()))),
    };
    const days = DAY_KEYS[key];
    const target = days !== undefined ? new Date(Date.UTC(year, month, tabDay + days)) : shift[key]?.();
    if (!target) return false;
    goTo(target);
    return true;
  };
  const shown = value ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : t`Select date`;

  return (
    <div className="date-picker">
      <button
        ref={trigger}
        id={id}
        type="button"
        className="date-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setOpen((o) => !o)}
      >
        {shown}
      </button>
      {open ? (
        // Escape from any control inside the open calendar closes it; the key bubbles up to here.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
        <div
          ref={panel}
          id={panelId}
          className="date-picker__panel"
          role="dialog"
          aria-label={t`Choose date of birth`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <div className="date-picker__selects">
            <label className="visually-hidden" htmlFor={`${panelId}-month`}>
              {t`Month`}
            </label>
            <select id={`${panelId}-month`} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
              {months().map((name, i) => (
                <option key={name} value={i} disabled={year === ty && i > tm}>
                  {name}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor={`${panelId}-year`}>
              {t`Year`}
            </label>
            <select
              id={`${panelId}-year`}
              value={year}
              onChange={(e) => {
                const y = Number(e.target.value);
                setYear(y);
                if (y === ty && month > tm) setMonth(tm);
              }}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          {/* Arrow, Home/End and Page keys move between the day buttons inside; they bubble up to here. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
          <table
            className="date-picker__grid"
            onKeyDown={(e) => {
              if (onGridKey(e.key)) e.preventDefault();
            }}
          >
            <caption className="visually-hidden">
              {months()[month]} {year}
            </caption>
            <thead>
              <tr>
                {weekdays().map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: Math.ceil((firstWeekday + daysInMonth) / 7) }, (_, week) => (
                <tr key={week}>
                  {Array.from({ length: 7 }, (_, wd) => {
                    const day = week * 7 + wd - firstWeekday + 1;
                    if (day < 1 || day > daysInMonth) return <td key={wd} />;
                    const date = iso(year, month, day);
                    return (
                      <td key={wd}>
                        <button
                          type="button"
                          disabled={date > today}
                          tabIndex={day === tabDay ? 0 : -1}
                          data-day={day}
                          aria-pressed={date === value}
                          aria-label={`${day} ${months()[month] ?? ''} ${year}`}
                          onClick={() => {
                            onChange(date);
                            close();
                          }}
                        >
                          {day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="link-button" onClick={close}>
            {t`Close`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
