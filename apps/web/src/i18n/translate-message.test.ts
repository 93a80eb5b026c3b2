import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OTP_ATTEMPTS_MESSAGE } from '@college/contracts/constants';
import * as codes from '@college/contracts/rules/codes';
import * as dates from '@college/contracts/rules/dates';
import * as email from '@college/contracts/rules/email';
import * as marks from '@college/contracts/rules/marks';
import * as mobile from '@college/contracts/rules/mobile';
import * as signature from '@college/contracts/rules/signature';
import * as text from '@college/contracts/rules/text';
import { STATUS_LABELS, WIZARD_STEPS } from '@college/contracts/stages';
import { personalDetailsInputSchema } from '@college/contracts/entities/personal-details';
import { addressFamilyInputSchema } from '@college/contracts/entities/address-family';
import { messages as site } from '../locales/ml.po';
import { messages as application } from '../locales/application/ml.po';
import { basenameOf, localeOfPath, pathInLocale } from './locale';
import { translateMessage } from './translate-message';

describe('addresses in each language', () => {
  it('puts Malayalam pages under /ml and finds each page in the other language', () => {
    expect(localeOfPath('/ml')).toBe('ml');
    expect(localeOfPath('/ml/admission')).toBe('ml');
    expect(localeOfPath('/mlx')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(pathInLocale('/', 'ml')).toBe('/ml');
    expect(pathInLocale('/about', 'ml')).toBe('/ml/about');
    expect(pathInLocale('/ml/about', 'en')).toBe('/about');
    expect(pathInLocale('/ml', 'en')).toBe('/');
    expect(pathInLocale('/ml/about', 'ml')).toBe('/ml/about');
    expect(basenameOf('en')).toBeUndefined();
  });
});

describe('messages from the contracts and the server, on a Malayalam page', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'ml', messages: { ...site, ...application } }));
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('translates a message by its English text', () => {
    expect(translateMessage('Invalid OTP')).toBe('OTP അസാധുവാണ്');
    expect(translateMessage(STATUS_LABELS.submitted)).toBe('സമർപ്പിച്ചു');
  });

  it('translates a message with varying parts, and the parts that are messages too', () => {
    expect(translateMessage("Father's Mobile must be exactly 10 digits")).toBe('അച്ഛന്റെ മൊബൈൽ കൃത്യം 10 അക്കങ്ങൾ ആയിരിക്കണം');
    expect(translateMessage('Must be at most 100 characters')).toBe('പരമാവധി 100 അക്ഷരങ്ങൾ ആകാം');
    expect(translateMessage('SSLC/THSLC/CBSE details are incomplete. Please fill in: Year of Pass, Percentage.')).toBe(
      'SSLC/THSLC/CBSE വിവരങ്ങൾ പൂർണ്ണമല്ല. ഇവ നൽകുക: വിജയിച്ച വർഷം, ശതമാനം.',
    );
  });

  it('leaves text that is no such message as it is', () => {
    expect(translateMessage('A message from a newer server')).toBe('A message from a newer server');
    expect(translateMessage('')).toBe('');
  });

  it('has a translation for every message the shared rules name', () => {
    const named = [codes, dates, email, marks, mobile, signature, text].flatMap((m) =>
      Object.entries(m)
        .filter(([key, value]) => /_(MESSAGE|TITLE)$/.test(key) && typeof value === 'string')
        .map(([, value]) => value as string),
    );
    for (const message of [...named, MAX_OTP_ATTEMPTS_MESSAGE, ...WIZARD_STEPS.map((s) => s.name)]) {
      expect(translateMessage(message), message).not.toBe(message);
    }
  });

  it('has a translation for every message the personal and family steps can show', () => {
    const blank = { fullName: '', dob: '', gender: '', religion: '', email: 'x', agreeToTerms: false };
    const family = {
      address: { houseNumber: ' ', street: '', postOffice: '', pinCode: '1', district: '', state: '', country: 'India' },
      parents: { fatherName: '', fatherMobile: '12', motherName: '', motherMobile: '5123456789' },
      guardian: { guardianName: '', guardianPlace: '', guardianContact: '' },
    };
    const issues = [
      ...(personalDetailsInputSchema.safeParse(blank).error?.issues ?? []),
      ...(addressFamilyInputSchema.safeParse(family).error?.issues ?? []),
    ];
    expect(issues.length).toBeGreaterThan(5);
    for (const { message } of issues) expect(translateMessage(message), message).not.toBe(message);
  });
});
