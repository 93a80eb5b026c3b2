import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentDates } from './content-dates.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// React Router 7 points every import condition at its development build (remix-run/react-router
// #14102), which runs its dev-only checks and warnings on every navigation: a third of the
// start-up script time on a phone. Builds take its production build instead.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/]core|@lingui[\\/]react)[\\/]/;
/**
 * Small modules the entry and many pages share (the college's details, the texts' loader, dates,
 * the icons, the loader of lazy chunks, and what the app's chunk below needs from the entry: the
 * toasts' store, the languages): one chunk compresses better than six, which keeps the home
 * page's first load in its budget.
 */
const SHARED_SITE =
  /src[\\/](content[\\/](college|translated|home-headline)|lib[\\/]reduced-motion|components[\\/]ui[\\/](line-icon|toast-store|tabs|served-slot)|i18n[\\/]locale)\.tsx?$|contracts[\\/]src[\\/](programmes|college|ui-constants|rules[\\/]day)\.ts$|preload-helper|rolldown[\\/]runtime/;

/**
 * The query cache, the API client, the application's query keys and the small rules the application
 * and the office share: one chunk rather than a dozen of a few hundred bytes each (each its own
 * request and its own gzip dictionary), which keeps the first load of /admission in its budget.
 */
const SHARED_APP =
  /node_modules[\\/]@tanstack[\\/]|src[\\/](features[\\/]admission[\\/]api[\\/]query-keys|lib[\\/](api-error|api-client|use-latest|session-notice|drafts)|i18n[\\/](contract-messages|translate-message|local-href)|components[\\/]ui[\\/]toast(-list)?|app[\\/]query-provider)\.tsx?$|contracts[\\/]src[\\/](constants|stages|endpoint|rules[\\/](codes|mobile|clean-text)|entities[\\/]intakes|endpoints[\\/](auth|admission)-routes)\.ts$/;

/**
 * What the admission page and the programme pages share (the guide's facts, the loader of what
 * waits below the fold): one request on the applicant's phone rather than two of under a kB each.
 */
const SHARED_ADMISSION = /src[\\/]features[\\/]admission[\\/](admission-guide|components[\\/]load-later)\.tsx?$/;

/**
 * An application as the applicant and the office read it (its sections, pictures and status) and
 * the download of a file: the form's later steps and the office's application page use them all,
 * and in one chunk they are one request at the form's second step rather than two.
 */
const APPLICATION_VIEW =
  /src[\\/](components[\\/]application[\\/](application-sections|picture-figures|status-notice)|lib[\\/](use-blob-url|save-file))\.tsx?$/;

/**
 * The contract's schemas, the schema library and the form library that checks against them: the
 * form's later steps and the office need them
 * all, and in one chunk they are one request instead of twenty (a tenth of a phone's journey).
 * Only modules that build schemas: the contract's plain texts and rules (the privacy notice, the
 * terms, the endpoints' schema-free routes) stay with the pages that read them, which must not
 * fetch schema code (the bundle budget holds the mobile step and the archive to that).
 */
/** Keeping what is typed in a form until it is saved (the wizard's steps and the office's editors). */
const FORM_DRAFTS = /src[\\/]lib[\\/]use-form-draft\.ts$/;

const CONTRACTS_SOURCE = /packages[\\/]contracts[\\/]src[\\/].+\.ts$/;
const BUILDS_SCHEMAS = /from '(\.{1,2}\/)*zod'/;
const isSchemaModule = (id: string): boolean =>
  /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id) ||
  (CONTRACTS_SOURCE.test(id) && BUILDS_SCHEMAS.test(readFileSync(id, 'utf8')));

/** The office's own code: what it alone imports stays off an applicant's phone. */
const OFFICE_SOURCE = /apps[\\/]web[\\/]src[\\/]features[\\/]staff[\\/]/;
const WEB_SOURCE = /apps[\\/]web[\\/]src[\\/]/;
type Graph = { getModuleInfo: (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null };

/** The public pages of what the college publishes: notices, documents, committees, the gallery. */
const CONTENT_SOURCE = /apps[\\/]web[\\/]src[\\/]features[\\/]notices[\\/]/;

/**
 * The schemas an applicant's pages reach ('schemas'), those only the published pages and the office
 * reach ('content-schemas'), or those only the office does ('office-schemas'): the office's forms
 * (content, accounts, allotment, joining) were half the chunk every applicant's phone fetched and
 * evaluated at the form's second step, and the notices' and documents' a tenth of what was left.
 */
function schemaChunk(id: string, graph: Graph): string | null {
  if (!isSchemaModule(id)) return null;
  if (!CONTRACTS_SOURCE.test(id)) return 'schemas';
  const seen = new Set<string>();
  const pending = [id];
  let published = false;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (CONTENT_SOURCE.test(next)) published = true;
    else if (WEB_SOURCE.test(next) && !OFFICE_SOURCE.test(next)) return 'schemas';
    if (WEB_SOURCE.test(next)) continue;
    const info = graph.getModuleInfo(next);
    if (info) pending.push(...info.importers, ...info.dynamicImporters);
  }
  return published ? 'content-schemas' : 'office-schemas';
}

/** The site's stylesheet: the app's entry (input `index`) has it. */
const ENTRY_STYLESHEET = /^assets\/index-[\w-]+\.css$/;

/** Lingui's macros turn `t` and `<Trans>` into message ids; catalogs compile when imported. */
export const linguiMacro = { plugins: ['@lingui/babel-plugin-lingui-macro'] };

export default defineConfig(({ command }) => ({
  plugins: [react(), babel(linguiMacro), lingui({ cwd: webRoot, failOnMissing: true, failOnCompileError: true }), contentDates(webRoot)],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: process.env.SOURCEMAP === '1',
    // The prerender step reads it to preload each route's own chunk.
    manifest: true,
    target: 'es2022',
    // Every browser the site supports preloads modules itself; the polyfill would only add bytes to
    // the entry script.
    modulePreload: {
      polyfill: false,
      // The site's stylesheet (the entry's) is on every page already, inside a prerendered page's
      // HTML or linked by the shell. Vite lists it among the dependencies of any lazily loaded chunk
      // that imports from the entry, and looks for its <link> before fetching it: a prerendered
      // page has none, so the form's later steps fetched the 7 kB again.
      resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !ENTRY_STYLESHEET.test(dep)),
    },
    // Fonts stay files, however small: the content security policy takes fonts from the site only.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // The app (index.html's entry) and the small script prerendered pages start it with.
      input: { index: path.join(webRoot, 'index.html'), boot: path.join(webRoot, 'src/boot.ts') },
      output: {
        // React, its router and the translation runtime in one chunk of their own: every page needs
        // them, a release that changes only the site's code leaves them in the browser's cache, and
        // one chunk compresses better than the pieces the automatic split would make.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // The small modules the entry and the pages' texts share, in one chunk rather than four.
            { name: 'site', test: SHARED_SITE },
            { name: 'app', test: SHARED_APP },
            { name: 'admission-shared', test: SHARED_ADMISSION },
            // The drafts of forms go with the schemas: only the forms that check against them use them.
            { name: (id: string, graph: Graph) => (FORM_DRAFTS.test(id) || schemaChunk(id, graph) === 'schemas' ? 'schemas' : null) },
            { name: (id: string, graph: Graph) => schemaChunk(id, graph) },
            // After the schemas: a group takes in what its modules import that no group before it took.
            { name: 'application-view', test: APPLICATION_VIEW },
          ],
        },
      },
    },
  },
}));
