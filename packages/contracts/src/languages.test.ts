import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './languages';

describe('preferredLanguage', () => {
  it('takes the first of ours the header prefers, English otherwise', () => {
    expect(preferredLanguage('ml')).toBe('ml');
    expect(preferredLanguage('ml-IN,en;q=0.8')).toBe('ml');
    expect(preferredLanguage('en-IN,ml;q=0.9')).toBe('en');
    expect(preferredLanguage('hi,ml;q=0.5,en;q=0.4')).toBe('ml');
    expect(preferredLanguage('en;q=0.1, ml;q=0.9')).toBe('ml');
    expect(preferredLanguage('ml;q=0')).toBe('en');
    expect(preferredLanguage('fr')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage(';;,,q=x')).toBe('en');
  });
});
