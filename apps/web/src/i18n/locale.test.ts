import { describe, expect, it } from 'vitest';
import { pathInLocale, switchedLanguage } from './locale';

const here = (path: string) => new URL(`https://college.example${path}`);

describe('locale', () => {
  it('when a page is put in the other language, then only the prefix changes', () => {
    expect(pathInLocale('/about', 'ml')).toBe('/ml/about');
    expect(pathInLocale('/ml', 'en')).toBe('/');
    expect(pathInLocale('/', 'ml')).toBe('/ml');
    expect(pathInLocale('/ml/contact', 'en')).toBe('/contact');
  });

  it('when the visitor came from the same site in the other language, then that was the switch', () => {
    expect(switchedLanguage('https://college.example/ml/contact', here('/contact'))).toBe(true);
    expect(switchedLanguage('https://college.example/about', here('/ml/about'))).toBe(true);
    expect(switchedLanguage('https://college.example/ml', here('/'))).toBe(true);
  });

  it('when the visitor came from the same language, another site or nowhere, then it was not', () => {
    expect(switchedLanguage('https://college.example/about', here('/contact'))).toBe(false);
    expect(switchedLanguage('https://college.example/ml/about', here('/ml/contact'))).toBe(false);
    expect(switchedLanguage('https://elsewhere.example/ml/about', here('/contact'))).toBe(false);
    expect(switchedLanguage('', here('/contact'))).toBe(false);
    expect(switchedLanguage('not a url', here('/contact'))).toBe(false);
    // "/mlx" is not under /ml.
    expect(switchedLanguage('https://college.example/mlx', here('/'))).toBe(false);
  });
});
