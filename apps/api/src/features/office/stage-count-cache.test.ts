import { describe, expect, it } from 'vitest';
import { stageCountCache } from './stage-count-cache';

describe('stage count cache', () => {
  it('when a filter is counted again within five seconds, then the count is reused; after, or once cleared, it is counted again', async () => {
    let now = 0;
    let counted = 0;
    const cache = stageCountCache(() => now);
    const count = () => {
      counted += 1;
      return Promise.resolve({ submitted: counted });
    };
    expect(await cache.get('a', count)).toEqual({ submitted: 1 });
    now = 4_999;
    expect(await cache.get('a', count)).toEqual({ submitted: 1 });
    expect(await cache.get('b', count)).toEqual({ submitted: 2 });
    now = 5_000;
    expect(await cache.get('a', count)).toEqual({ submitted: 3 });
    cache.clear();
    expect(await cache.get('a', count)).toEqual({ submitted: 4 });
  });

  it('when ten ask at once for a filter not counted yet, then one count answers them all', async () => {
    let counted = 0;
    let finish: (c: { submitted: number }) => void = () => undefined;
    const cache = stageCountCache(() => 0);
    const count = () => {
      counted += 1;
      return new Promise<{ submitted: number }>((resolve) => (finish = resolve));
    };
    const answers = Promise.all(Array.from({ length: 10 }, () => cache.get('a', count)));
    finish({ submitted: 7 });
    expect(await answers).toEqual(Array.from({ length: 10 }, () => ({ submitted: 7 })));
    expect(counted).toBe(1);
  });

  it('when a count fails, then it is not kept: the next ask counts again', async () => {
    const cache = stageCountCache(() => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', () => Promise.resolve({ submitted: 1 }))).toEqual({ submitted: 1 });
  });
});
