/**
 * Shared helpers of the end-to-end tests: one browser per test file, pages that record every
 * console error (hydration warnings included) and failed request.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { framesDrawn } from './frames.ts';

export const baseUrl = () => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
}

let browser: Browser | undefined;

/** Call at the top of a test file: launches Chromium before its tests, closes it after. */
export function setupBrowser() {
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
  });
}

export async function openPage(
  path: string,
  options: { width?: number; height?: number; reducedMotion?: boolean } = {},
): Promise<WatchedPage> {
  if (!browser) throw new Error('call setupBrowser() in the test file first');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request the browser cancelled (ERR_ABORTED) is not a failure of the site: leaving a page
  // cancels what it was still fetching (an island waking as the visitor clicked a link, the
  // page a hover prefetched). A refused or unreachable request is; a missing file is a 404,
  // which the console reports.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${error}`);
  });
  watchRequests(page);
  if (path) await visit(page, baseUrl() + path);
  return { page, problems };
}

/** How many requests each page has in flight, and when that last changed. */
const traffic = new WeakMap<Page, { inFlight: number; changed: number }>();

function watchRequests(page: Page) {
  const seen = { inFlight: 0, changed: performance.now() };
  traffic.set(page, seen);
  const change = (by: number) => () => {
    seen.inFlight += by;
    seen.changed = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Resolves once the page has had no request in flight for `quietMs`: what its islands woke
 * with on arrival (a form seen at once) is in. Playwright's `networkidle` waits 500 ms after the
 * last request, at every page of every test; this waits 100 ms (20 s at most).
 */
export async function quiet(page: Page, quietMs = 100) {
  const seen = traffic.get(page);
  if (!seen) return page.waitForLoadState('networkidle');
  const until = performance.now() + 20_000;
  while (performance.now() < until) {
    if (seen.inFlight <= 0 && performance.now() - seen.changed >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Loads `url` in `page` and waits until it answers a visitor and has fetched what it woke with. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  await quiet(page);
  return response;
}

/**
 * Resolves once the page answers a visitor: its script has run (the islands runtime marks
 * <html data-hydrated>; the dev server's whole-page hydration too) and a frame has been painted
 * since. A built page's script comes once the page has loaded (or at the first sign of intent,
 * src/islands/entry-plugin.ts), and Chromium drops a wheel event that comes before the page's
 * first frame is on screen.
 */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await framesDrawn(page, 2);
}

/** The path of every script the page requests from now on, in order (a live list). */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** How wide the document is: wider than the viewport means the page scrolls sideways. */
export const documentWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);
