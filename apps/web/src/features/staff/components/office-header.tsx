import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { college } from '../../../content/college';
import '../staff.css';

/**
 * The office's own header: the college's name and the office, with a way to the public site. The
 * public header (its menus and APPLY NOW) is for visitors; a clerk working a queue needs the room.
 * The office's navigation and who is signed in follow it, in the office's layout.
 */
export function OfficeHeader() {
  return (
    <header className="office-header">
      <Link to={paths.staffHome()} className="office-header__name">
        <span className="site-logo" aria-hidden="true" />
        <span>{college.name}</span>
        <span className="office-header__office">Admissions office</span>
      </Link>
      <Link to={paths.home()} className="office-header__public">
        Public site
      </Link>
    </header>
  );
}
