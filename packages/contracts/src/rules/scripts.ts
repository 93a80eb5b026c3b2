// The writing systems the site can print (the acknowledgement embeds a font for each) and so
// accepts in what an applicant types: English and other Latin letters, Malayalam, and the scripts
// of the languages most applicants from elsewhere in India write their names in. A name in any
// other script (or with emoji) would print as blanks or boxes, so it is refused as it is typed.

export const PRINTABLE_SCRIPTS = ['latin', 'malayalam', 'tamil', 'devanagari', 'kannada', 'telugu', 'arabic'] as const;
export type PrintableScript = (typeof PRINTABLE_SCRIPTS)[number];

type Range = readonly [number, number];

/** The letters of each script other than Latin, as Unicode blocks (first and last code point). */
const SCRIPT_BLOCKS: Record<Exclude<PrintableScript, 'latin'>, readonly Range[]> = {
  malayalam: [[0x0d00, 0x0d7f]],
  tamil: [[0x0b80, 0x0bff]],
  devanagari: [
    [0x0900, 0x097f],
    [0xa8e0, 0xa8ff],
  ],
  kannada: [[0x0c80, 0x0cff]],
  telugu: [[0x0c00, 0x0c7f]],
  // Arabic, its supplement and presentation forms: Urdu is written in it.
  arabic: [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
};

// Latin and what every script shares: tab and line ends, ASCII, Latin-1, Latin Extended-A and B,
// combining accents, general punctuation (the joiners Indian scripts use among them) and ₹.
const COMMON: readonly Range[] = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x300, 0x36f],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
];

const within = (code: number, ranges: readonly Range[]) => ranges.some(([first, last]) => code >= first && code <= last);

export const UNPRINTABLE_TEXT_MESSAGE =
  'Use English, Malayalam, Tamil, Hindi, Kannada, Telugu or Urdu letters: other letters and emoji cannot be printed';

/** The script of one character: a script's letters, or 'latin' for everything else it can print. */
export function scriptOf(char: string): PrintableScript {
  const code = char.codePointAt(0) ?? 0;
  for (const [script, blocks] of Object.entries(SCRIPT_BLOCKS)) if (within(code, blocks)) return script as PrintableScript;
  return 'latin';
}

export function isPrintable(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (!within(code, COMMON) && scriptOf(char) === 'latin') return false;
  }
  return true;
}
