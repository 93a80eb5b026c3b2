import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@college/contracts/languages';
import { ACKNOWLEDGEMENT_TEXTS } from '../acknowledgement/acknowledgement-texts';
import { EMAIL_TEXTS, SMS_TEXTS, STATUS_TEXTS } from './message-texts';

// Every text an applicant reads from the server, in every language, with the same placeholders
// as the English: a translation that drops {otp} or {application} would send a message without it.
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const TEXT_SETS = { SMS_TEXTS, EMAIL_TEXTS, STATUS_TEXTS, ACKNOWLEDGEMENT_TEXTS } as const;

describe('the applicant texts', () => {
  for (const [name, set] of Object.entries(TEXT_SETS)) {
    it(`${name}: every language has every text, with the English placeholders`, () => {
      const english = set.en as Record<string, string>;
      for (const language of LANGUAGES) {
        const texts = set[language] as Record<string, string>;
        expect(Object.keys(texts).sort(), `${name}.${language}`).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${name}.${language}.${key}`).not.toBe('');
          expect(placeholders(text), `${name}.${language}.${key}`).toEqual(placeholders(english[key] ?? ''));
        }
      }
    });
  }
});
