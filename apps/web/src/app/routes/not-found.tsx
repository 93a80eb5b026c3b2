import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';

const SHORTCUTS = [
  { to: paths.home(), title: 'Home', text: 'Back to the main page' },
  { to: paths.about(), title: 'About', text: 'Learn about the college' },
  { to: paths.contact(), title: 'Contact', text: 'Get in touch with the office' },
];

export function NotFoundRoute() {
  usePageTitle();
  const navigate = useNavigate();
  return (
    <section className="page not-found">
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has been moved.</p>
      <div className="not-found__actions">
        <Link className="button" to={paths.home()}>
          Go to Homepage
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
          Go Back
        </button>
      </div>
      <ul className="not-found__shortcuts">
        {SHORTCUTS.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="not-found__code">Error Code: 404</p>
    </section>
  );
}
