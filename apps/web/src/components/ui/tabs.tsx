import { useId, useRef, useState, type ReactNode } from 'react';

type TabListProps = {
  label: string;
  tabs: readonly { id: string; label: string }[];
  active: string;
  onSelect: (id: string) => void;
  /** Ids for each tab's button and the panel it controls. */
  tabId: (id: string) => string;
  panelId: (id: string) => string;
};

/** A tablist: only the active tab is in the tab order; arrow keys, Home and End move between tabs. */
export function TabList({ label, tabs, active, onSelect, tabId, panelId }: TabListProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const go = (next: number) => {
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs__list">
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={t.id === active}
          aria-controls={panelId(t.id)}
          tabIndex={i === index ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => {
            const moves: Record<string, number> = {
              ArrowRight: (index + 1) % tabs.length,
              ArrowLeft: (index + tabs.length - 1) % tabs.length,
              Home: 0,
              End: tabs.length - 1,
            };
            const next = moves[e.key];
            if (next === undefined) return;
            e.preventDefault();
            go(next);
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

type Tab = { id: string; label: string; content: ReactNode };

/** Tabs that keep their own state: only the active panel is shown. */
export function Tabs({ tabs, label, initial }: { tabs: Tab[]; label: string; initial?: string }) {
  const [active, setActive] = useState(initial ?? tabs[0]?.id ?? '');
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  return (
    <div className="tabs">
      <TabList label={label} tabs={tabs} active={active} onSelect={setActive} tabId={tabId} panelId={panelId} />
      {tabs.map((t) => (
        <div key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} hidden={t.id !== active} tabIndex={0}>
          {t.content}
        </div>
      ))}
    </div>
  );
}
