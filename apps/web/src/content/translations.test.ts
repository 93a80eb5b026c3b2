import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@college/contracts/programmes';
import { aboutText } from './about';
import { siteText } from './college';
import { contactsText } from './contacts';
import { departments } from './departments';
import { homeText } from './home';
import { programmes } from './programmes';
import { malayalam as departmentsMl } from './ml/departments';
import { malayalam as programmesMl } from './ml/programmes';
import { about } from './ml/about';
import { roles } from './ml/contacts';
import { home } from './ml/home';
import { site } from './ml/site';

const MALAYALAM = /[\u0D00-\u0D7F]/;
/** A text's shape: where its words are and how many items each list has, not the words (a key that is itself words, as a licence's name, is 'key'). */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? 'empty' : 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.entries(value).map(([k, v]) => [/\s/.test(k) || MALAYALAM.test(k) ? 'key' : k, shape(v)]);
  return value;
}

describe('the Malayalam of the college’s typed texts', () => {
  it('has every item the English has, list for list', () => {
    expect(shape(site)).toEqual(shape(siteText.text));
    expect(shape(about)).toEqual(shape(aboutText.text));
    expect(roles).toHaveLength(contactsText.text.length);
    const english = homeText.text;
    for (const list of [
      'diplomaProgrammes',
      'postgraduateProgrammes',
      'facilities',
      'values',
      'departments',
      'whyChooseUs',
      'achievements',
    ] as const) {
      expect(home[list], list).toHaveLength(english[list].length);
    }
    for (const p of programmes) {
      const ml = programmesMl.programmes[p.id];
      expect(ml, p.id).toBeDefined();
      const { id: _id, intake: _intake, mode: _mode, intakes: _intakes, success_rate: _rate, year: _year, ...words } = p;
      expect(shape(ml), p.id).toEqual(shape(words));
    }
    expect(Object.keys(programmesMl.programmes)).toHaveLength(programmes.length);
    for (const [i, name] of DEPARTMENTS.entries()) {
      const { name: en, overview, vision, mission, peos, psos } = departments[i]!;
      expect(en).toBe(name);
      expect(shape(departmentsMl.departments[name])).toEqual(shape({ name, overview, vision, mission, peos, psos }));
    }
    expect(departmentsMl.pos).toHaveLength(departments[0]!.pos.length);
  });

  it('is written in Malayalam: every text has Malayalam letters', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
    for (const text of [site, about, roles, home, programmesMl, departmentsMl].flatMap(texts)) {
      expect(text, text).toMatch(MALAYALAM);
    }
  });

  it('is what a Malayalam page shows once loaded, and an English page never loads it', async () => {
    const { i18n } = await import('@lingui/core');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    await homeText.load();
    expect(homeText.text.headline).toBe('Celebrating Our Graduates: Convocation 2025');
    i18n.loadAndActivate({ locale: 'ml', messages: {} });
    expect(homeText.text.headline).toBe('Celebrating Our Graduates: Convocation 2025');
    await homeText.load();
    expect(homeText.text.headline).toBe(home.headline);
    expect(homeText.text.diplomaProgrammes[0]?.link).toBe('/program/Civil-Engineering');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(homeText.text.headline).toBe('Celebrating Our Graduates: Convocation 2025');
  });
});
