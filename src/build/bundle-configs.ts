/**
 * The two Vite builds of `npm run build`: the server bundle (the renderer and the prerenderer's
 * worker, no page) and the client bundle (the islands). Run in a worker thread of their own
 * (bundle-worker.ts).
 */
import type { InlineConfig, LogLevel } from 'vite';
import type { ValidatedBuild } from '../project/validated-project.ts';
import { productionReactRouter } from './server-react-router.ts';

export type BundleName = 'server' | 'client';

/**
 * Pure JavaScript packages compiled into the server bundle rather than imported from
 * node_modules: each process that renders (a prerender worker; the build itself after a
 * one-page edit) otherwise loads their few hundred modules one by one, a tenth of a one-page
 * build. React and react-dom too, with their production builds (NODE_ENV is defined below):
 * Node resolved, lexed for their exports and compiled their CommonJS files at each start
 * (0.96x of a one-page build); the one copy in the bundle is the one every component uses.
 */
const COMPILED_INTO_SERVER = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  'cookie',
  'set-cookie-parser',
  '@emailjs/browser',
  'react',
  'react-dom',
  'scheduler',
];

/**
 * `validated`: the build's validation, which the content plugin reads from the config
 * (`validatedBuild`) rather than validating again.
 */
export function bundleConfig(
  name: BundleName,
  root: string,
  outDir: string,
  logLevel: LogLevel,
  validated: ValidatedBuild,
): InlineConfig {
  // No gzipped sizes in the log: compressing every chunk for a table is CPU the build's other
  // threads want, and `npm run size` measures what each route's first load fetches, gzipped.
  if (name === 'client')
    return {
      root,
      logLevel,
      validatedBuild: validated,
      build: { outDir, reportCompressedSize: false },
    };
  const router = productionReactRouter();
  return {
    root,
    logLevel,
    validatedBuild: validated,
    ...router,
    ssr: { noExternal: [...router.ssr.noExternal, ...COMPILED_INTO_SERVER] },
    // React's entry files choose their build by NODE_ENV: only the production one is compiled in.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir,
      // The prerenderer reads the client build's copy of public/; sizes are the client's.
      copyPublicDir: false,
      reportCompressedSize: false,
      // The prerenderer's worker is bundled with the entry it renders with: plain Node runs it.
      // No hash in a chunk's name: a chunk's bytes then change with its own code alone, and
      // say which pages to render again (cache/render-keys.ts). CommonJS, which V8's
      // code cache can serve (server-bundle.ts).
      rollupOptions: {
        input: ['src/entry-server.tsx', 'src/build/prerender-pages.ts'],
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunks/[name].cjs',
        },
      },
    },
  };
}
