import { useState } from 'react';
import type { ApplicationSummary } from '@college/contracts/entities/application';
import { resumeStepForStage } from '@college/contracts/stages';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { postCheckExisting } from '../api/check-existing';
import { useCreateApplication } from '../api/create-application';
import { AddressFamilyStep } from './address-family-step';
import { ApplicationDetails } from './application-details';
import { DeclarationStep } from './declaration-step';
import { EducationStep } from './education-step';
import { ExistingApplications } from './existing-applications';
import { FeeStep } from './fee-step';
import { MobileVerification } from './mobile-verification';
import { PersonalDetailsStep } from './personal-details-step';
import { ProgramSelectionStep } from './program-selection-step';
import { ProgressIndicator } from './progress-indicator';
import { SuccessScreen } from './success-screen';

type View =
  { kind: 'step' } | { kind: 'list'; applications: ApplicationSummary[] } | { kind: 'details'; id: string; from: 'list' | 'check' };

/**
 * The seven-step application. Every visit starts at mobile entry; after the OTP the applicant's
 * applications decide where it goes on (spec section 4).
 */
export function AdmissionWizard() {
  const [step, setStep] = useState(1);
  const [mobile, setMobile] = useState('');
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'step' });
  const [listCache, setListCache] = useState<ApplicationSummary[]>([]);
  const create = useCreateApplication();

  const startNew = async (forMobile = mobile) => {
    try {
      const res = await create.mutateAsync(forMobile);
      toast({ title: 'New Application Created', variant: 'success' });
      setApplicationId(res.data.applicationId);
      setView({ kind: 'step' });
      setStep(2);
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to create new application. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const afterVerified = async (verified: string) => {
    setMobile(verified);
    try {
      const res = await postCheckExisting(verified);
      if (res.multipleApplications && Array.isArray(res.data)) {
        setListCache(res.data);
        setView({ kind: 'list', applications: res.data });
        return;
      }
      const found = res.data && !Array.isArray(res.data) ? res.data : null;
      if (found) setApplicationId(found.applicationId);
      if (res.exists && found?.currentStage === 'submitted') {
        setView({ kind: 'details', id: found.applicationId, from: 'check' });
        return;
      }
      setStep(res.exists && found ? resumeStepForStage(found.currentStage) : 2);
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to check existing applications'), variant: 'destructive' });
      setStep(2);
    }
  };

  const open = (a: ApplicationSummary) => {
    setApplicationId(a.applicationId);
    if (a.currentStage === 'submitted') {
      setView({ kind: 'details', id: a.applicationId, from: 'list' });
    } else {
      setView({ kind: 'step' });
      setStep(resumeStepForStage(a.currentStage));
    }
  };

  if (view.kind === 'list') {
    return (
      <ExistingApplications applications={view.applications} creating={create.isPending} onOpen={open} onStartNew={() => void startNew()} />
    );
  }
  if (view.kind === 'details') {
    const back = () => {
      if (view.from === 'list') {
        setView({ kind: 'list', applications: listCache });
        return;
      }
      setView({ kind: 'step' });
      setStep(1);
    };
    return <ApplicationDetails applicationId={view.id} onBack={back} />;
  }

  // Steps 2 to 7 need an application; one is opened if the check could not supply it.
  const needsApplication = step >= 2 && step <= 7 && applicationId === null;
  return (
    <div className="wizard">
      {step <= 7 ? <ProgressIndicator step={step} /> : null}
      {step === 1 ? <MobileVerification onVerified={afterVerified} /> : null}
      {needsApplication ? (
        <div className="card step">
          <p>We could not open your application automatically.</p>
          <button type="button" className="button" disabled={create.isPending} onClick={() => void startNew()}>
            Start New Application
          </button>
        </div>
      ) : null}
      {applicationId && step === 2 ? <PersonalDetailsStep applicationId={applicationId} onSaved={() => setStep(3)} /> : null}
      {applicationId && step === 3 ? (
        <AddressFamilyStep applicationId={applicationId} onBack={() => setStep(2)} onSaved={() => setStep(4)} />
      ) : null}
      {applicationId && step === 4 ? <FeeStep applicationId={applicationId} onBack={() => setStep(3)} onPaid={() => setStep(5)} /> : null}
      {applicationId && step === 5 ? (
        <ProgramSelectionStep applicationId={applicationId} onBack={() => setStep(4)} onSaved={() => setStep(6)} />
      ) : null}
      {applicationId && step === 6 ? (
        <EducationStep
          applicationId={applicationId}
          onBack={() => setStep(5)}
          onSaved={() => setStep(7)}
          onChooseProgram={() => setStep(5)}
        />
      ) : null}
      {applicationId && step === 7 ? (
        <DeclarationStep applicationId={applicationId} onBack={() => setStep(6)} onSubmitted={() => setStep(8)} />
      ) : null}
      {step === 8 ? <SuccessScreen applicationId={applicationId} /> : null}
    </div>
  );
}
