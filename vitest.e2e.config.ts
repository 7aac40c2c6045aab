import { defineConfig } from 'vitest/config';

/**
 * The files that program the EmailJS stand-in or count what it received: they run first, one at
 * a time, with nothing else sending forms to it meanwhile. The stand-in is one server for the
 * whole run, since the build bakes its address into the site.
 */
const aloneWithTheStandIn = [
  'tests/e2e/forms.test.ts',
  'tests/e2e/resource-requests.test.ts',
  'tests/e2e/forms-leads-copy.test.ts',
  'tests/e2e/team-studio-leads-from-site.test.ts',
];

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // UI polls wait up to 10 s (default 1 s): a loaded 2-core machine can be slow to re-render.
  expect: { poll: { timeout: 10_000 } },
} as const;

export default defineConfig({
  test: {
    // The root project's setup runs once and what it provides reaches every project below.
    globalSetup: ['tests/e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e-alone',
          include: aloneWithTheStandIn,
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Two files at a time: a browser test mostly waits on Chromium and on its servers, so on
        // two cores a second file fills the gaps (one worker is Vitest's default here).
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: aloneWithTheStandIn,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
