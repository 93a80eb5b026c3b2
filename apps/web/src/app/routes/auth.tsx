import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { StaffSignIn } from '../../features/staff/components/staff-sign-in';
import '../../features/staff/staff.css';
import { toast } from '../../components/ui/toast-store';
import { takeSessionNotice } from '../../lib/session-notice';

/** /auth: where a lapsed session lands, with the spec's expiry notice. */
export function AuthRoute() {
  usePageTitle();
  useEffect(() => {
    if (takeSessionNotice()) {
      toast({ title: 'Your session has expired.', description: 'Please try again.', variant: 'destructive' });
    }
  }, []);
  return (
    <section className="page">
      <h1>Sign In</h1>
      <p>
        Applicants: sign in with your mobile number on the{' '}
        <Link to={paths.admission()} reloadDocument>
          Admission Form
        </Link>
        .
      </p>
      <StaffSignIn />
    </section>
  );
}
