import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { staticSitePlugin } from './src/build/plugins/static-site.ts';
import { collectionsPlugin } from './src/build/plugins/collections.ts';
import { downloadsPlugin } from './src/build/plugins/downloads.ts';
import { inlineFaviconPlugin } from './src/build/plugins/inline-favicon.ts';
import { contentPlugin, type BuildValidation } from './src/build/plugins/content.ts';
import { outboxPlugin } from './src/email/outbox-plugin.ts';
import { islandsEntryPlugin } from './src/islands/entry-plugin.ts';
import { iconSpritePlugin } from './src/render/icon-sprite.ts';
import { studioPlugin } from './src/studio/server/plugin.ts';
import { devMediaPlugin } from './src/build/plugins/dev-media.ts';
import { schemaMarkdownPlugin } from './src/build/plugins/schema-markdown.ts';

export default defineConfig(({ command }) => {
  // The build's validation, which the content plugin makes (or is given) and the downloads
  // plugin reads.
  const validation: BuildValidation = {};
  return {
    plugins: [
      islandsEntryPlugin(),
      iconSpritePlugin(),
      contentPlugin(validation),
      collectionsPlugin(),
      downloadsPlugin(validation),
      react(),
      tailwindcss(),
      inlineFaviconPlugin(),
      staticSitePlugin(),
      outboxPlugin(),
      studioPlugin(),
      devMediaPlugin(),
      schemaMarkdownPlugin(),
    ],
    define: {
      // The footer's year is fixed at build time so server and client render the same text.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // Built pages wake island by island (src/islands/); the dev server hydrates pages whole.
      __ISLANDS__: JSON.stringify(command === 'build'),
    },
    build: {
      manifest: true,
      // No preload helper: an island's chunks load when it wakes, after the page has painted.
      modulePreload: false,
    },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // Caches and the team studio's folders are written while the dev server runs (the image
      // facts as a page is validated, say): none of them is source, so none may reload a page.
      // Nor may this checkout's scratch folder, where a build writes its bundles and the studio's
      // tests copy the project (a copy's index.html appearing reloaded every open page). By its
      // path, not `**/.tmp/**`: a copy's own dev server has its root inside one.
      watch: {
        ignored: [
          '**/.cache/**',
          '**/.studio-app/**',
          '**/.studio-data/**',
          `${fileURLToPath(new URL('.tmp/', import.meta.url))}**`,
        ],
      },
    },
  };
});
