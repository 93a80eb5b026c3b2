import { englishContent } from '../../i18n/english-content';
import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { departmentsText, findDepartment, initials } from '../../content/departments';
import { NotFoundRoute } from './not-found';
import { PageUpdated } from '../../components/ui/page-updated';
import { departments as departmentsUpdated } from 'virtual:content-dates';

export const loadTexts = () => departmentsText.load();

/** /departments/{id}. An unknown id shows the not-found page rather than an empty one. */
export function DepartmentRoute() {
  const { id = '' } = useParams();
  const d = findDepartment(id);
  usePageTitle();
  if (!d) return <NotFoundRoute />;
  const section = (title: string, items: string[], ordered = false) => {
    const ListTag = ordered ? 'ol' : 'ul';
    return (
      <section className="card">
        <h2>{title}</h2>
        <ListTag>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ListTag>
      </section>
    );
  };
  return (
    <article className="page department">
      <h1>{t`Department of ${d.name}`}</h1>
      <section className="card hod">
        {d.profile_pic ? (
          <img src={d.profile_pic} alt={d.HOD} width="96" height="96" />
        ) : (
          <span className="hod__initials" aria-hidden="true">
            {initials(d.HOD)}
          </span>
        )}
        <div>
          <h2>{t`Head of Department`}</h2>
          <p className="hod__name" lang={englishContent()}>
            {d.HOD}
          </p>
          <p>
            <a href={`tel:${d.contact.replace(/[^\d+]/g, '')}`}>{d.contact}</a> · <a href={`mailto:${d.email}`}>{d.email}</a>
          </p>
        </div>
      </section>
      <section className="card">
        <h2>{t`Overview`}</h2>
        {d.overview.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="card">
        <h2>{t`Vision`}</h2>
        <p>{d.vision}</p>
      </section>
      {section(t`Mission`, d.mission)}
      {section(t`Program Educational Objectives (PEOs)`, d.peos, true)}
      {section(t`Program Specific Outcomes (PSOs)`, d.psos, true)}
      {section(t`Program Outcomes (POs)`, d.pos, true)}
      <PageUpdated on={departmentsUpdated} />
    </article>
  );
}
