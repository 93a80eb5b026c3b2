import { clearAllDrafts } from '../../../lib/drafts';
import { forgetOfficeMember, noteOfficeMember, rememberOfficePlace } from '../../../lib/session-notice';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useNavigate, useOutletContext } from 'react-router';
import { logout } from '@college/contracts/endpoints/auth';
import type { StaffMe } from '@college/contracts/endpoints/staff';
import {
  ADMIN_ROLES,
  CONTENT_ROLES,
  DECISION_ROLES,
  holdsAny,
  PAPER_ROLES,
  PAYMENT_ROLES,
  QUEUE_ROLES,
  ROLE_LABELS,
} from '@college/contracts/roles';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStaffMe } from '../api/staff-api';
import { OfficeHeader } from './office-header';
import '../staff.css';

/** The signed-in member, for the office's pages (they render inside the layout). */
export function useMember(): StaffMe {
  return useOutletContext<StaffMe>();
}

/** The office's first page for a member: the dashboard, else the queue, else the archive, else the notices, else their account. */
function homeFor(member: StaffMe): string {
  if (holdsAny(member.roles, DECISION_ROLES)) return paths.staffDashboard();
  if (holdsAny(member.roles, QUEUE_ROLES)) return paths.staffApplications();
  if (holdsAny(member.roles, PAPER_ROLES)) return paths.staffQuestionPapers();
  if (holdsAny(member.roles, CONTENT_ROLES)) return paths.staffNotices();
  return paths.staffAccount();
}

export function OfficeHome() {
  return <Navigate to={homeFor(useMember())} replace />;
}

/** /staff/...: the office's frame. Signed out, it sends the member to sign in. */
export function OfficeLayout() {
  const me = useStaffMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403)) {
      rememberOfficePlace();
      void navigate(paths.auth(), { replace: true });
    }
  }, [me.error, navigate]);
  const memberId = me.data?.id;
  useEffect(() => {
    if (memberId) noteOfficeMember(memberId);
  }, [memberId]);
  if (me.isPending) {
    return (
      <>
        <OfficeHeader />
        <p role="status">Loading...</p>
      </>
    );
  }
  if (!me.data) {
    return me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403) ? null : (
      <>
        <OfficeHeader />
        <p role="alert">The office could not be reached. Check the connection and reload the page.</p>
      </>
    );
  }
  const member = me.data;
  const signOut = () => {
    void api
      .call(logout, { body: {} })
      .catch(() => undefined)
      .then(() => {
        client.clear();
        // Unsaved editors' drafts go with the session: the next person at this computer sees none.
        clearAllDrafts();
        forgetOfficeMember();
        return navigate(paths.auth());
      });
  };
  return (
    <div className="office">
      <OfficeHeader />
      <div className="office__bar">
        <nav aria-label="Office" className="office__nav">
          {holdsAny(member.roles, DECISION_ROLES) ? <NavLink to={paths.staffDashboard()}>Dashboard</NavLink> : null}
          {holdsAny(member.roles, QUEUE_ROLES) ? <NavLink to={paths.staffApplications()}>Applications</NavLink> : null}
          {holdsAny(member.roles, PAYMENT_ROLES) ? <NavLink to={paths.staffPayments()}>Payments</NavLink> : null}
          {holdsAny(member.roles, PAPER_ROLES) ? <NavLink to={paths.staffQuestionPapers()}>Question papers</NavLink> : null}
          {holdsAny(member.roles, ADMIN_ROLES) ? <NavLink to={paths.staffAccounts()}>Staff accounts</NavLink> : null}
          {holdsAny(member.roles, QUEUE_ROLES) ? <NavLink to={paths.staffMerit()}>Merit lists</NavLink> : null}
          {holdsAny(member.roles, DECISION_ROLES) ? <NavLink to={paths.staffAllotment()}>Seat allotment</NavLink> : null}
          {holdsAny(member.roles, QUEUE_ROLES) ? <NavLink to={paths.staffRegister()}>Admission register</NavLink> : null}
          {holdsAny(member.roles, DECISION_ROLES) ? <NavLink to={paths.staffRequests()}>Requests</NavLink> : null}
          {holdsAny(member.roles, ADMIN_ROLES) ? <NavLink to={paths.staffSettings()}>Admission settings</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffNotices()}>Notices</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffCommittees()}>Committees</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffDocuments()}>Documents</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffGallery()}>Gallery</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffPages()}>Pages</NavLink> : null}
          {holdsAny(member.roles, CONTENT_ROLES) ? <NavLink to={paths.staffSiteTexts()}>Headline</NavLink> : null}
          {holdsAny(member.roles, ADMIN_ROLES) ? <NavLink to={paths.staffAudit()}>Audit</NavLink> : null}
          <NavLink to={paths.staffAccount()}>My account</NavLink>
        </nav>
        <p className="office__who">
          {member.name || member.email} ({member.roles.map((r) => ROLE_LABELS[r]).join(', ')}){' '}
          <button type="button" className="link-button" onClick={signOut}>
            Sign out
          </button>
        </p>
      </div>
      {member.totpRequired && !member.totpEnabled ? (
        <p className="office__warning" role="status">
          Two-step sign-in is required for your role. Set it up on <NavLink to={paths.staffAccount()}>My account</NavLink>.
        </p>
      ) : null}
      <Outlet context={member} />
    </div>
  );
}
