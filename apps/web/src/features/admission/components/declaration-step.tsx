import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { PARENTAL_CONSENT_NEEDED } from '@college/contracts/entities/privacy';
import { declarationProblem } from '@college/contracts/rules/signature';
import { toast } from '../../../components/ui/toast';
import { useApplication } from '../api/get-application';
import { postDeclaration, useSaveStep } from '../api/save-step';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { ApplicationSections, type EditableSection } from '../../../components/application/application-sections';
import { ParentalConsent, useParentalConsentMissing } from './parental-consent';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { PicturesSummary } from '../pictures';

type Props = {
  applicationId: string;
  onBack: () => void;
  onSubmitted: () => void;
  /** Back to a step from the review, to change what it holds. */
  onEdit: (section: EditableSection) => void;
};

/** Step 7: the anti-ragging and anti-drug undertakings, signed with the applicant's full name. */
export function DeclarationStep({ applicationId, onBack, onSubmitted, onEdit }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep((body: Parameters<typeof postDeclaration>[1], signal: AbortSignal) =>
    postDeclaration(applicationId, body, signal),
  );
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const fullName = application.data?.personalDetails?.fullName ?? '';

  const parentMissing = useParentalConsentMissing(applicationId);

  const submit = async () => {
    if (parentMissing) {
      toast({ title: t`Consent needed`, description: PARENTAL_CONSENT_NEEDED, variant: 'destructive' });
      document.getElementById('parental-title')?.scrollIntoView({ block: 'center' });
      return;
    }
    const problem = declarationProblem(agreed, signature, fullName);
    if (problem) {
      toast({ title: problem.title, description: problem.message === problem.title ? undefined : problem.message, variant: 'destructive' });
      return;
    }
    await saveWithToasts(
      () => save.mutateAsync({ agreed: true, digitalSignature: signature.trim(), agreedAt: new Date().toISOString() }),
      {
        success: t`Application Completed Successfully!`,
        failureTitle: t`Submission Failed`,
        failure: t`Failed to submit declaration. Please try again.`,
      },
      onSubmitted,
    );
  };

  return (
    <StepForm
      className="card step"
      pending={save.isPending}
      submitLabel={t`Submit Application`}
      pendingLabel={t`Submitting...`}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading subtitle={t`Please read the undertakings and sign with your full name`}>{t`Confirmation & Submition`}</StepHeading>
      {application.data ? (
        <section className="review" aria-labelledby="review-title">
          <h3 id="review-title">{t`Check your answers`}</h3>
          <p className="hint">{t`This is what the office will see. Edit takes you back to a step; what you saved stays.`}</p>
          <ApplicationSections
            data={application.data}
            onEdit={onEdit}
            pictures={<PicturesSummary applicationId={application.data.applicationId} images={application.data.images} />}
          />
        </section>
      ) : null}
      <section className="undertaking">
        <h3>{t`Anti-Ragging Undertaking`}</h3>
        <p>
          {t`I have read the regulations on curbing the menace of ragging in higher educational institutions. I will not take part in, abet or propagate ragging in any form, inside or outside the campus. I understand that if I am found guilty of ragging I am liable to punishment under those regulations and the law, including cancellation of admission, suspension or expulsion from the college.`}
        </p>
      </section>
      <section className="undertaking">
        <h3>{t`Anti-Drug Undertaking`}</h3>
        <p>
          {t`I will not possess, use, sell or encourage the use of narcotic drugs, psychotropic substances, alcohol or tobacco on the campus or at any college activity. I understand that any such conduct will lead to disciplinary action, including expulsion, and may be reported to the authorities.`}
        </p>
      </section>
      <CheckboxField
        id="agreed"
        label={t`I accept both the anti-ragging and the anti-drug undertakings`}
        checked={agreed}
        onChange={setAgreed}
      />
      <TextField
        id="signature"
        label={t`Digital Signature (type your full name as entered in your application)`}
        autoComplete="off"
        maxLength={100}
        value={signature}
        onChange={setSignature}
      />
      <ParentalConsent applicationId={applicationId} applicantName={fullName} />
    </StepForm>
  );
}
