import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { ApplicationSummary } from '@college/contracts/entities/application';
import { StatusBadge } from '../../../components/application/status-notice';
import { displayIstDay } from '@college/contracts/rules/day';
import { StepHeading } from './step-heading';

type Props = {
  applications: ApplicationSummary[];
  onOpen: (application: ApplicationSummary) => void;
  /** 'Start New Application', or the note that the mobile is at its limit. */
  startNew: ReactNode;
};

/** The applications of this mobile: View when submitted, else Continue; or start a new one. */
export function ExistingApplications({ applications, onOpen, startNew }: Props) {
  return (
    <div className="step">
      <StepHeading subtitle={t`We found multiple applications associated with your mobile number. Please select one to continue.`}>
        {t`Your Applications`}
      </StepHeading>
      <ul className="application-list">
        {applications.map((a) => (
          <li key={a.applicationId} className="card application-card">
            <div className="application-card__head">
              <h3>{a.fullName || t`Application`}</h3>
              <StatusBadge status={a.status} />
            </div>
            {a.statusRemark ? (
              <p className="status-notice__remark">
                <strong>{t`Remark from the admission office:`}</strong> {a.statusRemark}
              </p>
            ) : null}
            <p>{t`ID: ${a.applicationId}`}</p>
            <p>{t`Created: ${displayIstDay(a.createdAt)}`}</p>
            {a.programSelections.length > 0 ? (
              <p>
                {a.programSelections
                  .map((p) => [p.programName, p.mode, p.branchPreferences.map((b) => b.branch).join(', ')].filter(Boolean).join(' · '))
                  .join('; ')}
              </p>
            ) : null}
            <button type="button" className="button button--small" onClick={() => onOpen(a)}>
              {a.currentStage === 'submitted' ? t`View` : t`Continue`}
            </button>
          </li>
        ))}
      </ul>
      {startNew}
    </div>
  );
}
