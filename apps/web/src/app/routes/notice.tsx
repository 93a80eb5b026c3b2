import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE, type Notice } from '@college/contracts/notices';
import { PRIVACY_NOTICE_ML, TERMS_OF_SERVICE_ML } from '@college/contracts/notices-ml';
import { displayDay } from '@college/contracts/rules/day';
import { usePageTitle } from '../../components/layout/page-title';

/** A notice as the site shows it: its version and date first, so a reader knows which one they agreed to. */
function NoticePage({ notice }: { notice: Notice }) {
  usePageTitle();
  // A notice with no translation is shown in English, and says so.
  const english = i18n.locale !== 'en' && notice !== PRIVACY_NOTICE_ML && notice !== TERMS_OF_SERVICE_ML;
  return (
    <article className="page notice">
      <h1>{notice.title}</h1>
      <p className="hint">
        {t`Version ${notice.version}, in force from ${displayDay(notice.effectiveOn)}`}
        {english ? ` ${t`(in English only)`}` : null}
      </p>
      <div lang={english ? 'en' : undefined}>
        <p className="lead">{notice.intro}</p>
        {notice.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items ? (
              <ul>
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}

/** /privacy and /terms: loaded on demand, so their text does not weigh on every other page. */
export const PrivacyRoute = () => <NoticePage notice={i18n.locale === 'ml' ? PRIVACY_NOTICE_ML : PRIVACY_NOTICE} />;
export const TermsRoute = () => <NoticePage notice={i18n.locale === 'ml' ? TERMS_OF_SERVICE_ML : TERMS_OF_SERVICE} />;
