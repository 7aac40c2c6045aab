/**
 * The two Vite builds of `npm run build`: the server bundle (the renderer and the prerenderer's
 * worker, no page) and the client bundle (the islands). Run in a worker thread of their own
 * (bundle-worker.ts).
 */
import type { InlineConfig, LogLevel } from 'vite';
import { productionReactRouter } from './server-react-router.ts';

export type BundleName = 'server' | 'client';

export function bundleConfig(
  name: BundleName,
  root: string,
  outDir: string,
  logLevel: LogLevel,
): InlineConfig {
  if (name === 'client') return { root, logLevel, build: { outDir } };
  return {
    root,
    logLevel,
    ...productionReactRouter(),
    build: {
      ssr: true,
      outDir,
      // The prerenderer reads the client build's copy of public/; sizes are the client's.
      copyPublicDir: false,
      reportCompressedSize: false,
      // The prerenderer's worker is bundled with the entry it renders with: plain Node runs it.
      // No hash in a chunk's name: a chunk's bytes then change with its own code alone, and
      // say which pages to render again (build-cache/render-keys.ts).
      rollupOptions: {
        input: ['src/entry-server.tsx', 'src/cli/prerender-pages.ts'],
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js' },
      },
    },
  };
}
