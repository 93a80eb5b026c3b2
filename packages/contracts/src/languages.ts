// The languages an applicant can use the site in. English is the spec's; Malayalam is most
// applicants' and parents' first language.
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language to answer in, from an Accept-Language header: the first of ours by the header's
 * order of preference (its q values), English when it names neither.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((t) => t.primary).find((p): p is Language => (LANGUAGES as readonly string[]).includes(p ?? '')) ?? 'en';
}
