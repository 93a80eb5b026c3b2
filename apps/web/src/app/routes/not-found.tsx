import { t } from '@lingui/core/macro';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';

const shortcuts = () => [
  { to: paths.home(), title: t`Home`, text: t`Back to the main page` },
  { to: paths.about(), title: t`About`, text: t`Learn about the college` },
  { to: paths.contact(), title: t`Contact`, text: t`Get in touch with the office` },
];

export function NotFoundRoute() {
  usePageTitle();
  const navigate = useNavigate();
  return (
    <section className="page not-found">
      <h1>{t`Page Not Found`}</h1>
      <p>{t`The page you are looking for does not exist or has been moved.`}</p>
      <div className="not-found__actions">
        <Link className="button" to={paths.home()}>
          {t`Go to Homepage`}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
          {t`Go Back`}
        </button>
      </div>
      <ul className="not-found__shortcuts">
        {shortcuts().map((s) => (
          <li key={s.to}>
            <Link to={s.to}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="not-found__code">{t`Error Code: 404`}</p>
    </section>
  );
}
