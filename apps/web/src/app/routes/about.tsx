import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { aboutText } from '../../content/about';
import { college, siteText } from '../../content/college';
import { PageUpdated } from '../../components/ui/page-updated';
import { about as aboutUpdated } from 'virtual:content-dates';

export const loadTexts = () => aboutText.load();

export function AboutRoute() {
  usePageTitle();
  const about = aboutText.text;
  const { vision, mission } = siteText.text;
  return (
    <article className="page">
      <h1>{t`About ${college.name}`}</h1>
      <img className="page__banner" src="/images/campus.svg" alt={t`The college campus`} width="800" height="600" />
      <p className="lead">{about.lead}</p>
      {about.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <div className="two-col">
        <section className="card">
          <h2>{t`Vision`}</h2>
          <p>{vision}</p>
        </section>
        <section className="card">
          <h2>{t`Mission`}</h2>
          <ul>
            {mission.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      </div>
      <Link className="button" to={paths.admission()} reloadDocument>
        {t`Apply Now`}
      </Link>
      <PageUpdated on={aboutUpdated} />
    </article>
  );
}
