import { Link, NavLink } from 'react-router';
import { college } from '../../content/college';
import { paths } from '../../config/paths';

const MENU = [
  { label: 'Home', to: paths.home() },
  { label: 'About', to: paths.about() },
  { label: 'Admission', to: paths.admission() },
  { label: 'Facilities', to: paths.facilities() },
  { label: 'Student Corner', to: paths.studentCorner() },
  { label: 'Gallery', to: paths.gallery() },
  { label: 'Contact', to: paths.contact() },
];

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home()} className="site-header__logo">
          {college.shortName}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__menu">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={paths.admission()} className="site-header__apply">
          APPLY NOW
        </Link>
      </div>
    </header>
  );
}
