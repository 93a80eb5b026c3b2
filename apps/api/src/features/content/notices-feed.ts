import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { NOTICE_CATEGORY_LABELS, type NoticeCategory, type PublicNotice } from '@college/contracts/entities/notice';
import type { FileAnswer } from '../../lib/file-answer';
import { escapeMarkup as xml } from '../../lib/markup';

const FEED_ITEMS = 50;

/** The notices as RSS 2.0: each with its link on the site in its language, its date and category. */
export function noticesFeed(opts: {
  origin: string;
  lang: 'en' | 'ml';
  category?: NoticeCategory;
  notices: PublicNotice[];
  lastChange: Date | null;
}): FileAnswer {
  const base = opts.lang === 'ml' ? `${opts.origin}/ml` : opts.origin;
  const label = opts.category ? NOTICE_CATEGORY_LABELS[opts.category][opts.lang] : null;
  const title = `${COLLEGE_IDENTITY.name}: ${opts.lang === 'ml' ? 'അറിയിപ്പുകൾ' : 'Notices'}${label ? ` (${label})` : ''}`;
  const self = `${opts.origin}/api/v1/notices/feed.xml?lang=${opts.lang}${opts.category ? `&category=${opts.category}` : ''}`;
  const items = opts.notices
    .slice(0, FEED_ITEMS)
    .map((n) =>
      [
        '    <item>',
        `      <title>${xml(n.title)}</title>`,
        `      <link>${xml(`${base}/notices/${n.id}`)}</link>`,
        `      <guid isPermaLink="true">${xml(`${base}/notices/${n.id}`)}</guid>`,
        `      <pubDate>${new Date(n.publishedAt).toUTCString()}</pubDate>`,
        `      <category>${xml(NOTICE_CATEGORY_LABELS[n.category][opts.lang])}</category>`,
        `      <description>${xml(n.body)}</description>`,
        '    </item>',
      ].join('\n'),
    );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(title)}</title>`,
    `    <link>${xml(`${base}/notices`)}</link>`,
    `    <description>${xml(title)}</description>`,
    `    <language>${opts.lang === 'ml' ? 'ml-IN' : 'en-IN'}</language>`,
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml" />`,
    ...(opts.lastChange ? [`    <lastBuildDate>${opts.lastChange.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return {
    filename: `notices-${opts.lang}.xml`,
    contentType: 'application/rss+xml; charset=utf-8',
    body,
    inline: true,
    // Public and the same for everyone: a reader may keep it a few minutes.
    cacheControl: 'public, max-age=300',
  };
}
