import { t } from '@lingui/core/macro';
import { displayIstDay } from '@college/contracts/rules/day';
import { useMeritRank } from '../api/merit-rank';

/** 'Merit list: rank 12 of 340', once the college has published a list with the applicant on it. */
export function MeritRank({ applicationId, submitted }: { applicationId: string; submitted: boolean }) {
  const { data } = useMeritRank(applicationId, submitted);
  if (!data) return null;
  return (
    <section className="card merit-rank" aria-labelledby="merit-title">
      <h3 id="merit-title">{t`Merit list`}</h3>
      <p>
        <strong>{t`Rank ${data.rank} of ${data.of}`}</strong>{' '}
        {t`in ${data.label} (published ${displayIstDay(data.publishedAt)}, version ${data.version}).`}
      </p>
    </section>
  );
}
