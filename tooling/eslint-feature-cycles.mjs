// An ESLint rule for the lint gate: no import cycle between the API's features. Features form a
// graph by their imports of one another (tests aside); an import from feature A of feature B is
// refused when B already reaches A, since that import closes a loop.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

/** The feature a file belongs to, under `root` (apps/api/src/features), or undefined. */
function featureOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : undefined;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** feature -> the features its non-test files import. */
function featureGraph(root) {
  const graph = new Map();
  for (const feature of readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory())) {
    const targets = new Set();
    for (const file of filesUnder(path.join(root, feature))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!source.startsWith('.')) continue;
        const target = featureOf(root, path.resolve(path.dirname(file), source));
        if (target && target !== feature) targets.add(target);
      }
    }
    graph.set(feature, targets);
  }
  return graph;
}

/** A path of features from `from` to `to`, or undefined. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const steps = [];
      for (let at = to; at !== undefined; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export function featureCyclesPlugin(featuresDir) {
  const root = path.resolve(featuresDir);
  let graph;
  return {
    rules: {
      'no-cycles': {
        meta: {
          type: 'problem',
          messages: { cycle: 'Import cycle between features: {{loop}}. Move what both need below both, or pass it in (DESIGN.md)' },
          schema: [],
        },
        create(context) {
          const feature = featureOf(root, context.filename);
          if (!feature || context.filename.endsWith('.test.ts')) return {};
          graph ??= featureGraph(root);
          const check = (node) => {
            const source = node.source?.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = featureOf(root, path.resolve(path.dirname(context.filename), source));
            if (!target || target === feature) return;
            const back = pathBetween(graph, target, feature);
            if (back) context.report({ node, messageId: 'cycle', data: { loop: [feature, ...back].join(' → ') } });
          };
          return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
        },
      },
    },
  };
}
