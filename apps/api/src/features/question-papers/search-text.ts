/** Lower case without accents, so "Résumé" and "resume" match. */
export function normalizeSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern that matches `value` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${normalizeSearch(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
