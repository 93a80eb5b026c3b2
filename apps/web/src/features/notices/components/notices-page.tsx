import '../notices.css';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, type PublicNotice } from '@college/contracts/entities/notice';
import { displayIstDay } from '@college/contracts/rules/day';
import { SEARCH_MAX_LENGTH } from '@college/contracts/constants';
import { usePageTitle } from '../../../components/layout/page-title';
import { pageOf, usePageWithin, useUrlParams } from '../../../lib/use-url-params';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { calendarUrl, feedUrl, useCollegeDocuments, useNotices } from '../notices-api';
import { DigestForm } from './digest-form';
import { EventWhen } from './event-when';

const langOf = () => (i18n.locale === 'ml' ? 'ml' : 'en');

function NoticeItem({ notice }: { notice: PublicNotice }) {
  const lang = langOf();
  return (
    <li className="notice-item">
      <p className="notice-item__meta">
        <time dateTime={notice.publishedAt}>{displayIstDay(notice.publishedAt)}</time> · {NOTICE_CATEGORY_LABELS[notice.category][lang]}
      </p>
      <Link to={paths.notice(notice.id)} lang={notice.lang !== lang ? notice.lang : undefined} className="notice-item__title">
        {notice.title}
      </Link>
      {notice.lang !== lang ? <span className="hint"> {t`(in English: the Malayalam is being updated)`}</span> : null}
      {notice.event ? <EventWhen event={notice.event} lang={notice.lang} /> : null}
    </li>
  );
}

/** /notices: What's New (notices still valid), or the dated archive of every notice published; by category; with its feed. */
export function NoticesPage() {
  usePageTitle();
  const { params, update } = useUrlParams(['q', 'view', 'category', 'page'] as const);
  // An address's search as the search box would take it: no longer than the box allows.
  const q = params.q.slice(0, SEARCH_MAX_LENGTH).trim();
  // A search looks through every notice published, not only What's New.
  const view = params.view === 'archive' || q ? 'archive' : 'current';
  const category = NOTICE_CATEGORIES.find((c) => c === params.category);
  const page = pageOf(params.page);
  const lang = langOf();
  const notices = useNotices({ lang, view, page, ...(category ? { category } : {}), ...(q ? { q } : {}) });
  const rows = notices.data?.data ?? [];
  usePageWithin(page, notices.isPlaceholderData ? undefined : notices.data?.totalPages, (last) =>
    update({ page: String(last) }, { replace: true }),
  );
  // A search looks through the college's documents too (the prospectus, the fee structure...).
  const documents = useCollegeDocuments(lang, q);
  return (
    <div className="page notices">
      <h1>{t`Notices`}</h1>
      <nav aria-label={t`Notices`} className="notices__views">
        <Link to={paths.notices(category ? `category=${category}` : '')} aria-current={view === 'current' ? 'page' : undefined}>
          {t`What's New`}
        </Link>
        <Link
          to={paths.notices(`view=archive${category ? `&category=${category}` : ''}`)}
          aria-current={view === 'archive' ? 'page' : undefined}
        >
          {t`Archive`}
        </Link>
      </nav>
      <form
        role="search"
        className="notices__search"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = new FormData(e.currentTarget).get('q');
          update({ q: typeof typed === 'string' ? typed.trim() : '' });
        }}
      >
        <label htmlFor="notice-q">{t`Search notices and documents`}</label>{' '}
        <input id="notice-q" name="q" type="search" defaultValue={q} key={q} maxLength={SEARCH_MAX_LENGTH} />{' '}
        <button type="submit" className="button button--secondary">
          {t`Search`}
        </button>
      </form>
      <p>
        <label htmlFor="notice-category">{t`Category`}</label>{' '}
        <select id="notice-category" value={category ?? ''} onChange={(e) => update({ category: e.target.value })}>
          <option value="">{t`All`}</option>
          {NOTICE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {NOTICE_CATEGORY_LABELS[c][lang]}
            </option>
          ))}
        </select>{' '}
        <a href={feedUrl(lang, category)} type="application/rss+xml">
          {t`RSS feed`}
        </a>{' '}
        · <a href={calendarUrl(lang)}>{t`Events calendar`}</a>
      </p>
      {q && documents.data && documents.data.length > 0 ? (
        <section aria-labelledby="document-results">
          <h2 id="document-results">{t`Documents`}</h2>
          <ul className="notice-list">
            {documents.data.map((d) => (
              <li key={d.id} className="notice-item">
                <a href={d.url} className="notice-item__title">
                  {d.title}
                </a>
                {d.archivedAt ? <span className="hint"> {t`(an earlier version)`}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {q && documents.data && documents.data.length > 0 ? <h2>{t`Notices`}</h2> : null}
      {notices.isPending ? <p role="status">{t`Loading...`}</p> : null}
      {notices.error ? <p role="alert">{t`The notices could not be loaded. Check the connection and try again.`}</p> : null}
      {notices.data && rows.length === 0 ? (
        <p>{view === 'current' ? t`No notices at the moment. Earlier ones are in the archive.` : t`No notices yet.`}</p>
      ) : null}
      <ul className="notice-list">
        {rows.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </ul>
      {notices.data && notices.data.totalPages > 1 ? (
        <Pager page={page} totalPages={notices.data.totalPages} busy={notices.isFetching} onPage={(p) => update({ page: String(p) })} />
      ) : null}
      <DigestForm lang={lang} />
    </div>
  );
}
