// Production's runtime, as the README's Deploying section and the engines field say: Node 22.12 or
// newer (24 LTS recommended). Node 20, which development and the tests still run on, is past its end
// of life: a production start on it is refused rather than left to run unpatched.

/** Why this Node cannot run production, in one line; null when it can (or outside production). */
export function productionNodeProblem(nodeEnv: string, version: string): string | null {
  if (nodeEnv !== 'production') return null;
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 12)) return null;
  return `Node.js ${version.replace(/^v/, '')} cannot run production: it needs Node.js 24 LTS (or 22.12 and newer; Node 20 is past its end of life)`;
}
