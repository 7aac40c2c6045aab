/**
 * Builds the site once and serves dist/ with `vite preview` (the same server as `npm start`)
 * on a free port for every end-to-end test file. Set E2E_SKIP_BUILD=1 to reuse an existing dist/.
 * The build sends form e-mail to a local EmailJS stand-in (email-stand-in.ts) started here.
 */
import { execSync } from 'node:child_process';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../src/cli/chromium.ts';
import { E2E_BUILD_DATE, E2E_EMAIL_ENV } from './email-stand-in-client.ts';
import { startEmailStandIn } from './email-stand-in.ts';

let server: PreviewServer | undefined;

export default async function setup(project: TestProject) {
  if (!chromiumPath()) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  const standIn = await startEmailStandIn();
  if (!process.env.E2E_SKIP_BUILD) {
    execSync('npm run build', {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build:
      // the tests must see the production build that ships.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...E2E_EMAIL_ENV,
        VITE_EMAILJS_API_ORIGIN: standIn.url,
        BUILD_DATE: E2E_BUILD_DATE,
        // The tests fill a form faster than a person: the too-fast check (src/leads/
        // spam-check.ts) is tested by forms-leads-copy.test.ts, on a build of its own.
        VITE_FORMS_MIN_FILL_MS: '0',
      },
    });
  }
  server = await preview({
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('emailStandIn', standIn.url);
  return async () => {
    await server?.close();
    await standIn.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Origin of the EmailJS stand-in the site was built against. */
    emailStandIn: string;
  }
}
