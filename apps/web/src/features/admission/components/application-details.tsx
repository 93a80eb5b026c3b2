import { t } from '@lingui/core/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { WithdrawalReceipt } from '@college/contracts/entities/privacy';
import { ApplicationSections } from '../../../components/application/application-sections';
import { StatusNotice } from '../../../components/application/status-notice';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { AcknowledgementButton } from './acknowledgement-button';
import { AllotmentResult } from './allotment-result';
import { CorrectionsList } from './corrections-list';
import { MeritRank } from './merit-rank';
import { PrivacyPanel, WithdrawalReceiptView } from './privacy-panel';
import { StepHeading } from './step-heading';
import { ApplicantPictures, PicturesSummary } from '../pictures';

/** A submitted application, read only. */
export function ApplicationDetails({
  applicationId,
  onBack,
  onWithdrawn,
  startNew,
}: {
  applicationId: string;
  onBack: () => void;
  /** After a withdrawal, once the applicant has read the receipt. */
  onWithdrawn: () => void;
  startNew: ReactNode;
}) {
  const { data, isPending, error } = useApplication(applicationId);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const failed = error !== null && !(error instanceof ApiError && error.status === 404);
  useEffect(() => {
    if (failed) toast({ title: t`Error`, description: t`Failed to load application data. Please try again.`, variant: 'destructive' });
  }, [failed]);
  const back = (
    <button type="button" className="button button--secondary" onClick={onBack}>
      {t`Back`}
    </button>
  );
  if (receipt) return <WithdrawalReceiptView receipt={receipt} onDone={onWithdrawn} />;
  if (isPending) return <p role="status">{t`Loading application details...`}</p>;
  if (!data || (error instanceof ApiError && error.status === 404)) {
    return (
      <div className="card step">
        <StepHeading>{t`Application Not Found`}</StepHeading>
        <p>{t`The requested application could not be found.`}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="step">
      <StepHeading subtitle={t`Application ID: ${data.applicationId}`}>{t`Application Details`}</StepHeading>
      <StatusNotice status={data.status} remark={data.statusRemark} />
      <MeritRank applicationId={data.applicationId} submitted={data.currentStage === 'submitted'} />
      <AllotmentResult applicationId={data.applicationId} submitted={data.currentStage === 'submitted'} />
      <CorrectionsList corrections={data.corrections ?? []} />
      <ApplicationSections
        data={data}
        pictures={
          // A picture missing at submission may still be added here; the office needs both before admission.
          data.images.photo && data.images.signature ? (
            <PicturesSummary applicationId={data.applicationId} images={data.images} />
          ) : (
            <ApplicantPictures applicationId={data.applicationId} fixed />
          )
        }
      />
      <div className="step-actions no-print">
        {back}
        {data.currentStage === 'submitted' ? <AcknowledgementButton applicationId={data.applicationId} /> : null}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t`Print`}
        </button>
        {startNew}
      </div>
      <PrivacyPanel applicationId={data.applicationId} onWithdrawn={setReceipt} />
    </div>
  );
}
