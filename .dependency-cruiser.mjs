/**
 * `npm run lint:cycles` (a step of `npm test`): no import cycle among the project's modules,
 * type-only imports included, since a cycle through types still ties two layers together
 * (issue 53). tests/unit/lint-cycles.test.ts adds a cycle to a copy and sees this fail.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a lower module, or pass it in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: `import type` ties modules together as much as any import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.generated\\.' },
  },
};
