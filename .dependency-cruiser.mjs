/**
 * `npm run lint:cycles` (a step of `npm test`): no import cycle among the project's modules, and
 * no import against the layers of docs/architecture.md ("Layers"), type-only imports included,
 * since a cycle or an upward import through types still ties two layers together (issue 53).
 * tests/unit/lint-cycles.test.ts adds a cycle and an upward import to a copy and sees this fail.
 */

/**
 * The layers, bottom to top, each a list of path patterns (from the project's root). A module
 * may import its own layer and the layers below; never one above. What a lower layer needs from
 * above (the block registry) it is given by the module that knows the site (src/project).
 */
const LAYERS = [
  {
    name: 'content',
    paths: [
      '^src/content/',
      '^src/media/',
      // Action kinds and field types: the values the content schemas are written with.
      '^src/actions/(index|action-schema|define-action)\\.ts$',
      '^src/actions/[^/]+/definition\\.ts$',
      '^fields/(index|rules|single-line)\\.ts$',
      '^fields/[^/]+/definition\\.ts$',
    ],
  },
  {
    name: 'definitions',
    // A block's schema, and the fix it offers for its items that aged (the Needs attention
    // panel), listed in blocks/expired-fixes.ts.
    paths: [
      '^blocks/(index|expired-fixes)\\.ts$',
      '^blocks/[^/]+/(schema|expired-fix)\\.ts$',
      '^forms/',
    ],
  },
  { name: 'project', paths: ['^src/project/', '^src/scaffold/', '^src/drawings/'] },
  {
    name: 'render',
    paths: [
      '^src/(render|layout|islands|forms|email|leads|seo|pdf|gallery)/',
      '^src/entry-[^/]+$',
      '^blocks/[^/]+/(?!(schema|expired-fix)\\.ts$)',
      '^src/actions/(views|define-view)\\.ts$',
      '^src/actions/[^/]+/view\\.tsx$',
      '^fields/(views\\.ts|[^/]+\\.tsx|[^/]+/view\\.tsx)$',
    ],
  },
  { name: 'build', paths: ['^src/build/'] },
  // The deploys sit beside the team server (they share its database and Git), not above it.
  { name: 'studio', paths: ['^src/studio/', '^src/deploy/'] },
  { name: 'commands', paths: ['^src/cli/'] },
];

const upwardRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  severity: 'error',
  comment: `The ${layer.name} layer imports only its own layer and those below it (docs/architecture.md, "Layers"): pass what it needs from above as an argument.`,
  from: { path: layer.paths },
  to: { path: LAYERS.slice(index + 1).flatMap((above) => above.paths) },
}));

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
    ...upwardRules,
    {
      name: 'no-import-of-commands',
      severity: 'error',
      comment:
        'src/cli/ holds the commands: thin files that parse arguments, call and print. Nothing else imports them; what two commands share lives in a lower layer.',
      from: { pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'no-unlayered',
      severity: 'error',
      comment:
        'Every module of src/, blocks/, fields/ and forms/ belongs to a layer: add its folder to LAYERS and to the table in docs/architecture.md.',
      from: { path: '^(src|blocks|fields|forms)/', pathNot: LAYERS.flatMap((l) => l.paths) },
      to: {},
    },
    {
      name: 'no-react-below-render',
      severity: 'error',
      comment:
        'The content, definition and project layers never import React: widgets go in a view.tsx or a Component.tsx.',
      from: { path: LAYERS.slice(0, 3).flatMap((l) => l.paths) },
      to: { path: '(^|/)node_modules/(react|react-dom|react-hook-form)/' },
    },
    {
      name: 'no-page-or-form-import',
      severity: 'error',
      comment:
        'Code never imports a page or a form file: it reads content through the collections (src/content/collections.ts).',
      from: { path: '^(src|blocks|fields)/' },
      to: { path: '^(pages|forms)/' },
    },
    {
      name: 'blocks-through-the-registry',
      severity: 'error',
      comment:
        'Code outside blocks/ never imports a specific block: blocks/index.ts is the way in.',
      from: { path: '^(src|fields)/' },
      to: { path: '^blocks/[^/]+/' },
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
