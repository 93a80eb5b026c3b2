import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { installProcessGuards } from './process-guards';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

describe('process guards', () => {
  it('when a promise rejection goes unhandled, then it is logged and the process goes on', async () => {
    const { lines, logger } = capture();
    const exits: number[] = [];
    uninstall = installProcessGuards(logger, (code) => exits.push(code));
    process.emit('unhandledRejection', new Error('stray'), Promise.resolve());
    await new Promise((r) => setImmediate(r));
    expect(lines.join('')).toContain('unhandled promise rejection');
    expect(exits).toEqual([]);
  });

  it('when an exception goes uncaught, then it is logged as fatal and the process exits with 1', async () => {
    const { lines, logger } = capture();
    const exits: number[] = [];
    uninstall = installProcessGuards(logger, (code) => exits.push(code));
    process.emit('uncaughtException', new Error('boom'));
    await new Promise((r) => setImmediate(r));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 60, msg: 'uncaught exception; exiting' });
    expect(exits).toEqual([1]);
  });
});
