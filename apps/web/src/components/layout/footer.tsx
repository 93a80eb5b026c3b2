import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { college, siteText } from '../../content/college';

export function Footer() {
  const { phones, social } = college;
  const { address, blurb } = siteText.text;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <Link to={paths.home()} className="site-footer__logo">
            <span className="site-logo" aria-hidden="true" />
            <span>{college.name}</span>
          </Link>
          <p>{blurb}</p>
          <ul className="site-footer__social" aria-label={t`Social media`}>
            <li>
              <a href={social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={social.youtube} rel="noopener noreferrer" target="_blank">
                YouTube
              </a>
            </li>
          </ul>
        </div>
        <address>
          <p>
            <strong>{t`Phone:`}</strong> <a href={`tel:${phones.office[0].replace(/\s/g, '')}`}>{phones.office[0]}</a>
          </p>
          <p>
            <strong>{t`Email:`}</strong> <a href={`mailto:${college.email}`}>{college.email}</a>
          </p>
          <p>
            {address.line1}, {address.post}
            <br />
            {address.districtPin}
            <br />
            {address.stateCountry}
          </p>
        </address>
      </div>
      <p className="site-footer__legal">
        © {college.name}. {t`Affiliated to the State Board of Technical Education, Kerala; approved by AICTE.`}{' '}
        <Link to={paths.notices()}>{t`Notices`}</Link> · <Link to={paths.committees()}>{t`Committees`}</Link> ·{' '}
        <Link to={paths.documents()}>{t`Documents`}</Link> · <Link to={paths.privacy()}>{t`Privacy Policy`}</Link> ·{' '}
        <Link to={paths.terms()}>{t`Terms of Service`}</Link>
      </p>
    </footer>
  );
}
