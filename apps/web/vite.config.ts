import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// React Router 7 points every import condition at its development build (remix-run/react-router
// #14102), which runs its dev-only checks and warnings on every navigation: a third of the
// start-up script time on a phone. Builds take its production build instead.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/]core|@lingui[\\/]react)[\\/]/;

/** Lingui's macros turn `t` and `<Trans>` into message ids; catalogs compile when imported. */
export const linguiMacro = { plugins: ['@lingui/babel-plugin-lingui-macro'] };

export default defineConfig(({ command }) => ({
  plugins: [react(), babel(linguiMacro), lingui({ cwd: webRoot, failOnMissing: true, failOnCompileError: true })],
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
    modulePreload: { polyfill: false },
    // Fonts stay files, however small: the content security policy takes fonts from the site only.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // The app (index.html's entry) and the small script prerendered pages start it with.
      input: { index: path.join(webRoot, 'index.html'), boot: path.join(webRoot, 'src/boot.ts') },
      output: {
        // React, its router and the translation runtime in one chunk of their own: every page needs
        // them, a release that changes only the site's code leaves them in the browser's cache, and
        // one chunk compresses better than the pieces the automatic split would make.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
}));
