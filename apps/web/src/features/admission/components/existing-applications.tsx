import type { ApplicationSummary } from '@college/contracts/entities/application';
import { statusBadgeColour } from '@college/contracts/stages';
import { formatDate } from '../../../lib/format-date';
import { StepHeading } from './step-heading';

type Props = {
  applications: ApplicationSummary[];
  creating: boolean;
  onOpen: (application: ApplicationSummary) => void;
  onStartNew: () => void;
};

/** The applications of this mobile: View when submitted, else Continue; or start a new one. */
export function ExistingApplications({ applications, creating, onOpen, onStartNew }: Props) {
  return (
    <div className="step">
      <StepHeading subtitle="We found multiple applications associated with your mobile number. Please select one to continue.">
        Your Applications
      </StepHeading>
      <ul className="application-list">
        {applications.map((a) => (
          <li key={a.applicationId} className="card application-card">
            <div className="application-card__head">
              <h3>{a.fullName || 'Application'}</h3>
              <span className={`badge badge--${statusBadgeColour(a.status)}`}>{a.status}</span>
            </div>
            <p>ID: {a.applicationId}</p>
            <p>Created: {formatDate(a.createdAt)}</p>
            {a.programSelections.length > 0 ? (
              <p>
                {a.programSelections
                  .map((p) => [p.programName, p.mode, p.branchPreferences.map((b) => b.branch).join(', ')].filter(Boolean).join(' · '))
                  .join('; ')}
              </p>
            ) : null}
            <button type="button" className="button button--small" onClick={() => onOpen(a)}>
              {a.currentStage === 'submitted' ? 'View' : 'Continue'}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" disabled={creating} onClick={onStartNew}>
        Start New Application
      </button>
    </div>
  );
}
