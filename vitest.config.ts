import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: [
        'tests/unit/**/*.test.{ts,tsx}',
        'blocks/**/*.test.{ts,tsx}',
        'src/**/*.test.{ts,tsx}',
      ],
      // Most tests check Node code (the validator, the build, the servers): a file that renders
      // into a DOM says so in its first line (`// @vitest-environment jsdom`). jsdom's set-up
      // costs about 0.8 s a file here, and 74 files never used it.
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
      // A file per core, not Vitest's default of one fewer: many of these files wait on a
      // process they started (a build, a server, git), so on two cores two files halve the run.
      maxWorkers: '100%',
      // Two files at a time share the two cores, so a test's time can double: several that start
      // a server or a worker take 2 to 5 s alone (the media API's first, 5.2 s), over Vitest's
      // default of 5 s. A hung test still fails, at 20 s.
      testTimeout: 20_000,
    },
  }),
);
