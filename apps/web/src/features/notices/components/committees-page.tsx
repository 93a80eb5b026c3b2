import '../notices.css';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { useEffect } from 'react';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { useCommittees } from '../notices-api';

/**
 * The national anti-ragging helpline, which AICTE's and UGC's anti-ragging regulations ask every
 * institution to display: toll free, in every language, at all hours (www.antiragging.in).
 */
const ANTI_RAGGING_HELPLINE = { phone: '1800-180-5522', email: 'helpline@antiragging.in' };

/** /committees: the committees and officers the college must publish, with whom to contact. */
export function CommitteesPage() {
  // Its title with its words (the notices' catalog), not in the site's table every page loads.
  const title = t`Committees and officers`;
  useEffect(() => {
    document.title = `${title} | ${COLLEGE_IDENTITY.name}`;
  }, [title]);
  const lang = i18n.locale === 'ml' ? 'ml' : 'en';
  const list = useCommittees(lang);
  const latest = list.data?.reduce((at, c) => (c.updatedAt > at ? c.updatedAt : at), '');
  return (
    <div className="page committees">
      <h1>{title}</h1>
      <p className="lead">{t`Who to contact about ragging, harassment, discrimination, a grievance or information under the RTI Act.`}</p>
      <p className="card committees__helpline">
        {t`National anti-ragging helpline (toll free, at all hours):`}{' '}
        <a href={`tel:${ANTI_RAGGING_HELPLINE.phone.replace(/-/g, '')}`}>{ANTI_RAGGING_HELPLINE.phone}</a> ·{' '}
        <a href={`mailto:${ANTI_RAGGING_HELPLINE.email}`}>{ANTI_RAGGING_HELPLINE.email}</a>
      </p>
      {list.isPending ? <p role="status">{t`Loading...`}</p> : null}
      {list.error ? <p role="alert">{t`The committees could not be loaded. Check the connection and try again.`}</p> : null}
      {list.data?.length === 0 ? <p>{t`The committees will be listed here once the college has published them.`}</p> : null}
      {list.data?.map((c) => (
        <section key={c.kind} className="card committee" aria-labelledby={`committee-${c.kind}`}>
          <h2 id={`committee-${c.kind}`}>{c.name}</h2>
          <p className="hint">
            <span lang="en">{c.orderRef}</span> · {t`Term ${displayDay(c.termFrom)} to ${displayDay(c.termUntil)}`}
          </p>
          <table className="committee__members">
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Role`}</th>
                <th scope="col">{t`Contact`}</th>
              </tr>
            </thead>
            <tbody>
              {c.members.map((m, i) => (
                <tr key={`${m.name}-${i}`}>
                  <td>{m.name}</td>
                  <td lang={m.roleLang !== lang ? m.roleLang : undefined}>{m.role}</td>
                  <td>
                    {m.phone ? <a href={`tel:${m.phone.replace(/\s/g, '')}`}>{m.phone}</a> : null}
                    {m.phone && m.email ? <br /> : null}
                    {m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {latest ? <p className="hint">{t`Last updated ${displayDateTime(latest)}`}</p> : null}
    </div>
  );
}
