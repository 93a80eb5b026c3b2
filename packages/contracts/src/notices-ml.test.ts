import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE } from './notices';
import { PRIVACY_NOTICE_ML, TERMS_OF_SERVICE_ML } from './notices-ml';

describe('the Malayalam privacy notice', () => {
  it('is the same version, section for section, paragraph for paragraph, item for item', () => {
    expect(PRIVACY_NOTICE_ML.version).toBe(PRIVACY_NOTICE.version);
    expect(PRIVACY_NOTICE_ML.effectiveOn).toBe(PRIVACY_NOTICE.effectiveOn);
    const shape = (n: typeof PRIVACY_NOTICE) => n.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]);
    expect(shape(PRIVACY_NOTICE_ML)).toEqual(shape(PRIVACY_NOTICE));
  });

  it('keeps the contact details the English one gives', () => {
    const text = (n: typeof PRIVACY_NOTICE) => n.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const detail of text(PRIVACY_NOTICE).match(/[\w.+-]+@[\w.-]+|\+?\d[\d ]{7,}\d/g) ?? []) {
      expect(text(PRIVACY_NOTICE_ML)).toContain(detail);
    }
  });
});

describe('the Malayalam terms of service', () => {
  it('is the same version, section for section, and keeps every contact detail', () => {
    expect(TERMS_OF_SERVICE_ML.version).toBe(TERMS_OF_SERVICE.version);
    expect(TERMS_OF_SERVICE_ML.effectiveOn).toBe(TERMS_OF_SERVICE.effectiveOn);
    const shape = (n: typeof TERMS_OF_SERVICE) => n.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]);
    expect(shape(TERMS_OF_SERVICE_ML)).toEqual(shape(TERMS_OF_SERVICE));
    const text = (n: typeof TERMS_OF_SERVICE) => n.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const detail of text(TERMS_OF_SERVICE).match(/[\w.+-]+@[\w.-]+|\+?\d[\d ]{7,}\d/g) ?? []) {
      expect(text(TERMS_OF_SERVICE_ML)).toContain(detail);
    }
  });
});
