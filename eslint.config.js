import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers (ARCHITECTURE §7): src/content (parse, validate, errors) imports nothing from the
 * renderer, layout, forms or e-mail; no engine file imports a page, a form or a specific block
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
    patterns.push({
      regex: `${up(depth - 1)}(render|layout|forms|email)/`,
      message: 'src/content depends on nothing above it (render, layout, forms, email).',
    });
  }
  return patterns;
}

/** A rule set for files at one depth: static imports and `import()` alike. */
function layerRules(depth, inContent) {
  const patterns = layerPatterns(depth, inContent);
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

/** Files of the bottom layer: the validator, and the content side of the action registry. */
const CONTENT_LAYER = [
  'src/content/**/*.{ts,tsx}',
  'src/actions/*.ts',
  'src/actions/*/definition.ts',
];
const NOT_CONTENT = ['src/actions/views.ts', 'src/actions/define-view.ts'];

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

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'reports',
      '.outbox',
      'coverage',
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
);
