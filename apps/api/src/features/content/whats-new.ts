import type { NoticeCategory } from '@college/contracts/entities/notice';
import { displayIstDay, todayInKolkata } from '@college/contracts/rules/day';
import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { escapeMarkup as html } from '../../lib/markup';
import { noticesRepository, type NoticeRow } from './notices.repository';
import { showsMalayalam } from './notice-language';

const SHOWN = 5;
// Every page view asks; the notices are read at most once every two seconds per process, so a
// notice published on any process is on the pages of every process within that time.
const FRESH_MS = 2_000;

const WORDS: Record<Language, { whatsNew: string; allNotices: string; news: string; allNews: string; prefix: string }> = {
  en: { whatsNew: "What's New", allNotices: 'All notices', news: 'Achievements', allNews: 'All news', prefix: '' },
  ml: { whatsNew: 'പുതിയവ', allNotices: 'എല്ലാ അറിയിപ്പുകളും', news: 'നേട്ടങ്ങൾ', allNews: 'എല്ലാ വാർത്തകളും', prefix: '/ml' },
};

/** A notice's title in the page's language (the English, marked with its language, where the translation is missing or behind). */
function titleOf(r: NoticeRow, language: Language): string {
  const translated = showsMalayalam(r, language);
  const lang = language === 'ml' && !translated ? ' lang="en"' : '';
  return `<a href="${WORDS[language].prefix}/notices/${r.id}"${lang}>${html(translated ? r.titleMl : r.titleEn)}</a>`;
}

/** One kept reading per slot and language, shared by every page view for FRESH_MS. */
function keptPerLanguage<T>(render: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const kept = new Map<Language, { at: number; markup: Promise<T> }>();
  return (language) => {
    const hit = kept.get(language);
    const at = Date.now();
    if (hit && at - hit.at < FRESH_MS) return hit.markup;
    const markup = render(language);
    kept.set(language, { at, markup });
    markup.catch(() => kept.delete(language));
    return markup;
  };
}

/**
 * The home page's two places the content office fills, as markup the server puts into the page it
 * sends, in the page's language:
 * - What's New: the latest current notices (not the news); empty when none is current.
 * - the college's news ("Achievements"): the latest news items, newest first; null when none is
 *   published, so the page keeps the achievements it was built with.
 */
export function whatsNew(deps: { db: Database; clock: Clock }) {
  const latest = async (opts: { category?: NoticeCategory; except?: NoticeCategory }) => {
    const now = deps.clock.now();
    const { rows } = await noticesRepository(deps.db).visiblePage({
      now,
      today: todayInKolkata(now),
      current: true,
      page: 1,
      size: SHOWN,
      ...opts,
    });
    return rows;
  };
  return {
    markup: keptPerLanguage(async (language): Promise<string> => {
      const rows = await latest({ except: 'news' });
      if (rows.length === 0) return '';
      const words = WORDS[language];
      const items = rows.map(
        (r) => `<li>${titleOf(r, language)} <span class="whats-new__date">${displayIstDay(r.publishAt ?? r.updatedAt)}</span></li>`,
      );
      return `<h2>${words.whatsNew}</h2><ul>${items.join('')}</ul><a href="${words.prefix}/notices">${words.allNotices}</a>`;
    }),
    news: keptPerLanguage(async (language): Promise<string | null> => {
      const rows = await latest({ category: 'news' });
      if (rows.length === 0) return null;
      const words = WORDS[language];
      const items = rows.map((r) => {
        const on = r.publishAt ?? r.updatedAt;
        return `<li><time datetime="${on.toISOString()}">${displayIstDay(on)}</time> ${titleOf(r, language)}</li>`;
      });
      return `<h2>${words.news}</h2><ul class="news-list">${items.join('')}</ul><a href="${words.prefix}/notices?category=news">${words.allNews}</a>`;
    }),
  };
}
