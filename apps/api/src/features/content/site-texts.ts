import type { Banner, Contact, Headline } from '@college/contracts/entities/site-text';
import type { Language } from '@college/contracts/languages';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { escapeMarkup as html } from '../../lib/markup';
import { record, type Actor } from '../audit/audit.api';
import { siteTextsRepository } from './site-texts.repository';

type Texts = { headline: Headline | null; banner: Banner | null; contacts: Contact[] | null };
type Key = keyof Texts;

const WORDS: Record<Language, { official: string; personal: string; prefix: string }> = {
  en: { official: 'Official:', personal: 'Personal:', prefix: '' },
  ml: { official: 'ഔദ്യോഗികം:', personal: 'വ്യക്തിഗതം:', prefix: '/ml' },
};

/** The Malayalam where there is one, else the English marked as English on a Malayalam page. */
function inLanguage(en: string, ml: string, language: Language, tag: string, className = ''): string {
  const cls = className ? ` class="${className}"` : '';
  if (language === 'ml' && ml) return `<${tag}${cls}>${html(ml)}</${tag}>`;
  return `<${tag}${cls}${language === 'ml' ? ' lang="en"' : ''}>${html(en)}</${tag}>`;
}

/** How long one reading of the texts serves every page. */
const FRESH_MS = 2_000;

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * The headline, the admission banner and the important phone numbers: saved by the content office,
 * and put by the server into the pages it sends (each page keeps what it was built with until the
 * office saves its own), within two seconds of a save on every process.
 */
export function siteTextsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function read(): Promise<Texts> {
    const rows = await siteTextsRepository(db).all();
    const value = <K extends Key>(key: K) => (rows.find((r) => r.key === key)?.value ?? null) as Texts[K];
    return { headline: value('headline'), banner: value('banner'), contacts: value('contacts') };
  }

  // The pages ask on every view; the texts are read at most once every two seconds per process and
  // shared by every place that shows them, so a save is on every process's pages within that time.
  let kept: { at: number; texts: Promise<Texts> } | null = null;
  function current(): Promise<Texts> {
    const at = Date.now();
    if (kept && at - kept.at < FRESH_MS) return kept.texts;
    const made = { at, texts: read() };
    kept = made;
    made.texts.catch(() => {
      if (kept === made) kept = null;
    });
    return made.texts;
  }

  return {
    read,

    async save<K extends Key>(actor: Actor, key: K, value: NonNullable<Texts[K]>): Promise<Texts> {
      await withKeyLock(db, `site-text:${key}`, async (tx) => {
        const repo = siteTextsRepository(tx);
        const before = await repo.find(key);
        await repo.put({ key, value, updatedAt: clock.now(), updatedBy: actor.staffId });
        await record(tx, actor, 'change', 'site_text', key, { from: before?.value ?? null, to: value });
      });
      return read();
    },

    /** Markup for the pages' places, by the element's id; null keeps what the page was built with. */
    slots: {
      'home-headline': async (language: Language): Promise<string | null> => {
        const h = (await current()).headline;
        if (!h) return null;
        return `${inLanguage(h.titleEn, h.titleMl, language, 'h1')}${inLanguage(h.leadEn, h.leadMl, language, 'p', 'hero__lead')}`;
      },
      'admission-banner': async (language: Language): Promise<string> => {
        const b = (await current()).banner;
        if (!b?.textEn || (b.until && b.until < todayInKolkata(clock.now()))) return '';
        const words = inLanguage(b.textEn, b.textMl, language, 'span');
        return `<p class="admission-banner">${b.link ? `<a href="${html(WORDS[language].prefix + b.link)}">${words}</a>` : words}</p>`;
      },
      'important-contacts': async (language: Language): Promise<string | null> => {
        const contacts = (await current()).contacts;
        if (!contacts) return null;
        const words = WORDS[language];
        const items = contacts.map(
          (c) =>
            `<li class="info-card">${inLanguage(c.roleEn, c.roleMl, language, 'h3')}<p${language === 'ml' ? ' lang="en"' : ''}>${html(c.name)}</p>` +
            `<p>${words.official} <a href="${telHref(c.official)}">${html(c.official)}</a></p>` +
            `<p>${words.personal} <a href="${telHref(c.personal)}">${html(c.personal)}</a></p></li>`,
        );
        return `<ul class="card-grid">${items.join('')}</ul>`;
      },
    },
  };
}
export type SiteTextsService = ReturnType<typeof siteTextsService>;
