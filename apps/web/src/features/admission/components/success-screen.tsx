import { StepHeading } from './step-heading';

/** Step 8. Submit Another Application reloads the page, which starts again at mobile entry. */
export function SuccessScreen({ applicationId }: { applicationId: string | null }) {
  return (
    <div className="card step success-screen">
      <StepHeading>Application Submitted Successfully!</StepHeading>
      <p>Your application has been completed and you will be contacted after reviewing the application</p>
      {applicationId ? (
        <p>
          Application ID: <strong>{applicationId}</strong>
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Submit Another Application
      </button>
    </div>
  );
}
