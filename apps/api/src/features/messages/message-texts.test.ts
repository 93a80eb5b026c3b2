import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@college/contracts/languages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERSONAL_FIELDS } from '@college/contracts/entities/personal-fields';
import { DIPLOMA_MODES } from '@college/contracts/programmes';
import { apiPackageRoot } from '../../lib/package-root';
import { ACKNOWLEDGEMENT_TEXTS, CHOICE_LABELS_ML } from '../acknowledgement/acknowledgement-texts';
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

  it('the Malayalam acknowledgement names every reservation category, disability and diploma mode in the words of the Malayalam form', () => {
    const catalog = readFileSync(path.join(apiPackageRoot(), '..', 'web', 'src', 'locales', 'application', 'ml.po'), 'utf8');
    const formWords = new Map([...catalog.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map((m) => [m[1], m[2]]));
    const labels = [
      ...Object.values(PERSONAL_FIELDS).flatMap((field) => ('labels' in field ? Object.values(field.labels) : [])),
      ...DIPLOMA_MODES,
    ];
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) {
      expect(CHOICE_LABELS_ML[label], label).toBeDefined();
      expect(CHOICE_LABELS_ML[label], label).toBe(formWords.get(label));
    }
  });
});
