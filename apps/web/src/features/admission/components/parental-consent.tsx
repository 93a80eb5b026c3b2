import { translateMessage } from '../../../i18n/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { type GuardianKind } from '@college/contracts/entities/privacy';
import { OTP_LENGTH } from '@college/contracts/constants';
import { sanitizeDigits } from '@college/contracts/rules/codes';
import { displayDateTime } from '@college/contracts/rules/day';
import { localHref } from '../../../i18n/local-href';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { sendParentCode, useConfirmParent, useParentalConsent } from '../api/privacy';
import { RadioGroup } from '../../../components/form/fields';

/**
 * Step 7, for an applicant under 18: a parent or guardian named at step 3 confirms with a code sent
 * to their own mobile, seeing their name and relationship. Nothing shows for an adult.
 */
export function ParentalConsent({ applicationId, applicantName }: { applicationId: string; applicantName: string }) {
  const { data } = useParentalConsent(applicationId);
  const confirmParent = useConfirmParent(applicationId);
  const [chosen, setChosen] = useState<GuardianKind | null>(null);
  const [sentTo, setSentTo] = useState<GuardianKind | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  if (!data?.required) return null;
  const person = data.choices.find((c) => c.guardian === sentTo);

  const run = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast({ title: t`Error`, description: errorMessage(err, failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(
      async () => {
        if (!chosen) throw new Error('none chosen');
        try {
          await sendParentCode(applicationId, chosen);
        } catch (err) {
          // Too soon for another code (a reload or Back after sending): the one sent can still be entered.
          if (err instanceof ApiError && err.status === 429) setSentTo(chosen);
          throw err;
        }
        setSentTo(chosen);
        setCode('');
        toast({ title: t`Code sent`, description: sentMessage(chosen) });
      },
      t`Could not send the code. Please try again.`,
    );
  const confirm = () =>
    run(
      async () => {
        if (!sentTo) return;
        await confirmParent(sentTo, code.trim());
        toast({ title: t`Consent recorded`, description: t`You can now submit the application.` });
      },
      t`Could not check the code. Please try again.`,
    );

  return (
    <section className="card parental-consent" aria-labelledby="parental-title" id="parental-consent">
      <h3 id="parental-title">{t`Consent of a parent or guardian`}</h3>
      {data.given ? (
        <p role="status" className="parental-consent__given">
          {t`Confirmed by ${data.given.name} (${translateMessage(data.given.relationship)}) on ${displayDateTime(data.given.at)}.`}
        </p>
      ) : (
        <>
          <p>
            <Trans>
              You are under 18, so a parent or guardian must agree before you submit. Read the{' '}
              <a href={localHref(paths.privacy())} target="_blank" rel="noopener">
                Privacy Policy
              </a>{' '}
              together, then choose who will confirm: we send a code to their mobile.
            </Trans>
          </p>
          <RadioGroup
            id="parent"
            name="parent"
            label={t`Who will confirm`}
            value={chosen ?? ''}
            onChange={(v) => setChosen(v as typeof chosen)}
            options={data.choices.map((c) => ({
              value: c.guardian,
              label: t`${c.name} (${translateMessage(c.relationship)}), mobile ending ${c.mobileEnding}`,
            }))}
          />
          <button type="button" className="button button--secondary" disabled={!chosen || busy} onClick={() => void send()}>
            {sentTo && sentTo === chosen ? t`Send the code again` : t`Send code`}
          </button>
          {person ? (
            <div className="field parental-consent__code">
              <p>
                <strong>
                  {person.name} ({translateMessage(person.relationship)})
                </strong>
                :{' '}
                {t`by entering the code, you agree that the college may use the details of ${applicantName || t`the applicant`} to process this application, as the Privacy Policy says.`}
              </p>
              <label htmlFor="parent-code">{t`Code sent to the mobile ending ${person.mobileEnding}`}</label>
              <input
                id="parent-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(sanitizeDigits(e.target.value, OTP_LENGTH))}
              />
              <button type="button" className="button" disabled={code.length !== OTP_LENGTH || busy} onClick={() => void confirm()}>
                {t`Confirm consent`}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function sentMessage(to: GuardianKind): string {
  if (to === 'father') return t`A code was sent to the mobile of the father.`;
  if (to === 'mother') return t`A code was sent to the mobile of the mother.`;
  return t`A code was sent to the mobile of the guardian.`;
}

/** Whether submission must wait for a parent; the page checks before asking the server, which checks too. */
export function useParentalConsentMissing(applicationId: string): boolean {
  const { data } = useParentalConsent(applicationId);
  return Boolean(data?.required && !data.given);
}
