import { englishContent } from '../../i18n/english-content';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { college } from '../../content/college';

export function AboutRoute() {
  usePageTitle();
  return (
    <article className="page">
      <h1>{t`About ${college.name}`}</h1>
      <img className="page__banner" src="/images/campus.svg" alt={t`The college campus`} width="800" height="600" />
      <p className="lead" lang={englishContent()}>
        {college.name} was established in {college.established} to train skilled technicians for Kerala’s growing industries. It is
        affiliated with the state technical education directorate and approved by the national technical education council.
      </p>
      <p lang={englishContent()}>
        The college offers six three-year diploma programmes (Civil, Mechanical, Electrical and Electronics, Computer and Automobile
        Engineering, and Architecture, approved by the Council of Architecture), a part-time diploma in Electrical and Electronics
        Engineering for working professionals, and a two-year full-time MBA affiliated with the state technological university.
      </p>
      <p lang={englishContent()}>
        Teaching is practical: students spend much of their time in workshops, laboratories and design studios, go on industrial visits and
        train in industry before they graduate. A placement cell, an NSS unit, clubs and sports round out campus life.
      </p>
      <div className="two-col">
        <section className="card">
          <h2>{t`Vision`}</h2>
          <p lang={englishContent()}>{college.vision}</p>
        </section>
        <section className="card">
          <h2>{t`Mission`}</h2>
          <ul lang={englishContent()}>
            {college.mission.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      </div>
      <Link className="button" to={paths.admission()} reloadDocument>
        {t`Apply Now`}
      </Link>
    </article>
  );
}
