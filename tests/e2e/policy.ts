/**
 * The Content-Security-Policy the build shipped (dist/_headers), and pages opened with a recorder
 * of its violations installed before any script runs: csp.test.ts checks the policy itself,
 * every-button.test.ts checks every route and every control under it.
 */
import type { Page } from 'playwright-core';
import { readDist } from '../../src/cli/built-site.ts';
import { headersForPath, parseHeadersFile } from '../../src/content/security-headers.ts';
import { baseUrl, openPage, visit } from './harness.ts';

export const shippedHeaders = () => parseHeadersFile(readDist('_headers'));

/** The policy every page is sent with. */
export const shippedPolicy = () =>
  headersForPath(shippedHeaders(), '/')['Content-Security-Policy'] ?? '';

/** Opens a route with a recorder of CSP violations installed before any script runs. */
export async function openUnderPolicy(route: string, width = 1280) {
  const watched = await openPage('', { width });
  await watched.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const response = await visit(watched.page, baseUrl() + route);
  return { ...watched, response };
}

/** The violations the page has had since it opened. */
export const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
