import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { ProgrammeIcon } from '../../components/ui/programme-icon';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { ServedSlot } from '../../components/ui/served-slot';
import { Tabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { college, siteText } from '../../content/college';
import { homeText, type ProgrammeItem } from '../../content/home';
import { displayShortDate } from '@college/contracts/rules/day';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { visitorScrolledBeforeApp } from '../../lib/scroll-restoration';

function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    // A phone saving data or on a slow connection is not sent the video by itself: the button still plays it.
    const link = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (!prefersReducedMotion() && !link?.saveData && !/2g|3g/.test(link?.effectiveType ?? ''))
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
  // No poster: until the video plays, the hero's own background (the same picture) shows through.
  return (
    <>
      <video ref={video} className="hero__video" muted loop playsInline preload="none" aria-hidden="true">
        <source src="/media/hero.webm" type="video/webm" />
      </video>
      <button type="button" className="hero__toggle" aria-pressed={!playing} onClick={toggle}>
        {playing ? t`Pause background video` : t`Play background video`}
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
            {t`View programme`}
            <span className="visually-hidden">: {p.title}</span>
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

export const loadTexts = () => homeText.load();

export function HomeRoute() {
  usePageTitle();
  const home = homeText.text;
  const { vision, mission } = siteText.text;
  useEffect(() => {
    if (!visitorScrolledBeforeApp()) window.scrollTo(0, 0);
  }, []);
  return (
    <div className="home">
      <section className="hero">
        <HeroVideo />
        <div className="hero__content">
          <p className="hero__eyebrow">{college.name}</p>
          <ServedSlot id="home-headline">
            <h1>{home.headline}</h1>
            <p className="hero__lead">{home.subheadline}</p>
          </ServedSlot>
          <div className="hero__actions">
            <Link className="button button--accent" to={paths.admission()} reloadDocument>
              {t`Apply Now`}
            </Link>
            <a className="button button--ghost" href="#programs">
              {t`Explore Programs`}
            </a>
          </div>
        </div>
      </section>
      {/* The office's admission banner, and What's New: the server fills both as it sends the page. */}
      <ServedSlot id="admission-banner" />
      <ServedSlot id="whats-new" className="whats-new" />

      <section id="about" className="section">
        <h2>{t`About the College`}</h2>
        <p>
          {t`Established in ${college.established}, ${college.name} is affiliated with the state technical education directorate and approved by the national technical education council. We offer six three-year diplomas, a part-time diploma for working professionals and a two-year MBA.`}
        </p>
        <Link to={paths.about()}>{t`More about us`}</Link>
      </section>

      <section id="programs" className="section">
        <h2>{t`Academic Programs`}</h2>
        <Tabs
          label={t`Academic programs`}
          tabs={[
            { id: 'diploma', label: t`Diploma Programs`, content: <ProgrammeList items={home.diplomaProgrammes} /> },
            { id: 'pg', label: t`Postgraduate Program`, content: <ProgrammeList items={home.postgraduateProgrammes} /> },
          ]}
        />
      </section>

      <section id="campus" className="section">
        <h2>{t`Campus and Facilities`}</h2>
        <ul className="card-grid">
          {home.facilities.map((f) => (
            <li key={f.title} className="info-card">
              <img src={f.image} alt="" width="400" height="300" loading="lazy" />
              <h3>{f.title}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.facilities()}>{t`See all facilities`}</Link>
      </section>

      <section id="vision" className="section section--tinted">
        <h2>{t`Vision and Mission`}</h2>
        <div className="two-col">
          <div>
            <h3>{t`Vision`}</h3>
            <p>{vision}</p>
          </div>
          <div>
            <h3>{t`Mission`}</h3>
            <ul>
              {mission.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <TextCards title={t`Community and Values`} items={home.values} />

      <section className="section">
        <h2>{t`Our Departments`}</h2>
        {(['Engineering', 'Management'] as const).map((group) => (
          <div key={group}>
            <h3 className="section__subhead">{group === 'Engineering' ? t`Engineering` : t`Management`}</h3>
            <ul className="card-grid">
              {home.departments
                .filter((d) => d.group === group)
                .map((d) => (
                  <li key={d.name} className="info-card">
                    <img src={d.image} alt="" width="400" height="300" loading="lazy" />
                    <h4>{d.name}</h4>
                    <p>{d.description}</p>
                    <Link to={d.link}>
                      {t`Learn more`}
                      <span className="visually-hidden">{t` about ${d.name}`}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="section cta">
        <h2>{t`Connect, Learn & grow`}</h2>
        <Link className="button button--accent" to={paths.admission()} reloadDocument>
          {t`Apply Now`}
        </Link>
      </section>

      <TextCards title={t`Why Choose Us`} items={home.whyChooseUs} />

      {/* The college's news, once the office publishes some: the server puts it in place of the built
          achievements (the spec's five), which a page reached in the app shows. */}
      <ServedSlot id="college-news" className="section">
        <h2>{t`Achievements`}</h2>
        <ul className="news-list">
          {home.achievements.map((a) => (
            <li key={a.title}>
              <time dateTime={a.date}>{displayShortDate(a.date)}</time> <span>{a.title}</span>
            </li>
          ))}
        </ul>
      </ServedSlot>
    </div>
  );
}
