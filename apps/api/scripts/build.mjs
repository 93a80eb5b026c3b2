// Bundles the API into dist/server.js. Workspace packages (TypeScript sources) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@college/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Worker threads load their own file: it sits beside the bundle, where the bundle's
// new URL('./pdf-inspect.worker.mjs', import.meta.url) finds it.
copyFileSync('src/features/question-papers/pdf-inspect.worker.mjs', 'dist/pdf-inspect.worker.mjs');
copyFileSync('src/db/pglite-init.mjs', 'dist/pglite-init.mjs');
