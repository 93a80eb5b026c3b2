import { englishContent } from '../../i18n/english-content';
import { t } from '@lingui/core/macro';
import { LIBRARY } from '@college/contracts/constants';
import { usePageTitle } from '../../components/layout/page-title';
import { Carousel } from '../../components/ui/carousel';
import { telHref } from '../../content/contacts';
import { PageUpdated } from '../../components/ui/page-updated';
import { facilities as facilitiesUpdated } from 'virtual:content-dates';

const slides = () => [
  { src: '/images/library-1.svg', alt: t`Stacks of the college library`, caption: t`Open-access stacks` },
  { src: '/images/library-2.svg', alt: t`Reading hall of the library`, caption: t`Reading hall` },
  { src: '/images/library-3.svg', alt: t`Digital library computers`, caption: t`Digital library` },
];

const LIBRARY_STAFF = [
  { name: 'Smt. Anitha R.', role: 'Librarian', phone: '0466 2270 120' },
  { name: 'Sri. Vinod K.', role: 'Library Assistant', phone: '0466 2270 121' },
];

export function FacilitiesRoute() {
  usePageTitle();
  const fmt = (n: number) => n.toLocaleString('en-IN');
  return (
    <div className="page facilities">
      <h1>{t`Facilities and Library`}</h1>
      <section className="card-grid">
        <article className="info-card">
          <img src="/images/classrooms.svg" alt="" width="400" height="300" />
          <h2>{t`Classrooms`}</h2>
          <p>{t`Spacious, well-lit classrooms with projectors and audio for every batch.`}</p>
        </article>
        <article className="info-card">
          <img src="/images/workshops.svg" alt="" width="400" height="300" loading="lazy" />
          <h2>{t`Workshops`}</h2>
          <p>{t`Fitting, welding, sheet metal, carpentry, machine, electrical and automobile workshops.`}</p>
        </article>
        <article className="info-card">
          <img src="/images/laboratories.svg" alt="" width="400" height="300" loading="lazy" />
          <h2>{t`Laboratories`}</h2>
          <p>{t`Department laboratories for materials testing, machines, electronics, computing, CAD and design studios.`}</p>
        </article>
      </section>

      <section className="section">
        <h2>{t`Library`}</h2>
        <Carousel slides={slides()} label={t`Library photographs`} />
        <dl className="figures">
          <div>
            <dt>{t`Total books`}</dt>
            <dd>{fmt(LIBRARY.totalBooks)}</dd>
          </div>
          <div>
            <dt>{t`Bound question papers`}</dt>
            <dd>{fmt(LIBRARY.boundQuestionPapers)}</dd>
          </div>
          <div>
            <dt>{t`Bound periodicals`}</dt>
            <dd>{fmt(LIBRARY.boundPeriodicals)}</dd>
          </div>
          <div>
            <dt>{t`Seminar reports`}</dt>
            <dd>{fmt(LIBRARY.seminarReports)}</dd>
          </div>
          <div>
            <dt>{t`CDs and DVDs`}</dt>
            <dd>{fmt(LIBRARY.cdsAndDvds)}</dd>
          </div>
        </dl>
        <div className="two-col">
          <div className="card">
            <h3>{t`Services`}</h3>
            <ul>
              <li>{t`Lending and reference`}</li>
              <li>{t`Reading hall and periodicals section`}</li>
              <li>{t`Previous question papers and seminar reports`}</li>
              <li>{t`Reprography`}</li>
              <li>{t`Online public access catalogue (OPAC)`}</li>
            </ul>
          </div>
          <div className="card">
            <h3>{t`Hours`}</h3>
            <ul>
              <li>{t`Monday to Friday: 8:45 am to 5:00 pm`}</li>
              <li>{t`Saturday: 9:00 am to 4:00 pm`}</li>
              <li>{t`Sundays and holidays: closed`}</li>
              <li>{t`Self-service kiosk: 8:40 am to 5:00 pm`}</li>
            </ul>
          </div>
          <div className="card">
            <h3>{t`RFID Circulation`}</h3>
            <p>
              {t`Books carry RFID tags, so issue and return take seconds at the self-service kiosk. Students may borrow ${LIBRARY.lending.students.books} books for ${LIBRARY.lending.students.days} days; teaching and non-teaching staff may borrow ${LIBRARY.lending.staff.books} books for ${LIBRARY.lending.staff.days} days.`}
            </p>
          </div>
          <div className="card">
            <h3>{t`Digital Library`}</h3>
            <p>{t`${LIBRARY.digitalLibraryPcs} computers with internet access to e-journals, e-books and the question paper archive.`}</p>
          </div>
        </div>
        <div className="card">
          <h3>{t`Library Staff`}</h3>
          <ul>
            {LIBRARY_STAFF.map((s) => (
              <li key={s.name}>
                <span lang={englishContent()}>
                  {s.name}, {s.role}
                </span>
                : <a href={telHref(s.phone)}>{s.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PageUpdated on={facilitiesUpdated} />
    </div>
  );
}
