import { useState, type ReactNode } from 'react';

/**
 * A place of a page the server fills as it sends the page (apps/api lib/static-site.ts slots): the
 * notices, the news, the office's headline, banner and phone numbers. The app keeps the markup the
 * page came with rather than rendering it again; prerendered, or reached from another page in the
 * app, it holds `children`, what the build knows.
 */
export function ServedSlot({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  const [markup] = useState(() => (typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)));
  return markup === null ? (
    <div id={id} className={className}>
      {children}
    </div>
  ) : (
    <div id={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
