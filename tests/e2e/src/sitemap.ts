/**
 * The paths of the pages the running site's sitemap lists. Test files that check every page read
 * it as they load, so each page is a test of its own: one slow page cannot use up the others' time.
 */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}
