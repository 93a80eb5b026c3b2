import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { yearsOfExcellence } from '../../content/college';
import { findProgramme, programmesText } from '../../content/programmes';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import { LoadLater } from '../../features/admission/components/load-later';
import { loadApplicationMessages } from '../../i18n/catalogs';
import { PageUpdated } from '../../components/ui/page-updated';
import { programmes as programmesUpdated } from 'virtual:content-dates';

/** The programme's admission facts with their words and the API cache, none of it on the page's first load. */
async function programmeFacts(intakes: readonly IntakeKey[]) {
  const [{ withQueries }, { ProgrammeFacts }] = await Promise.all([
    import('../query-provider'),
    import('../../features/admission/components/programme-facts'),
    loadApplicationMessages(),
  ]);
  return withQueries(() => <ProgrammeFacts intakes={intakes} />);
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

export const loadTexts = () => programmesText.load();

/** /program/{id}: a programme from the fixed content, or Program Not Found. */
export function ProgramRoute() {
  const { id = '' } = useParams();
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape simply finds nothing.
  }
  const programme = findProgramme(decoded);
  usePageTitle();

  if (!programme) {
    return (
      <section className="page">
        <h1>{t`Program Not Found`}</h1>
        <p>{t`The requested program could not be found.`}</p>
        <Link to={paths.home()}>{t`Go to Homepage`}</Link>
      </section>
    );
  }
  const p = programme;
  const licences = p.License_Certification_Opportunities;
  return (
    <article className="page programme">
      {p.department ? <p className="eyebrow">{t`Department of ${p.department}`}</p> : null}
      <h1>{p.program_name}</h1>
      <p className="lead">{p.program_overview}</p>
      <div className="stats">
        <div>
          <strong>{yearsOfExcellence(p.year)}</strong>
          <span>{t`Years of Excellence`}</span>
        </div>
        <div>
          <strong>{p.success_rate}</strong>
          <span>{t`Success Rate`}</span>
        </div>
        <div>
          <strong>{p.intake}</strong>
          <span>{t`Intake`}</span>
        </div>
      </div>
      <dl className="summary card">
        <dt>{t`Duration`}</dt>
        <dd>{p.duration}</dd>
        <dt>{t`Mode`}</dt>
        <dd>{programmesText.text.modes[p.mode]}</dd>
        <dt>{t`Intake`}</dt>
        <dd>{p.intake}</dd>
        <dt>{t`Approval`}</dt>
        <dd>{p.approval}</dd>
        <dt>{t`Affiliation`}</dt>
        <dd>{p.affiliation}</dd>
      </dl>
      <List title={t`Core Subjects`} items={p.curriculum_highlights.core_subjects} />
      {p.curriculum_highlights.elective_specializations ? (
        <List title={t`Elective Specializations`} items={p.curriculum_highlights.elective_specializations} />
      ) : null}
      <List title={t`Laboratory and Practical Training`} items={p.curriculum_highlights.laboratory_practical_training} />
      <section className="card">
        <h2>{t`License and Certification Opportunities`}</h2>
        {Array.isArray(licences) ? (
          <ul>
            {licences.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : (
          <dl className="licences">
            {Object.entries(licences).map(([name, terms]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>
                  <strong>{t`Eligibility:`}</strong> {terms.eligibility}
                  <br />
                  <strong>{t`Scope:`}</strong> {terms.scope}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {p.sp ? <p className="hint">{p.sp}</p> : null}
      </section>
      <List title={t`Higher Education Pathways`} items={p.higher_education_pathways} />
      <List title={t`Career Opportunities`} items={p.career_opportunities} />
      {/* Who can apply, the dates and the fee, from the office's settings once the page is interactive. */}
      <LoadLater key={p.id} load={() => programmeFacts(p.intakes)} />
      <Link className="button button--accent" to={paths.admission()} reloadDocument>
        {t`START APPLICATION`}
      </Link>
      <PageUpdated on={programmesUpdated} />
    </article>
  );
}
