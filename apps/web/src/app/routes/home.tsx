import { useEffect, useRef, useState } from 'react';
import { ProgrammeIcon } from '../../components/ui/programme-icon';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { Tabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { college } from '../../content/college';
import {
  achievements,
  diplomaProgrammeItems,
  facilityItems,
  HOME_HEADLINE,
  HOME_SUBHEADLINE,
  homeDepartmentCards,
  postgraduateProgrammeItems,
  values,
  whyChooseUs,
  type ProgrammeItem,
} from '../../content/home';
import { displayShortDate } from '@college/contracts/rules/day';
import { prefersReducedMotion } from '../../lib/reduced-motion';

function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!prefersReducedMotion())
      void video.current?.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
  }, []);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused)
      void v.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    else {
      v.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <video ref={video} className="hero__video" muted loop playsInline preload="none" poster="/images/hero.svg" aria-hidden="true">
        <source src="/media/hero.webm" type="video/webm" />
      </video>
      <button type="button" className="hero__toggle" aria-pressed={!playing} onClick={toggle}>
        {playing ? 'Pause background video' : 'Play background video'}
      </button>
    </>
  );
}

function ProgrammeList({ items }: { items: ProgrammeItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((p) => (
        <li key={p.title} className="info-card">
          <span className="info-card__icon" aria-hidden="true">
            <ProgrammeIcon name={p.icon} />
          </span>
          <h3>{p.title}</h3>
          <p>{p.description}</p>
          <Link to={p.link}>
            View programme<span className="visually-hidden">: {p.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TextCards({ title, items }: { title: string; items: { title: string; text: string }[] }) {
  return (
    <section className="section">
      <h2>{title}</h2>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.title} className="info-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeRoute() {
  usePageTitle();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="home">
      <section className="hero">
        <HeroVideo />
        <div className="hero__content">
          <p className="hero__eyebrow">{college.name}</p>
          <h1>{HOME_HEADLINE}</h1>
          <p className="hero__lead">{HOME_SUBHEADLINE}</p>
          <div className="hero__actions">
            <Link className="button button--accent" to={paths.admission()} reloadDocument>
              Apply Now
            </Link>
            <a className="button button--ghost" href="#programs">
              Explore Programs
            </a>
          </div>
        </div>
      </section>

      <section id="about" className="section">
        <h2>About the College</h2>
        <p>
          Established in {college.established}, {college.name} is affiliated with the state technical education directorate and approved by
          the national technical education council. We offer six three-year diplomas, a part-time diploma for working professionals and a
          two-year MBA.
        </p>
        <Link to={paths.about()}>More about us</Link>
      </section>

      <section id="programs" className="section">
        <h2>Academic Programs</h2>
        <Tabs
          label="Academic programs"
          tabs={[
            { id: 'diploma', label: 'Diploma Programs', content: <ProgrammeList items={diplomaProgrammeItems} /> },
            { id: 'pg', label: 'Postgraduate Program', content: <ProgrammeList items={postgraduateProgrammeItems} /> },
          ]}
        />
      </section>

      <section id="campus" className="section">
        <h2>Campus and Facilities</h2>
        <ul className="card-grid">
          {facilityItems.map((f) => (
            <li key={f.title} className="info-card">
              <img src={f.image} alt="" width="400" height="300" loading="lazy" />
              <h3>{f.title}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.facilities()}>See all facilities</Link>
      </section>

      <section id="vision" className="section section--tinted">
        <h2>Vision and Mission</h2>
        <div className="two-col">
          <div>
            <h3>Vision</h3>
            <p>{college.vision}</p>
          </div>
          <div>
            <h3>Mission</h3>
            <ul>
              {college.mission.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <TextCards title="Community and Values" items={values} />

      <section className="section">
        <h2>Our Departments</h2>
        {(['Engineering', 'Management'] as const).map((group) => (
          <div key={group}>
            <h3 className="section__subhead">{group}</h3>
            <ul className="card-grid">
              {homeDepartmentCards
                .filter((d) => d.group === group)
                .map((d) => (
                  <li key={d.name} className="info-card">
                    <img src={d.image} alt="" width="400" height="300" loading="lazy" />
                    <h4>{d.name}</h4>
                    <p>{d.description}</p>
                    <Link to={d.link}>
                      Learn more<span className="visually-hidden"> about {d.name}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="section cta">
        <h2>Connect, Learn & grow</h2>
        <Link className="button button--accent" to={paths.admission()} reloadDocument>
          Apply Now
        </Link>
      </section>

      <TextCards title="Why Choose Us" items={whyChooseUs} />

      <section className="section">
        <h2>Achievements</h2>
        <ul className="news-list">
          {achievements.map((a) => (
            <li key={a.title}>
              <time dateTime={a.date}>{displayShortDate(a.date)}</time>
              <span>{a.title}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
