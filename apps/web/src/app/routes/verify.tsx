import { englishContent } from '../../i18n/english-content';
import { translateMessage } from '../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { verifyAcknowledgement } from '@college/contracts/endpoints/verify';
import { STATUS_LABELS } from '@college/contracts/stages';
import { usePageTitle } from '../../components/layout/page-title';
import { api } from '../../lib/api-client';
import { ApiError, errorMessage } from '../../lib/api-error';

/** /verify/:token: what the QR code on a printed acknowledgement leads to. No personal data beyond initials. */
export function VerifyRoute() {
  usePageTitle();
  const { token = '' } = useParams();
  const check = useQuery({
    queryKey: [verifyAcknowledgement.method, verifyAcknowledgement.path, token],
    queryFn: ({ signal }) => api.call(verifyAcknowledgement, { params: { token }, signal }).then((r) => r.data),
    retry: false,
  });
  return (
    <section className="page">
      <h1>{t`Verify an acknowledgement`}</h1>
      {check.isPending ? <p role="status">{t`Checking...`}</p> : null}
      {check.data ? (
        <div className="card verify-result" role="status">
          <p className="verify-result__ok">{t`This acknowledgement matches the college's records.`}</p>
          <dl className="summary">
            <dt>{t`Application number`}</dt>
            <dd>{check.data.applicationId}</dd>
            <dt>{t`Applicant`}</dt>
            <dd>{check.data.initials || '—'}</dd>
            <dt>{t`Programme`}</dt>
            <dd lang={englishContent()}>{check.data.programme || '—'}</dd>
            <dt>{t`Status`}</dt>
            <dd>{translateMessage(STATUS_LABELS[check.data.status])}</dd>
          </dl>
        </div>
      ) : null}
      {check.error ? (
        <p role="alert" className="panel panel--error">
          {check.error instanceof ApiError && check.error.status === 404
            ? t`This verification link is not valid. The printout may have been altered: ask the applicant for the original, or check the application number with the admission office.`
            : errorMessage(check.error, t`The check could not be made. Please try again.`)}
        </p>
      ) : null}
    </section>
  );
}
