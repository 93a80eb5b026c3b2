import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { findProgramme, yearsOfExcellence } from '../../content/programmes';

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
        <h1>Program Not Found</h1>
        <p>The requested program could not be found.</p>
        <Link to={paths.home()}>Go to Homepage</Link>
      </section>
    );
  }
  const p = programme;
  const licences = p.License_Certification_Opportunities;
  return (
    <article className="page programme">
      {p.department ? <p className="eyebrow">Department of {p.department}</p> : null}
      <h1>{p.program_name}</h1>
      <p className="lead">{p.program_overview}</p>
      <div className="stats">
        <div>
          <strong>{yearsOfExcellence(p.year)}</strong>
          <span>Years of Excellence</span>
        </div>
        <div>
          <strong>{p.success_rate}</strong>
          <span>Success Rate</span>
        </div>
        <div>
          <strong>{p.intake}</strong>
          <span>Intake</span>
        </div>
      </div>
      <dl className="summary card">
        <dt>Duration</dt>
        <dd>{p.duration}</dd>
        <dt>Mode</dt>
        <dd>{p.mode}</dd>
        <dt>Intake</dt>
        <dd>{p.intake}</dd>
        <dt>Approval</dt>
        <dd>{p.approval}</dd>
        <dt>Affiliation</dt>
        <dd>{p.affiliation}</dd>
      </dl>
      <List title="Core Subjects" items={p.curriculum_highlights.core_subjects} />
      {p.curriculum_highlights.elective_specializations ? (
        <List title="Elective Specializations" items={p.curriculum_highlights.elective_specializations} />
      ) : null}
      <List title="Laboratory and Practical Training" items={p.curriculum_highlights.laboratory_practical_training} />
      <section className="card">
        <h2>License and Certification Opportunities</h2>
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
                  <strong>Eligibility:</strong> {terms.eligibility}
                  <br />
                  <strong>Scope:</strong> {terms.scope}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {p.sp ? <p className="hint">{p.sp}</p> : null}
      </section>
      <List title="Higher Education Pathways" items={p.higher_education_pathways} />
      <List title="Career Opportunities" items={p.career_opportunities} />
      <Link className="button button--accent" to={paths.admission()} reloadDocument>
        START APPLICATION
      </Link>
    </article>
  );
}
