import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { escapeMarkup as escapeXml } from '../../lib/markup';
import { collegeDocumentsRepository } from './college-documents.repository';
import { committeesRepository } from './committees.repository';
import { galleryRepository } from './gallery.repository';
import { noticesRepository } from './notices.repository';

type Entry = { path: string; lastmod: Date };

const latest = (dates: Date[]): Date | null => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null);

/** The pages the content office keeps, each with when its content last changed. */
async function contentEntries(db: Database, now: Date): Promise<Entry[]> {
  const [notices, committees, documents, gallery] = await Promise.all([
    noticesRepository(db).visibleChanges(now),
    committeesRepository(db).all(),
    collegeDocumentsRepository(db).all(),
    galleryRepository(db).lastPublishedChange(),
  ]);
  const entries: Entry[] = notices.map((n) => ({ path: `/notices/${n.id}`, lastmod: n.updatedAt }));
  const lists: [string, Date | null][] = [
    ['/notices', latest(notices.map((n) => n.updatedAt))],
    ['/committees', latest(committees.map((c) => c.updatedAt))],
    ['/documents', latest(documents.flatMap((d) => (d.publishedAt ? [d.archivedAt ?? d.publishedAt] : [])))],
    // Listed once an album is published: before that the page says only "Coming Soon".
    ['/gallery', gallery],
  ];
  for (const [page, at] of lists) if (at) entries.push({ path: page, lastmod: at });
  return entries;
}

function urlOf(origin: string, entry: Entry, lang: 'en' | 'ml'): string {
  const en = `${origin}${entry.path}`;
  const ml = `${origin}/ml${entry.path}`;
  const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/><xhtml:link rel="alternate" hreflang="ml" href="${escapeXml(ml)}"/>`;
  return `  <url><loc>${escapeXml(lang === 'en' ? en : ml)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod>${alternates}</url>`;
}

/** How long one reading of the content serves every request for the sitemap. */
const FRESH_MS = 2_000;

const EMPTY =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n';

/**
 * The English pages the build prerendered (the site's own pages: about, programmes, departments and
 * the rest), by path, from its sitemap.xml; none when the API runs without the web build.
 */
export function pagesOfBuild(webDist: string | undefined): string[] {
  const built = webDist ? path.join(webDist, 'sitemap.xml') : '';
  if (!built || !existsSync(built)) return [];
  const paths = [...readFileSync(built, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/', 'http://x').pathname);
  return [...new Set(paths.filter((p) => p !== '/ml' && !p.startsWith('/ml/')))];
}

/**
 * The sitemap: the prerendered pages as the build listed them (its sitemap.xml in `webDist`), then
 * the notices, committees, documents and gallery as the office keeps them, each with the time its own
 * content last changed.
 */
export function sitemapService(deps: { db: Database; clock: Clock; publicOrigin: string; webDist: string }) {
  const built = path.join(deps.webDist, 'sitemap.xml');
  const prerendered = existsSync(built) ? readFileSync(built, 'utf8') : EMPTY;
  const head = prerendered.slice(0, prerendered.lastIndexOf('</urlset>'));
  async function render(): Promise<string> {
    const entries = await contentEntries(deps.db, deps.clock.now());
    const urls = entries.flatMap((e) => [urlOf(deps.publicOrigin, e, 'en'), urlOf(deps.publicOrigin, e, 'ml')]);
    return `${head}${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
  }
  // Crawlers ask often and all at once: the sitemap is read from the database at most once every
  // two seconds per process (as What's New is), so a publish is in it within that time.
  let kept: { at: number; xml: Promise<string> } | null = null;
  return {
    xml(): Promise<string> {
      const at = Date.now();
      if (kept && at - kept.at < FRESH_MS) return kept.xml;
      const xml = render();
      const made = { at, xml };
      kept = made;
      xml.catch(() => {
        if (kept === made) kept = null;
      });
      return xml;
    },
  };
}
export type SitemapService = ReturnType<typeof sitemapService>;
