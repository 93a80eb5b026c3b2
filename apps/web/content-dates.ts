import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/**
 * The typed pages' sources: the text in English and Malayalam, and the page that sets it out. A
 * page's "Last updated" is the day the last of them changed in the repository.
 */
const SOURCES = {
  about: ['src/content/about.ts', 'src/content/ml/about.ts', 'src/app/routes/about.tsx'],
  programmes: ['src/content/programmes.ts', 'src/content/ml/programmes.ts', 'src/app/routes/program.tsx'],
  departments: ['src/content/departments.ts', 'src/content/ml/departments.ts', 'src/app/routes/department.tsx'],
  facilities: ['src/app/routes/facilities.tsx'],
  contact: ['src/content/contacts.ts', 'src/content/ml/contacts.ts', 'src/app/routes/contact.tsx'],
};

/** The day (yyyy-mm-dd) of the last commit that changed `files`; null without the repository's history. */
function lastChanged(root: string, files: readonly string[]): string | null {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  } catch {
    return null;
  }
}

/** `virtual:content-dates`: for each typed page, the day its content last changed (see SOURCES). */
export function contentDates(root: string): Plugin {
  const id = '\0content-dates';
  return {
    name: 'content-dates',
    resolveId: (source) => (source === 'virtual:content-dates' ? id : null),
    load(loading) {
      if (loading !== id) return null;
      return Object.entries(SOURCES)
        .map(([page, files]) => `export const ${page} = ${JSON.stringify(lastChanged(root, files))};`)
        .join('\n');
    },
  };
}
