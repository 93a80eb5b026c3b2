import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's modules: the app and its libraries load once per worker, not once
    // per file (which took about half of the run's time). No test replaces a module, and each
    // builds its own app on its own database.
    isolate: false,
    // The object store's SDK warns on Node 20 about its releases of 2027; the runtime is chosen in
    // .ci/run and the README, not in a test's output.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
