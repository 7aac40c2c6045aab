/**
 * A second build of the site, into a folder of the test's, with build settings of its own (no
 * EmailJS, a lead endpoint…), served as `npm start` serves it. Vitest sets NODE_ENV=test, which
 * would bundle React's development build: the build is forced to production.
 */
import { execFileSync } from 'node:child_process';
import { preview, type PreviewServer } from 'vite';
import { E2E_BUILD_DATE } from './email-stand-in-client.ts';

/**
 * Builds with this process's environment less every `VITE_` setting (`dropped` names which go),
 * plus `settings`.
 */
export function buildSiteCopy(
  outDir: string,
  settings: Record<string, string>,
  dropped: (name: string) => boolean = (name) => name.startsWith('VITE_'),
) {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped(name))),
    BUILD_DATE: E2E_BUILD_DATE,
    ...settings,
    NODE_ENV: 'production',
  };
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { env, stdio: 'ignore' },
  );
}

/** Serves a built copy on `port` (0: any free one); its origin is `http://127.0.0.1:<port>`. */
export async function serveSiteCopy(
  outDir: string,
  port = 0,
): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: port !== 0 },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
