import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    // One Chromium at a time fits a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a page shows once its app and its answers have arrived: a second
    // (vitest's default) is an idle machine's time, and a busy one took longer for the archive's count.
    expect: { poll: { timeout: 15_000 } },
  },
});
