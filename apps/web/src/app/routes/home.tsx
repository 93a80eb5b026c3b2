import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { college } from '../../content/college';

export function HomeRoute() {
  usePageTitle('');
  return (
    <section className="page hero">
      <h1>{college.tagline}</h1>
      <p>
        {college.name}: diploma programmes in engineering and architecture since {college.established}, and a
        full-time MBA.
      </p>
      <Link className="button" to={paths.admission()}>
        Apply Now
      </Link>
    </section>
  );
}
