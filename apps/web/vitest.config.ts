import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentDates } from './content-dates.ts';
import { linguiMacro } from './vite.config.ts';

export default defineConfig({
  plugins: [
    react(),
    babel(linguiMacro),
    lingui({ cwd: path.dirname(fileURLToPath(import.meta.url)) }),
    contentDates(path.dirname(fileURLToPath(import.meta.url))),
  ],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
  },
});
