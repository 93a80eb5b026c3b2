import { useEffect, useState, type ReactNode } from 'react';
import { slotMarkup } from './served-slot-markup';

/**
 * A place of a page the server fills as it sends the page (apps/api lib/static-site.ts slots): the
 * notices, the news, the office's headline, banner and phone numbers. The app keeps the markup the
 * page came with rather than rendering it again; prerendered, or reached from another page in the
 * app, it holds `children`, what the build knows, until the server says what the place holds now.
 */
export function ServedSlot({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  const [markup, setMarkup] = useState(() => (typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)));
  // Drawn by the app (reached from another page): the server's markup is asked for, so the office's
  // phone numbers and headline show here too, not only in a page loaded afresh.
  useEffect(() => {
    // Null from the server keeps what is drawn, as it does in a page it sends.
    if (markup === null) void slotMarkup(id).then(setMarkup, () => undefined);
    // Once, as the place is first drawn: a page loaded afresh came with the server's markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return markup === null ? (
    <div id={id} className={className}>
      {children}
    </div>
  ) : (
    <div id={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
