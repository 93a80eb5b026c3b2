import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The applicant-facing site in English (the spec's words, which are the message ids) and Malayalam.
// The office pages stay English and use no messages.
// scripts/check-messages.mjs extracts into a scratch copy to compare with the committed catalogs.
const catalogs = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/src/locales';

// The wizard's steps after the mobile is verified (components/later-steps.ts loads them) and the
// pictures: their own catalog, loaded with their code, so the first load of /admission carries none
// of their words. A word they share with the first screen is in both catalogs.
const STEPS_SOURCES = [
  '<rootDir>/src/features/admission/pictures',
  ...[
    'personal-details-step',
    'address-family-step',
    'fee-step',
    'program-selection-step',
    'education-step',
    'declaration-step',
    'success-screen',
    'application-details',
    'corrections-list',
    'allotment-result',
    'admission-fee-panel',
    'existing-applications',
  ].map((step) => `<rootDir>/src/features/admission/components/${step}.tsx`),
];
const asGlob = (p: string) => (p.endsWith('.tsx') || p.endsWith('.ts') ? p : `${p}/**`);

// The notices pages: their own catalog, loaded with them, so no other page carries their words.
const NOTICES_SOURCES = ['<rootDir>/src/features/notices', '<rootDir>/src/app/routes/notices.tsx'];

// The question-paper archive: loaded with its code, inside the student corner.
const ARCHIVE_SOURCES = ['<rootDir>/src/features/question-papers'];

const APPLICATION_SOURCES = [
  '<rootDir>/src/features/admission',
  '<rootDir>/src/components/application',
  '<rootDir>/src/i18n/contract-messages.ts',
  '<rootDir>/src/app/routes/admission.tsx',
  '<rootDir>/src/app/routes/verify.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  fallbackLocales: { default: 'en' },
  // Two catalogs per language, so a page loads only what it shows: the site's (header, footer,
  // public pages, archive) with every page, and the application's (the wizard, the application as
  // the applicant and the office see it, the verify page, and the contracts' messages) with the
  // pages that show them.
  catalogs: [
    {
      path: `${catalogs}/{locale}`,
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/features/staff/**',
        ...APPLICATION_SOURCES.map(asGlob),
        ...NOTICES_SOURCES.map(asGlob),
        ...ARCHIVE_SOURCES.map(asGlob),
      ],
    },
    {
      path: `${catalogs}/archive/{locale}`,
      include: ARCHIVE_SOURCES,
      exclude: ['**/*.test.*'],
    },
    {
      path: `${catalogs}/notices/{locale}`,
      include: NOTICES_SOURCES,
      exclude: ['**/*.test.*'],
    },
    {
      path: `${catalogs}/application/{locale}`,
      include: APPLICATION_SOURCES,
      exclude: ['**/*.test.*', ...STEPS_SOURCES.map(asGlob)],
    },
    {
      path: `${catalogs}/steps/{locale}`,
      include: STEPS_SOURCES,
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
