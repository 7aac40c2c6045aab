import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers (ARCHITECTURE §7): src/content (parse, validate, errors) imports nothing from the
 * renderer, layout, forms or e-mail, nor React, and of fields/ only the definitions (so do
 * action and field definitions); no engine file imports a page, a form or a specific block
 * folder (blocks/index.ts, the registry, is the way in). Import paths are relative, so the
 * patterns depend on how deep a file sits: one config per depth of src/.
 */
const up = (levels) => `^(\\.\\./){${levels}}`;

function layerPatterns(depth, inContent) {
  // `depth` folders below the project root: src/a.ts is 1, src/content/b.ts is 2.
  const root = up(depth);
  const patterns = [
    {
      regex: `${root}(pages|forms)/|^/(pages|forms)/`,
      message:
        'Engine files never import a page or form file: read content through the collections (src/content/collections.ts).',
    },
    {
      regex: `${root}blocks/(?!index\\.ts$)[^/]+/|^/blocks/(?!index\\.ts$)[^/]+/`,
      message: 'Engine files never import a specific block: use the registry, blocks/index.ts.',
    },
  ];
  if (inContent) {
    patterns.push(
      {
        regex: `${up(depth - 1)}(render|layout|forms|email)/`,
        message: 'src/content depends on nothing above it (render, layout, forms, email).',
      },
      ...definitionPatterns(`${root}fields/`),
    );
  }
  return patterns;
}

/**
 * What the bottom layer (src/content, action and field definitions) never imports besides:
 * React, and a field's widget side (`fields` is the path of fields/ from the file).
 */
function definitionPatterns(fields) {
  return [
    {
      regex: '^react($|/|-dom|-hook-form)',
      message: 'src/content and the definitions never import React: widgets go in a view.tsx.',
    },
    {
      regex: `${fields}(.+\\.tsx|views\\.ts)$`,
      message:
        'The bottom layer reads field definitions (fields/index.ts, fields/<type>/definition.ts), never a widget (a .tsx file, fields/views.ts).',
    },
  ];
}

/** Rules that refuse these imports: static imports and `import()` alike. */
function restrict(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal.source[value=/${regex.replace(/\//g, '\\/')}/]`,
        message,
      })),
    ],
  };
}

/** The rule set for files at one depth of src/. */
const layerRules = (depth, inContent) => restrict(layerPatterns(depth, inContent));

/** Files of the bottom layer: the validator, and the content side of the action registry. */
const CONTENT_LAYER = [
  'src/content/**/*.{ts,tsx}',
  'src/actions/*.ts',
  'src/actions/*/definition.ts',
];
// Type declarations of the build's virtual modules describe React components it makes.
const NOT_CONTENT = ['src/actions/views.ts', 'src/actions/define-view.ts', 'src/**/*.d.ts'];

const layerConfigs = [1, 2, 3, 4].flatMap((depth) => {
  const atDepth = `src/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
  return [
    { files: [atDepth], rules: layerRules(depth, false) },
    // Bottom-layer files at that depth (both patterns must match): the stricter set wins.
    {
      files: CONTENT_LAYER.map((layer) => [atDepth, layer]),
      ignores: NOT_CONTENT,
      rules: layerRules(depth, true),
    },
  ];
});

/** Field type definitions (fields/*.ts, fields/<type>/definition.ts): the bottom layer too. */
const fieldDefinitionRules = (depth) =>
  restrict([
    {
      regex: `${up(depth)}src/(render|layout|forms|email)/`,
      message:
        'A field definition depends on nothing above src/content (render, layout, forms, email).',
    },
    // Any path within fields/: './parts.tsx', '../views.ts', './view.tsx'.
    ...definitionPatterns('^(\\.\\.?/)+'),
  ]);
const fieldDefinitionConfigs = [
  { files: ['fields/*.ts'], ignores: ['fields/views.ts'], rules: fieldDefinitionRules(1) },
  { files: ['fields/*/definition.ts'], rules: fieldDefinitionRules(2) },
];

/**
 * What the site's components read of the router: the page's location through
 * src/render/page-location.ts, links through SiteLink, so the prerender knows which islands'
 * HTML depends on the page's URL. The studio's own app is never prerendered.
 */
const ROUTER_READS = [
  'useLocation',
  'useSearchParams',
  'useParams',
  'useMatch',
  'useMatches',
  'useResolvedPath',
  'useHref',
  'useLinkClickHandler',
  'NavLink',
  'Link',
];
const routerReadConfig = {
  files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'fields/**/*.{ts,tsx}'],
  ignores: ['src/render/page-location.ts', 'src/render/SiteLink.tsx', 'src/studio/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: ['react-router-dom', 'react-router'].map((name) => ({
          name,
          importNames: ROUTER_READS,
          message:
            'Read the location with usePageLocation (src/render/page-location.ts) and link with SiteLink: the prerender shares the HTML of islands that do not read it.',
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'reports',
      '.outbox',
      'coverage',
      // Scratch space: the build's old output waits there to be deleted (build-old-output.ts).
      '.tmp',
      // The build's caches (src/media/cache-dir.ts).
      '.cache',
      // The team studio's built app and its data folder (src/studio/team/server/app-build.ts).
      '.studio-app',
      '.studio-data',
      // Compiles only inside a project copy (tests/e2e/extension-points.test.ts).
      'tests/fixtures/extension-points',
      'tests/fixtures/render-failure',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerConfigs,
  ...fieldDefinitionConfigs,
  routerReadConfig,
);
