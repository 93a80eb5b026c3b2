import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build folder for a test: each file (path inside the build → its text) written to a new
 * temporary folder, with the folders it needs. `remove` takes it away after the test.
 */
export function testDist(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-dist-'));
  for (const [name, text] of Object.entries(files)) {
    const at = path.join(dir, name);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
