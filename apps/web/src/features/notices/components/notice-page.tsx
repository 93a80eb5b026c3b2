import '../notices.css';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { NOTICE_CATEGORY_LABELS } from '@college/contracts/entities/notice';
import { displayDateTime, displayDay, displayIstDay } from '@college/contracts/rules/day';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { eventFileUrl, useNotice } from '../notices-api';
import { EventWhen } from './event-when';
import { StructuredData } from './structured-data';
import { NoticeText } from './notice-text';

/** /notices/:id: one notice, with its dates, a link to share and a copy for WhatsApp. */
export function NoticePage() {
  const { id = '' } = useParams();
  const lang = i18n.locale === 'ml' ? 'ml' : 'en';
  const notice = useNotice(id, lang);
  const [copied, setCopied] = useState('');
  const n = notice.data;
  useEffect(() => {
    if (n) document.title = `${n.title} | ${COLLEGE_IDENTITY.name}`;
  }, [n]);
  if (notice.isPending) return <p role="status" className="page">{t`Loading...`}</p>;
  if (!n) {
    const missing = notice.error instanceof ApiError && (notice.error.status === 404 || notice.error.status === 400);
    return (
      <div className="page">
        <h1>{missing ? t`Notice not found` : t`The notice could not be loaded`}</h1>
        <p>
          {missing ? t`It may have been taken off the site.` : t`Check the connection and try again.`}{' '}
          <Link to={paths.notices()}>{t`All notices`}</Link>
        </p>
      </div>
    );
  }
  const link = window.location.href;
  const copy = async (text: string, said: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(said);
    } catch {
      setCopied(t`Copying is not allowed here: select the link and copy it.`);
    }
  };
  return (
    <article className="page notice-page" lang={n.lang !== lang ? n.lang : undefined}>
      <p className="notice-item__meta">
        <Link to={paths.notices()}>{t`Notices`}</Link> · {NOTICE_CATEGORY_LABELS[n.category][lang]}
      </p>
      <h1>{n.title}</h1>
      {n.lang !== lang ? <p className="hint">{t`(in English: the Malayalam is being updated)`}</p> : null}
      <p className="hint">
        {t`Published ${displayIstDay(n.publishedAt)}`}
        {n.validUntil ? ` · ${t`Valid until ${displayDay(n.validUntil)}`}` : ''}
        {n.closesAt
          ? ` · ${new Date(n.closesAt) > new Date() ? t`Closes ${displayDateTime(n.closesAt)}` : t`Closed ${displayDateTime(n.closesAt)}`}`
          : ''}
        {!n.current ? ` · ${t`This notice is no longer current.`}` : ''}
      </p>
      {n.event ? (
        <div className="notice-event-card">
          <EventWhen event={n.event} lang={n.lang} />
          <a className="button button--secondary" href={eventFileUrl(n.id, lang)} download>
            {t`Add to calendar`}
          </a>
        </div>
      ) : null}
      <NoticeText body={n.body} />
      <StructuredData notice={n} url={link} />
      <p className="hint">{t`Last updated ${displayDateTime(n.updatedAt)}`}</p>
      <p className="notice-share">
        <button type="button" className="button button--secondary" onClick={() => void copy(`${n.title}\n${link}`, t`Copied for WhatsApp`)}>
          {t`Copy for WhatsApp`}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={() => void copy(link, t`Link copied`)}>
          {t`Copy the link`}
        </button>
      </p>
      <p role="status">{copied}</p>
    </article>
  );
}
