// The lint gate. Beyond typescript-eslint (strict, type-checked), react-hooks and jsx-a11y, the
// boundaries rules below state the architecture of DESIGN.md: the arrows point one way.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureCyclesPlugin } from './tooling/eslint-feature-cycles.mjs';

const API = 'apps/api/src';
const WEB = 'apps/web/src';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
// One element type per feature, so a rule can name "this feature" and "any other".
const apiFeatures = foldersIn(`./${API}/features`);
const webFeatures = foldersIn(`./${WEB}/features`);

// Where each kind of code lives. The first pattern a file matches decides its kind.
const elements = [
  { type: 'test-file', pattern: ['**/*.test.ts', '**/*.test.tsx'], mode: 'full' },
  { type: 'contracts', pattern: 'packages/contracts/src/**', mode: 'full' },
  // A feature's public face: the one file of it other features may import.
  ...apiFeatures.map((f) => ({ type: `api-public-${f}`, pattern: `${API}/features/${f}/${f}.api.ts`, mode: 'full' })),
  ...apiFeatures.map((f) => ({ type: `api-repository-${f}`, pattern: `${API}/features/${f}/*.repository.ts`, mode: 'full' })),
  { type: 'api-schema', pattern: `${API}/db/schema/**`, mode: 'full' },
  ...apiFeatures.map((f) => ({ type: `api-feature-${f}`, pattern: `${API}/features/${f}/**`, mode: 'full' })),
  { type: 'api-lib', pattern: `${API}/lib/**`, mode: 'full' },
  { type: 'api-db', pattern: `${API}/db/**`, mode: 'full' },
  { type: 'api-config', pattern: `${API}/config/**`, mode: 'full' },
  { type: 'api-test-kit', pattern: `${API}/test/**`, mode: 'full' },
  { type: 'api-app', pattern: [`${API}/*.ts`, `${API}/features/*.ts`, 'apps/api/scripts/**'], mode: 'full' },
  { type: 'web-app', pattern: [`${WEB}/app/**`, `${WEB}/*.ts`, `${WEB}/*.tsx`, `${WEB}/test/**`], mode: 'full' },
  ...webFeatures.map((f) => ({ type: `web-feature-${f}`, pattern: `${WEB}/features/${f}/**`, mode: 'full' })),
  { type: 'web-shared', pattern: `${WEB}/**`, mode: 'full' },
];

const apiRepositories = apiFeatures.map((f) => `api-repository-${f}`);
const apiFeatureCode = apiFeatures.map((f) => `api-feature-${f}`);
const webFeatureCode = webFeatures.map((f) => `web-feature-${f}`);
const PLUMBING = ['api-lib', 'api-db', 'api-config'];

const boundaryRules = [
  // contracts: zod and itself, nothing of ours.
  { from: 'contracts', disallow: ['*'], message: 'packages/contracts imports nothing of ours (DESIGN.md)' },
  { from: 'contracts', allow: ['contracts'] },
  // lib/, db/ and config/ import no feature.
  { from: PLUMBING, disallow: [...apiFeatureCode, ...apiRepositories], message: 'lib/, db/ and config/ import no feature (DESIGN.md)' },
  // A feature's tables are touched by its repository alone.
  {
    from: [...apiFeatureCode, 'api-app', 'api-lib', 'api-config', 'web-app', ...webFeatureCode, 'web-shared'],
    disallow: ['api-schema'],
    message: "Tables are touched by their feature's repository alone (DESIGN.md)",
  },
  // A feature imports another only through its public face, features/<name>/<name>.api.ts.
  ...apiFeatures.map((f) => ({
    from: [`api-feature-${f}`, `api-repository-${f}`, `api-public-${f}`],
    disallow: apiFeatureCode.filter((c) => c !== `api-feature-${f}`),
    message: `A feature imports another only through its public face, features/<name>/<name>.api.ts (DESIGN.md)`,
  })),
  // A feature never reaches into another feature's repository; it asks that feature's service.
  ...apiFeatures.map((f) => ({
    from: [`api-feature-${f}`, `api-repository-${f}`],
    disallow: apiRepositories.filter((r) => r !== `api-repository-${f}`),
    message: `A feature never uses another feature's repository; ask what that feature exports for the purpose (DESIGN.md)`,
  })),
  // Web features never import each other: they meet in app/. Shared code imports no feature.
  ...webFeatures.map((f) => ({
    from: `web-feature-${f}`,
    disallow: [...webFeatureCode.filter((w) => w !== `web-feature-${f}`), 'web-app'],
    message: 'Web features never import each other or app/; they meet in app/ (DESIGN.md)',
  })),
  { from: 'web-shared', disallow: [...webFeatureCode, 'web-app'], message: 'Shared web code imports no feature and not app/ (DESIGN.md)' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.turbo/**', 'reports/**', '**/.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Numbers and booleans read fine in messages and paths.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // A leading underscore marks what must be there but is not used (Express's error-handler arity).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `declare global { namespace Express ... }` is how Express's request type is extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // `onClick={() => setOpen(false)}` says what it does; a block around it adds nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Tests read JSON response bodies, which are untyped by nature; their assertions check them.
    files: ['**/*.test.ts', '**/*.test.tsx', `${API}/test/**`, 'tests/e2e/src/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `rows[0]!` after asserting the length is how tests read results.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests save a browser function and put it back.
      '@typescript-eslint/unbound-method': 'off',
      // React's act() may be called without awaiting when its callback is synchronous.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }] },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: [`${WEB}/**/*.tsx`] },
  {
    files: [`${WEB}/**/*.tsx`],
    rules: {
      // A table that scrolls sideways on a phone is a labelled region the keyboard must reach (WCAG 2.1.1).
      // A label's text may sit inside a translated message (<Trans>), one level further down.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // No import cycle between the API's features: an import that closes a loop is refused.
    files: [`${API}/features/**/*.ts`],
    plugins: { features: featureCyclesPlugin(`${API}/features`) },
    rules: { 'features/no-cycles': 'error' },
  },
  {
    // Routes speak HTTP and take services; they never reach the database themselves.
    files: [`${API}/features/**/*.routes.ts`],
    // Health is the one route about the database itself: it pings it and checks its migrations.
    ignores: [`${API}/features/health/health.routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/db/(client|transaction|rows)$', message: 'Routes take services, not the database (DESIGN.md)' }] },
      ],
    },
  },
  {
    // Services, repositories and jobs know nothing of Express: a file they make is a FileAnswer.
    files: [`${API}/features/**/*.ts`],
    ignores: [
      `${API}/features/**/*.routes.ts`,
      `${API}/features/**/*.test.ts`,
      // The HTTP edges of their features: session cookies and guards, file responses, /metrics.
      `${API}/features/sessions/{cookies,guards}.ts`,
      `${API}/features/staff/staff-guard.ts`,
      `${API}/features/storage/send-stored-file.ts`,
      `${API}/features/metrics/metrics.ts`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'Only routes (and their guards) know Express; return a FileAnswer for a file' }] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/*/src/**', 'apps/api/scripts/**', 'packages/*/src/**'],
      'import/resolver': {
        typescript: { alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] },
      },
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'allow', rules: boundaryRules }],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'contracts', disallow: ['*'] },
            { from: 'contracts', allow: ['zod'] },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'off',
    },
  },
);
