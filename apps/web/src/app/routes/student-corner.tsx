import { t } from '@lingui/core/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { visitorScrolledBeforeApp } from '../../lib/scroll-restoration';
import { useHydrated } from '../../lib/use-hydrated';
import { loadArchiveMessages } from '../../i18n/catalogs';

/**
 * The archive is its own chunk, fetched once the page is in the browser. (The prerendered page
 * shows the loading line; a Suspense boundary here would make React re-render it client-side.)
 */
function ArchiveLoader() {
  const [Archive, setArchive] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      import('../query-provider'),
      import('../../features/question-papers/components/question-paper-archive'),
      loadArchiveMessages(),
    ]).then(([{ withQueries }, m]) => {
      if (live) setArchive(() => withQueries(m.QuestionPaperArchive));
    });
    return () => {
      live = false;
    };
  }, []);
  return Archive ? <Archive /> : <p role="status">{t`Loading...`}</p>;
}

const syllabusLinks = () => [
  { label: t`Diploma Revision 2021 syllabus`, href: 'https://sitttrkerala.ac.in/index.php/syllabus-rev-2021' },
  { label: t`Diploma Revision 2015 syllabus`, href: 'https://sitttrkerala.ac.in/index.php/syllabus-rev-2015' },
  { label: t`Diploma Revision 2010 syllabus`, href: 'https://sitttrkerala.ac.in/index.php/syllabus-rev-2010' },
];

/** /student-corner/{tab}: syllabus links and the question-paper archive; the tab picks where to scroll. */
export function StudentCornerRoute() {
  const { tab = '0' } = useParams();
  usePageTitle();
  // The section is scrolled to once the page has taken over, after the layout's scroll restoration
  // (a layout effect) has put a page opened anew at its top; not if the visitor has scrolled the
  // page before the app took it over.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || visitorScrolledBeforeApp()) return;
    if (tab === 'syllabus' || tab === '0') {
      window.scrollTo(0, 0);
      return;
    }
    document.getElementById(tab)?.scrollIntoView({ block: 'start' });
  }, [tab, hydrated]);
  return (
    <div className="page student-corner">
      <h1>{t`Student Corner`}</h1>
      <section id="syllabus" className="card">
        <h2>{t`Syllabus`}</h2>
        <p>{t`Syllabi of the state diploma curriculum, by revision (opens the board’s site in a new tab).`}</p>
        <ul>
          {syllabusLinks().map((l) => (
            <li key={l.href}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section id="lab-manual" className="card">
        <h2>{t`Lab Manuals`}</h2>
        <p>{t`Laboratory manuals are issued by each department at the start of the semester.`}</p>
      </section>
      <section id="question-papers" className="section" aria-labelledby="qp-title">
        <h2 id="qp-title">{t`Previous Question Papers`}</h2>
        <ArchiveLoader />
      </section>
    </div>
  );
}
