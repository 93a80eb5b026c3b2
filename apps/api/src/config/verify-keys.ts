import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type VerifyKeys = {
  /** Signs new tokens. */
  current: { id: string; key: string };
  /** Every key a token may name, the current one included. */
  accepted: ReadonlyMap<string, string>;
  /** The key v1 tokens were made with; absent where none were ever printed with a real secret. */
  legacy?: string;
};

/**
 * VERIFY_KEYS, "id:secret" pairs separated by commas, newest first: the first signs, all verify.
 * To rotate, put a new pair in front and keep the old ones as long as their printouts matter.
 */
export function parseVerifyKeys(value: string): { id: string; key: string }[] | string {
  const pairs = value.split(',').map((pair) => pair.trim());
  const keys: { id: string; key: string }[] = [];
  for (const pair of pairs) {
    const at = pair.indexOf(':');
    const id = pair.slice(0, at);
    const key = pair.slice(at + 1);
    if (at < 1 || !/^[a-z0-9]{1,8}$/.test(id)) return 'each key needs an id of 1 to 8 lowercase letters or digits, then a colon';
    if (key.length < 32) return `key ${id} needs at least 32 characters`;
    if (keys.some((k) => k.id === id)) return `key id ${id} is given twice`;
    keys.push({ id, key });
  }
  return keys.length > 0 ? keys : 'give at least one id:secret pair';
}

/**
 * A demo site's key: random, made once per data directory and kept there, so its printouts still
 * verify after a restart while no other demo site (or anyone reading this code) can forge them.
 */
function demoKey(dataDir: string): string {
  const file = path.join(dataDir, 'verify-key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Made already (by an earlier start, or another process on the same directory): use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The keys for acknowledgement codes: VERIFY_KEYS where given (production requires it), else the data directory's own. */
export function verifyKeys(env: { VERIFY_KEYS?: string; SESSION_SECRET?: string }, dataDir: string): VerifyKeys {
  const parsed = env.VERIFY_KEYS ? parseVerifyKeys(env.VERIFY_KEYS) : undefined;
  const keys = Array.isArray(parsed) ? parsed : [{ id: 'demo', key: demoKey(dataDir) }];
  const [current = { id: 'demo', key: '' }] = keys;
  return {
    current,
    accepted: new Map(keys.map((k) => [k.id, k.key])),
    // Codes printed before key ids were made with the session secret: they verify while it stands.
    ...(env.SESSION_SECRET ? { legacy: `acknowledgement:${env.SESSION_SECRET}` } : {}),
  };
}
