import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (which folder may import which) are held by `npm run lint:cycles`
 * (.dependency-cruiser.mjs), not here.
 *
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
  routerReadConfig,
);
