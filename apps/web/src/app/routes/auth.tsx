import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { StaffSignIn } from '../../features/staff/components/staff-sign-in';
import '../../features/staff/staff.css';
import { toast } from '../../components/ui/toast';
import { takeSessionNotice } from '../../lib/session-notice';

/** /auth: where a lapsed session lands, with the spec's expiry notice. */
export function AuthRoute() {
  usePageTitle();
  useEffect(() => {
    if (takeSessionNotice()) {
      toast({ title: t`Your session has expired.`, description: t`Please try again.`, variant: 'destructive' });
    }
  }, []);
  return (
    <section className="page">
      <h1>{t`Sign In`}</h1>
      <p>
        <Trans>
          Applicants: sign in with your mobile number on the{' '}
          <Link to={paths.admission()} reloadDocument>
            Admission Form
          </Link>
          .
        </Trans>
      </p>
      <StaffSignIn />
    </section>
  );
}
