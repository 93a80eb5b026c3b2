import { usePageTitle } from '../../components/layout/page-title';

/** A titled page whose full content is published with the public site. */
export function SimplePage({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
