import { describe, expect, it } from 'vitest';
import { productionNodeProblem } from './node-version';

describe('the Node version production runs on', () => {
  it('when production starts on Node 20 (or 22 before 22.12, or 23), then it is refused in one line; on 22.12 and 24 it is not', () => {
    for (const version of ['v20.20.2', '20.19.0', 'v22.11.0', 'v23.5.0', 'v18.20.0']) {
      const problem = productionNodeProblem('production', version);
      expect(problem).toBe(
        `Node.js ${version.replace(/^v/, '')} cannot run production: it needs Node.js 24 LTS (or 22.12 and newer; Node 20 is past its end of life)`,
      );
    }
    for (const version of ['v22.12.0', 'v22.20.1', 'v24.21.0', 'v26.1.0']) expect(productionNodeProblem('production', version)).toBeNull();
  });

  it('when not in production, then every Node the engines field accepts may run (the tests and demo mode run on 20)', () => {
    for (const nodeEnv of ['development', 'test']) expect(productionNodeProblem(nodeEnv, 'v20.20.2')).toBeNull();
  });
});
