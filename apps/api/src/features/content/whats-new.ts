import { displayIstDay, todayInKolkata } from '@college/contracts/rules/day';
import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { escapeMarkup as html } from '../../lib/markup';
import { noticesRepository } from './notices.repository';
import { showsMalayalam } from './notice-language';

const SHOWN = 5;
// Every page view asks; the notices are read at most once every two seconds per process, so a
// notice published on any process is on the pages of every process within that time.
const FRESH_MS = 2_000;

const WORDS: Record<Language, { heading: string; all: string; prefix: string }> = {
  en: { heading: "What's New", all: 'All notices', prefix: '' },
  ml: { heading: 'പുതിയവ', all: 'എല്ലാ അറിയിപ്പുകളും', prefix: '/ml' },
};

/**
 * The "What's New" of the home page: the latest current notices, in the page's language (the
 * English, marked with its language, where the translation is missing or behind), as markup the
 * server puts into the page it sends. Empty when no notice is current.
 */
export function whatsNew(deps: { db: Database; clock: Clock }) {
  const kept = new Map<Language, { at: number; markup: Promise<string> }>();

  async function render(language: Language): Promise<string> {
    const now = deps.clock.now();
    const { rows } = await noticesRepository(deps.db).visiblePage({ now, today: todayInKolkata(now), current: true, page: 1, size: SHOWN });
    if (rows.length === 0) return '';
    const words = WORDS[language];
    const items = rows.map((r) => {
      const translated = showsMalayalam(r, language);
      const title = translated ? r.titleMl : r.titleEn;
      const lang = language === 'ml' && !translated ? ' lang="en"' : '';
      const on = displayIstDay(r.publishAt ?? r.updatedAt);
      return `<li><a href="${words.prefix}/notices/${r.id}"${lang}>${html(title)}</a> <span class="whats-new__date">${on}</span></li>`;
    });
    return `<h2>${words.heading}</h2><ul>${items.join('')}</ul><a href="${words.prefix}/notices">${words.all}</a>`;
  }

  return {
    markup(language: Language): Promise<string> {
      const hit = kept.get(language);
      const at = Date.now();
      if (hit && at - hit.at < FRESH_MS) return hit.markup;
      const markup = render(language);
      kept.set(language, { at, markup });
      markup.catch(() => kept.delete(language));
      return markup;
    },
  };
}
