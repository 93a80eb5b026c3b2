import { t } from '@lingui/core/macro';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { Activity, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { MAX_APPLICATIONS_PER_MOBILE } from '@college/contracts/constants';
import { resumeStepForStage } from '@college/contracts/stages';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { clearAllDrafts } from '../../../lib/drafts';
import { useLatest } from '../../../lib/use-latest';
import { postCheckExisting } from '../api/check-existing';
import { useCreateApplication } from '../api/create-application';
import { applicationQuery, useApplication } from '../api/get-application';
import { applicationsKey, postLogout, postResume, useApplicationsOf } from '../api/resume';
import { SAVE_STEP_KEY } from '../api/query-keys';
import {
  AddressFamilyStep,
  ApplicationDetails,
  DeclarationStep,
  EducationStep,
  ExistingApplications,
  FeeStep,
  PersonalDetailsStep,
  preloadLaterSteps,
  ProgramSelectionStep,
  SuccessScreen,
} from './later-steps';
import { MobileVerification } from './mobile-verification';
import { ProgressIndicator } from './progress-indicator';
import { openingWhileAway, untilConnected } from './until-connected';
import { placeOf, searchOf, type Place } from './wizard-place';
import type { EditableSection } from '../../../components/application/application-sections';

/** The form's steps after mobile entry, and 8 for the success screen. */
const STEPS = [2, 3, 4, 5, 6, 7, 8];

/** The step that holds each part of the review before submitting. */
const REVIEW_STEPS: Record<EditableSection, number> = { personal: 2, address: 3, programme: 5, education: 6 };

/** A later step while its code arrives (it was usually fetched while the applicant typed their code). */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">{t`Loading...`}</p>}>{children}</Suspense>;
}

/** 'Start New Application', or why not: a mobile may hold five applications. */
function StartNew({ label, count, busy, onStart }: { label: string; count: number; busy: boolean; onStart: () => void }) {
  if (count >= MAX_APPLICATIONS_PER_MOBILE) {
    return (
      <p className="hint" role="note">
        {t`This mobile number already has ${MAX_APPLICATIONS_PER_MOBILE} applications, the most allowed.`}
      </p>
    );
  }
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={onStart}>
      {label}
    </button>
  );
}

/**
 * The seven-step application. Where the applicant is lives in the URL, so a reload, Back and
 * Forward keep them in the form; a live session resumes without a new code (spec section 4).
 */
export function AdmissionWizard() {
  const [search, setSearch] = useSearchParams();
  const place = placeOf(search);
  const client = useQueryClient();
  const [mobile, setMobile] = useState('');
  // Until the session is known: new visitors see mobile entry at once (it is what was prerendered).
  const [resumed, setResumed] = useState(false);
  const [fromReview, setFromReview] = useState(false);
  const create = useCreateApplication();
  const applications = useApplicationsOf(mobile);
  const count = applications.data ? (Array.isArray(applications.data.data) ? applications.data.data.length : 1) : 0;
  const openId = place.kind === 'step' || place.kind === 'details' ? place.id : null;
  const opened = useApplication(resumed && mobile ? openId : null);

  const go = (next: Place, replace = false) => setSearch(searchOf(next), { replace });
  const saving = useIsMutating({ mutationKey: SAVE_STEP_KEY }) > 0;

  // Asked once per sign-in, and the answer kept for the list: asking twice at once could open two
  // applications. Asked as soon as the code is accepted, during the spec's pause after it, with
  // the application it finds fetched too, so the step after the pause needs no round trip of its own.
  const checked = useRef<{ mobile: string; answer: ReturnType<typeof postCheckExisting> } | null>(null);
  const checkExisting = (verified: string) => {
    if (checked.current?.mobile !== verified)
      checked.current = { mobile: verified, answer: untilConnected((signal) => postCheckExisting(verified, signal), openingWhileAway()) };
    return checked.current.answer;
  };
  // The step the pause will lead to, once its application is here: drawn out of sight meanwhile.
  const [prepared, setPrepared] = useState<{ id: string; step: number } | null>(null);
  const prepare = (verified: string) => {
    checkExisting(verified)
      .then(async (res) => {
        const found = res.data && !Array.isArray(res.data) ? res.data : null;
        if (!found || found.currentStage === 'submitted') return;
        await client.query(applicationQuery(found.applicationId));
        if (!res.multipleApplications)
          setPrepared({ id: found.applicationId, step: res.exists ? resumeStepForStage(found.currentStage) : 2 });
      })
      .catch(() => undefined);
  };

  /** After a code or a reload: the list, the read-only view, or the step to continue at. */
  const route = async (verified: string, replace: boolean) => {
    try {
      const res = await checkExisting(verified).finally(() => {
        checked.current = null;
      });
      client.setQueryData([...applicationsKey(), verified], res);
      setMobile(verified);
      if (res.multipleApplications && Array.isArray(res.data)) {
        go({ kind: 'list' }, replace);
        return;
      }
      const found = res.data && !Array.isArray(res.data) ? res.data : null;
      if (!found) return;
      if (found.currentStage === 'submitted') go({ kind: 'details', id: found.applicationId }, replace);
      else go({ kind: 'step', id: found.applicationId, step: res.exists ? resumeStepForStage(found.currentStage) : 2 }, replace);
    } catch (err) {
      setMobile(verified);
      toast({ title: t`Error`, description: errorMessage(err, t`Failed to check existing applications`), variant: 'destructive' });
    }
  };

  const latest = useLatest({ route, place, go });
  // Once, in the browser: a live session continues where the applicant was.
  useEffect(() => {
    let cancelled = false;
    postResume()
      .then(async (session) => {
        if (cancelled) return;
        if (!session.signedIn) {
          if (latest.current.place.kind !== 'entry') latest.current.go({ kind: 'entry' }, true);
          return;
        }
        // Mobile entry with a live session: straight on, replacing it, so Back leaves the form.
        if (latest.current.place.kind === 'entry') await latest.current.route(session.mobile, true);
        else setMobile(session.mobile);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setResumed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [latest]);

  // Arriving by URL (a reload, Back, Forward, a typed address): a step further than the application
  // has reached, or a step of a submitted one, is not shown. The form's own moves are already right.
  const app = opened.data;
  const arrival = useNavigationType();
  const { key } = useLocation();
  const checkedArrival = useRef('');
  useEffect(() => {
    if (!app || place.kind !== 'step' || arrival !== NavigationType.Pop || checkedArrival.current === key) return;
    checkedArrival.current = key;
    const reached = resumeStepForStage(app.currentStage);
    if (app.currentStage === 'submitted' && place.step < 8) go({ kind: 'details', id: app.applicationId }, true);
    else if (app.currentStage !== 'submitted' && place.step > reached) go({ kind: 'step', id: app.applicationId, step: reached }, true);
  });

  const startNew = async () => {
    try {
      const res = await create.mutateAsync(mobile);
      toast({ title: t`New Application Created`, variant: 'success' });
      await client.invalidateQueries({ queryKey: applicationsKey() });
      go({ kind: 'step', id: res.data.applicationId, step: 2 });
    } catch (err) {
      toast({
        title: t`Error`,
        description: errorMessage(err, t`Failed to create new application. Please try again.`),
        variant: 'destructive',
      });
    }
  };

  const signOut = async () => {
    // The application's screens leave first, and what they were fetching is called off: a request
    // of theirs answered 401 after the sign-out would read as a lapsed session and send the
    // applicant to the "session expired" page instead of the first screen.
    await client.cancelQueries();
    setMobile('');
    setPrepared(null);
    go({ kind: 'entry' }, true);
    await postLogout().catch(() => undefined);
    clearAllDrafts();
    client.clear();
  };

  const signOutLink =
    mobile && place.kind !== 'entry' ? (
      <p className="wizard__session">
        {t`Signed in as +91 ${mobile}.`}{' '}
        {place.kind === 'step' && place.step < 8 ? (
          // An application not yet submitted has 'Your data' (copy, requests, withdrawal) too.
          <>
            <button type="button" className="link-button" onClick={() => go({ kind: 'details', id: place.id })}>
              {t`Your data`}
            </button>{' '}
            ·{' '}
          </>
        ) : null}
        <button type="button" className="link-button" onClick={() => void signOut()}>
          {t`Sign out`}
        </button>
      </p>
    ) : null;
  const startNewButton = (label = t`Start New Application`) => (
    <StartNew label={label} count={count} busy={create.isPending} onStart={() => void startNew()} />
  );

  if (place.kind !== 'entry' && (!resumed || !mobile)) {
    return (
      <div className="wizard">
        <p role="status">{t`Loading your application...`}</p>
      </div>
    );
  }
  if (place.kind === 'entry') {
    return (
      // What the page shows before its code arrives when the address is further in the form (src/boot.ts).
      // The same places as a step's below, so the step prepared during the pause is the one shown after it.
      <div className="wizard" data-loading={t`Loading your application...`}>
        {null}
        <ProgressIndicator step={1} />
        {/* The step after the code replaces mobile entry, as a live session's does on arrival: Back
            from it would show mobile entry to a signed-in applicant, who would ask for a new code. */}
        <MobileVerification onCodeSent={preloadLaterSteps} onCodeAccepted={prepare} onVerified={(verified) => route(verified, true)} />
        {prepared ? stepsOf(prepared.id, null, prepared.step) : null}
      </div>
    );
  }
  if (place.kind === 'list') {
    const list = applications.data && Array.isArray(applications.data.data) ? applications.data.data : [];
    return (
      <div className="wizard">
        {signOutLink}
        {applications.isPending ? (
          <p role="status">{t`Loading your applications...`}</p>
        ) : (
          <Later>
            <ExistingApplications
              applications={list}
              startNew={startNewButton()}
              onOpen={(a) =>
                go(
                  a.currentStage === 'submitted'
                    ? { kind: 'details', id: a.applicationId }
                    : { kind: 'step', id: a.applicationId, step: resumeStepForStage(a.currentStage) },
                )
              }
            />
          </Later>
        )}
      </div>
    );
  }
  if (place.kind === 'details') {
    return (
      <div className="wizard">
        {signOutLink}
        <Later>
          <ApplicationDetails
            applicationId={place.id}
            onBack={() => (count > 1 ? go({ kind: 'list' }) : window.history.back())}
            // Other applications of the mobile: their list; none left: signed out, back at the start.
            onWithdrawn={() => (count > 0 ? go({ kind: 'list' }, true) : void signOut())}
            startNew={startNewButton()}
          />
        </Later>
      </div>
    );
  }
  const { id, step } = place;
  // The step that comes next is drawn out of sight while the save that leads there is on its way,
  // or once the application has already gone past this step (the fee paid, during the spec's pause
  // after it): on a cheap phone, drawing a step takes longer than the round trip, and shown from
  // here it appears at once. It runs nothing (no focus, no request) until it is shown.
  const reached = app && app.currentStage !== 'submitted' ? resumeStepForStage(app.currentStage) : 0;
  const ahead = step <= 7 && (saving || (step < 7 && reached > step)) ? (fromReview ? 7 : step + 1) : null;
  return (
    <div className="wizard">
      {signOutLink}
      {step <= 7 ? <ProgressIndicator step={step} /> : null}
      {null}
      {stepsOf(id, step, ahead)}
    </div>
  );

  /** The steps of application `id`: `shown`, and `ahead` drawn out of sight. */
  function stepsOf(id: string, shown: number | null, ahead: number | null) {
    // A step opened from the review goes back to the review once saved, not on to the next step.
    const next = (n: number) => () => {
      setFromReview(false);
      go({ kind: 'step', id, step: fromReview ? 7 : n });
    };
    const to = (n: number) => () => go({ kind: 'step', id, step: n });
    const editFromReview = (section: EditableSection) => {
      setFromReview(true);
      go({ kind: 'step', id, step: REVIEW_STEPS[section] });
    };
    const stepView = (n: number) => {
      switch (n) {
        case 2:
          return <PersonalDetailsStep applicationId={id} onSaved={next(3)} />;
        case 3:
          return <AddressFamilyStep applicationId={id} onBack={to(2)} onSaved={next(4)} />;
        case 4:
          return <FeeStep applicationId={id} onBack={to(3)} onPaid={to(5)} />;
        case 5:
          return <ProgramSelectionStep applicationId={id} onBack={to(4)} onSaved={next(6)} />;
        case 6:
          return <EducationStep applicationId={id} onBack={to(5)} onSaved={next(7)} onChooseProgram={to(5)} />;
        case 7:
          return <DeclarationStep applicationId={id} onBack={to(6)} onSubmitted={to(8)} onEdit={editFromReview} />;
        default:
          return <SuccessScreen applicationId={id} startNew={startNewButton(t`Submit Another Application`)} />;
      }
    };
    return STEPS.map((n) =>
      n === shown || n === ahead ? (
        // Each step waits for its code on its own: one out of sight never holds up the one shown.
        <Activity key={n} mode={n === shown ? 'visible' : 'hidden'}>
          <Later>{stepView(n)}</Later>
        </Activity>
      ) : null,
    );
  }
}
