// The writing systems the site can print (the acknowledgement embeds a font for each) and so
// accepts in what an applicant types: English and other Latin letters, Malayalam, and the scripts
// of the languages most applicants from elsewhere in India write their names in. A name in any
// other script (or with emoji) would print as blanks or boxes, so it is refused as it is typed.

export const PRINTABLE_SCRIPTS = ['latin', 'malayalam', 'tamil', 'devanagari', 'kannada', 'telugu', 'arabic'] as const;
export type PrintableScript = (typeof PRINTABLE_SCRIPTS)[number];

/** The letters of each script other than Latin, as Unicode blocks. */
export const SCRIPT_LETTERS: Record<Exclude<PrintableScript, 'latin'>, RegExp> = {
  malayalam: /[\u0D00-\u0D7F]/u,
  tamil: /[\u0B80-\u0BFF]/u,
  devanagari: /[\u0900-\u097F\uA8E0-\uA8FF]/u,
  kannada: /[\u0C80-\u0CFF]/u,
  telugu: /[\u0C00-\u0C7F]/u,
  // Arabic, its supplement and presentation forms: Urdu is written in it.
  arabic: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u,
};

// Latin: ASCII, Latin-1, Latin Extended-A and B, combining accents; punctuation, ₹ and the joiners
// Indian scripts use between letters (ZWNJ, ZWJ).
const LATIN_AND_COMMON = '\\u0009\\u000A\\u000D\\u0020-\\u007E\\u00A0-\\u024F\\u0300-\\u036F\\u2000-\\u206F\\u20A0-\\u20CF';
const ALL_BLOCKS = Object.values(SCRIPT_LETTERS)
  .map((r) => r.source.slice(1, -1))
  .join('');
const PRINTABLE = new RegExp(`^[${LATIN_AND_COMMON}${ALL_BLOCKS}]*$`, 'u');

export const UNPRINTABLE_TEXT_MESSAGE =
  'Use English, Malayalam, Tamil, Hindi, Kannada, Telugu or Urdu letters: other letters and emoji cannot be printed';

export function isPrintable(value: string): boolean {
  return PRINTABLE.test(value);
}

/** The script of one character: a script's letters, or 'latin' for everything else it can print. */
export function scriptOf(char: string): PrintableScript {
  for (const [script, letters] of Object.entries(SCRIPT_LETTERS)) if (letters.test(char)) return script as PrintableScript;
  return 'latin';
}
