import { englishContent } from '../../i18n/english-content';
import { t } from '@lingui/core/macro';
import { ServedSlot } from '../../components/ui/served-slot';
import { SocialIcon } from '../../components/ui/social-icon';
import { usePageTitle } from '../../components/layout/page-title';
import { college, siteText } from '../../content/college';
import { contactsText, telHref } from '../../content/contacts';
import { PageUpdated } from '../../components/ui/page-updated';
import { contact as contactUpdated } from 'virtual:content-dates';

export const loadTexts = () => contactsText.load();

export function ContactRoute() {
  usePageTitle();
  const { phones, social } = college;
  const { address } = siteText.text;
  return (
    <div className="page contact">
      <h1>{t`Contact Us`}</h1>
      <div className="two-col">
        <section className="card">
          <h2>{t`Office`}</h2>
          <ul className="plain-list">
            {phones.office.map((p) => (
              <li key={p}>
                {t`Office:`} <a href={telHref(p)}>{p}</a>
              </li>
            ))}
            <li>
              {t`Admission:`} <a href={telHref(phones.admission)}>{phones.admission}</a>
            </li>
            <li>
              {t`Email:`} <a href={`mailto:${college.email}`}>{college.email}</a>
            </li>
          </ul>
        </section>
        <section className="card">
          <h2>{t`Address`}</h2>
          <address>
            <span lang={englishContent()}>{college.name}</span>
            <br />
            {address.line1}, {address.post}
            <br />
            {address.districtPin}
            <br />
            {address.stateCountry}
          </address>
          <ul className="social-links" aria-label={t`Social media`}>
            <li>
              <a href={social.facebook} target="_blank" rel="noopener noreferrer">
                <SocialIcon network="facebook" />
                Facebook
              </a>
            </li>
            <li>
              <a href={social.instagram} target="_blank" rel="noopener noreferrer">
                <SocialIcon network="instagram" />
                Instagram
              </a>
            </li>
            <li>
              <a href={social.youtube} target="_blank" rel="noopener noreferrer">
                <SocialIcon network="youtube" />
                YouTube
              </a>
            </li>
          </ul>
        </section>
      </div>
      <section className="section">
        <h2>{t`Important Phone Numbers`}</h2>
        {/* The office's numbers once it has saved them (the server puts them in place of these). */}
        <ServedSlot id="important-contacts">
          <ul className="card-grid">
            {contactsText.text.map((c) => (
              <li key={c.role} className="info-card">
                <h3>{c.role}</h3>
                <p lang={englishContent()}>{c.name}</p>
                <p>
                  {t`Official:`} <a href={telHref(c.official)}>{c.official}</a>
                </p>
                <p>
                  {t`Personal:`} <a href={telHref(c.personal)}>{c.personal}</a>
                </p>
              </li>
            ))}
          </ul>
        </ServedSlot>
      </section>
      <PageUpdated on={contactUpdated} />
    </div>
  );
}
