import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticSitePlugin } from './src/content/static-site-plugin.ts';
import { contentPlugin } from './src/content/vite-plugin.ts';
import { outboxPlugin } from './src/email/outbox-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), react(), tailwindcss(), staticSitePlugin(), outboxPlugin()],
  define: {
    // The footer's year is fixed at build time so server and client render the same text.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
