import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module: the same answer whether the code
 * runs from src/ under tsx or bundled into dist/.
 */
export function apiPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api package.json not found');
    dir = parent;
  }
  return dir;
}
