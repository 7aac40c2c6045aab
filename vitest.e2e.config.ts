import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // UI polls wait up to 10 s (default 1 s): a loaded 2-core machine can be slow to re-render.
    expect: { poll: { timeout: 10_000 } },
  },
});
