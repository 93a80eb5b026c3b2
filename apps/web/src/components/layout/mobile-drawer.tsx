import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadsAsDocument, paths } from '../../config/paths';
import { college } from '../../content/college';
import { useFocusTrap } from '../ui/use-focus-trap';
import { departmentLinks } from './nav-items';

const linksBefore = () => [
  { label: t`Home`, to: paths.home() },
  { label: t`About`, to: paths.about() },
];
const linksAfter = () => [
  { label: t`Admission`, to: paths.admission() },
  { label: t`Facilities`, to: paths.facilities() },
  { label: t`Student Corner`, to: paths.studentCorner() },
  { label: t`Gallery`, to: paths.gallery() },
  { label: t`Contact`, to: paths.contact() },
];

/**
 * The phone menu: slides in from the left over a dimmed backdrop. Backdrop, close button, any
 * link or Escape closes it; page scrolling is locked and focus stays inside while it is open.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  const link = (l: { label: string; to: string }) => (
    <li key={l.to}>
      <Link to={l.to} reloadDocument={loadsAsDocument(l.to)} onClick={onClose}>
        {l.label}
      </Link>
    </li>
  );
  return (
    <div className="drawer" id="mobile-drawer">
      {/* A tap outside closes the menu; keyboard users have Escape and the Close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
      <div className="drawer__backdrop" data-testid="drawer-backdrop" onClick={onClose} />
      <div ref={panel} className="drawer__panel" role="dialog" aria-modal="true" aria-label={t`Menu`}>
        <div className="drawer__head">
          <span className="drawer__title">{college.shortName}</span>
          <button type="button" className="drawer__close" aria-label={t`Close menu`} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={t`Mobile`}>
          <ul className="drawer__list">
            {linksBefore().map(link)}
            <li>
              <button
                type="button"
                className="drawer__toggle"
                aria-expanded={departmentsOpen}
                aria-controls="drawer-departments"
                onClick={() => setDepartmentsOpen((o) => !o)}
              >
                {t`Departments`} <span aria-hidden="true">{departmentsOpen ? '▴' : '▾'}</span>
              </button>
              <ul id="drawer-departments" className="drawer__sublist" hidden={!departmentsOpen}>
                {departmentLinks().map(link)}
              </ul>
            </li>
            {linksAfter().map(link)}
          </ul>
        </nav>
        <Link to={paths.admission()} reloadDocument className="button button--block drawer__apply" onClick={onClose}>
          {t`APPLY NOW`}
        </Link>
      </div>
    </div>
  );
}
