import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticSitePlugin } from './src/content/static-site-plugin.ts';
import { collectionsPlugin } from './src/content/collections-plugin.ts';
import { downloadsPlugin } from './src/content/downloads-plugin.ts';
import { contentPlugin } from './src/content/vite-plugin.ts';
import { outboxPlugin } from './src/email/outbox-plugin.ts';
import { iconSpritePlugin } from './src/render/icon-sprite.ts';
import { studioPlugin } from './src/studio/server/plugin.ts';

export default defineConfig({
  plugins: [
    iconSpritePlugin(),
    contentPlugin(),
    collectionsPlugin(),
    downloadsPlugin(),
    react(),
    tailwindcss(),
    staticSitePlugin(),
    outboxPlugin(),
    studioPlugin(),
  ],
  define: {
    // The footer's year is fixed at build time so server and client render the same text.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // `ISLANDS=1 npm run build`: pages wake island by island instead of hydrating whole.
    __ISLANDS__: JSON.stringify(process.env.ISLANDS === '1'),
  },
  build: {
    manifest: true,
    // No preload helper in the entry: the prerendered HTML already lists each page's chunks,
    // and src/render/prefetch-routes.ts loads a page's chunks when a link to it is hovered.
    modulePreload: false,
    // The islands runtime: the only script of a page built with islands (src/islands/).
    rollupOptions: { input: ['index.html', 'src/islands/runtime.ts'] },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
