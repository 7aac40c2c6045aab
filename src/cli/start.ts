/**
 * `npm start`: serves the built site at http://127.0.0.1:4173 (PORT overrides), building first
 * when dist/ is missing or older than any source file.
 */
import { preview } from 'vite';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();

const server = await preview({
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1', strictPort: true },
});
server.printUrls();
