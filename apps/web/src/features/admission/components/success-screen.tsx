import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { AcknowledgementButton } from './acknowledgement-button';
import { StepHeading } from './step-heading';

/** Step 8: the number to keep, and another application if the mobile may have one. */
export function SuccessScreen({ applicationId, startNew }: { applicationId: string; startNew: ReactNode }) {
  return (
    <div className="card step success-screen">
      <StepHeading>{t`Application Submitted Successfully!`}</StepHeading>
      <p>{t`Your application has been completed and you will be contacted after reviewing the application`}</p>
      <p>
        {t`Application ID:`} <strong>{applicationId}</strong>
      </p>
      <p>{t`Download the acknowledgement and keep it: it has your details, the payment reference and a code the office can check.`}</p>
      <div className="step-actions">
        <AcknowledgementButton applicationId={applicationId} />
        {startNew}
      </div>
    </div>
  );
}
