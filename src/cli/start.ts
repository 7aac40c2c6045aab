/**
 * `npm start`: serves the built site at http://127.0.0.1:4173 (PORT overrides), building first
 * when dist/ is missing or older than any source file. The server is the one of the team
 * studio's live site (src/content/static-site-server.ts: clean URLs, compression, `_headers`,
 * `_redirects`, 404), plus the local outbox when no EmailJS account is configured.
 */
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { isEmailConfigured } from '../email/config.ts';
import { outboxMiddleware } from '../email/outbox-plugin.ts';
import { siteHeaders } from '../content/security-headers.ts';
import { startStaticSiteServer } from '../content/static-site-server.ts';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();

const root = process.cwd();
// As `vite preview` read them: the environment, then .env files, in production mode.
const email = loadEnv('production', root, 'VITE_EMAILJS_');
const leads = loadEnv('production', root, 'VITE_LEADS_');
const dist = join(root, 'dist');
const server = await startStaticSiteServer({
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 4173),
  folders: { live: () => dist },
  defaultHeaders: () => siteHeaders(email.VITE_EMAILJS_API_ORIGIN, leads.VITE_LEADS_URL),
  before: isEmailConfigured(email)
    ? []
    : [outboxMiddleware(resolve(root, process.env.OUTBOX_DIR ?? '.outbox'), root)],
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${process.env.PORT ?? 4173} is in use: stop the other server or set PORT.`
      : `The site could not be served: ${error.message}`,
  );
  process.exit(1);
});
console.log(`  ➜  Local:   ${server.origin}/`);
