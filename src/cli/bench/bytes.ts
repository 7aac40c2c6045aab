/**
 * `npm run bench:bytes`: what the browser really loads and how fast it moves, measured in
 * Chromium over the built site (built first when stale, served like `npm start`).
 *
 * 1. Per route, the JavaScript fetched before the first interaction (the page loaded, hydrated
 *    and the network quiet): transferred (headers included), the body as served (compressed as
 *    the server chose: brotli from `vite preview`), gzip -9 (as `npm run size` counts) and decoded.
 * 2. The same for a visit: read `/`, click the header's link to `/pricing`, open the consultation
 *    form by the header's button; each step's new JavaScript and the total.
 * 3. Click-to-painted time of a few navigations (hover the link, wait for the prefetch, click;
 *    until a frame after the new page's h1 is in the DOM), median and p95 over several runs, as
 *    the site handles the click (built pages: a plain page load the hover prefetched) and as
 *    a page load forced before any handler runs (the reference).
 *
 *   npm run bench:bytes -- --routes /,/pricing   only these routes in the first table
 *   npm run bench:bytes -- --runs 9              runs per navigation (default 7)
 *   npm run bench:bytes -- --cpu 4               CPU slowed down 4× for the navigations
 *   npm run bench:bytes -- --profile --cpu 4     instead: where the first load's main-thread
 *                                                time goes (of `/`, or of --routes)
 *   npm run bench:bytes -- --studio              instead: the studio app's bytes before the
 *                                                sign-in page, the editor and the Leads
 *                                                workspace, against `main` (studio-bytes.ts)
 */
import type { BrowserContext, Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../build-if-stale.ts';
import { builtRoutes } from '../built-site.ts';
import { launchBrowser } from '../chromium.ts';
import { clickToPaint, NAVIGATIONS, type PaintTimes } from './click-to-paint.ts';
import { profileFirstLoad } from './main-thread.ts';
import { studioBytes } from './studio-bytes.ts';
import { routesFromArguments, serveDist } from '../serve-dist.ts';

interface ScriptBytes {
  files: number;
  transferred: number;
  served: number;
  /** gzip -9 of the decoded body, the way `npm run size` counts. */
  gzip: number;
  decoded: number;
  encoding: string;
}

/** Records every script response of a page; `take()` returns (and forgets) those seen so far. */
function scriptRecorder(page: Page) {
  const seen = new Set<string>();
  const pending: Promise<ScriptBytes>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || seen.has(request.url())) return;
    seen.add(request.url());
    pending.push(
      (async () => {
        const [sizes, body, headers] = await Promise.all([
          request.sizes(),
          response.body(),
          response.allHeaders(),
        ]);
        return {
          files: 1,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          served: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          decoded: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  return async () => sum(await Promise.all(pending.splice(0)));
}

function sum(list: ScriptBytes[]): ScriptBytes {
  const encodings = [...new Set(list.map((item) => item.encoding))];
  return {
    files: list.reduce((total, item) => total + item.files, 0),
    transferred: list.reduce((total, item) => total + item.transferred, 0),
    served: list.reduce((total, item) => total + item.served, 0),
    gzip: list.reduce((total, item) => total + item.gzip, 0),
    decoded: list.reduce((total, item) => total + item.decoded, 0),
    encoding: encodings.join('+') || '-',
  };
}

/** Loaded, hydrated (the layout marks <html data-hydrated>) and the network quiet. */
async function settled(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function bytesTable(rows: [string, ScriptBytes][]): string {
  const width = Math.max(5, ...rows.map(([label]) => label.length));
  return [
    `| ${'route'.padEnd(width)} | files | transferred kB | served kB | as served | gzip kB | decoded kB |`,
    `| ${'-'.repeat(width)} | ----: | -------------: | --------: | --------- | ------: | ---------: |`,
    ...rows.map(
      ([label, b]) =>
        `| ${label.padEnd(width)} | ${String(b.files).padStart(5)} | ${kb(b.transferred).padStart(14)} | ${kb(b.served).padStart(9)} | ${b.encoding.padEnd(9)} | ${kb(b.gzip).padStart(7)} | ${kb(b.decoded).padStart(10)} |`,
    ),
  ].join('\n');
}

async function firstLoadBytes(context: BrowserContext, origin: string, route: string) {
  const page = await context.newPage();
  const take = scriptRecorder(page);
  await page.goto(origin + route);
  await settled(page);
  const bytes = await take();
  await page.close();
  return bytes;
}

/** Read `/`, click through to `/pricing`, open the consultation form: each step's new scripts. */
async function visitBytes(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const take = scriptRecorder(page);
  const steps: [string, ScriptBytes][] = [];
  await page.goto(origin + '/');
  await settled(page);
  steps.push(['read /', await take()]);
  const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Pricing',
  });
  await pricing.hover();
  await pricing.click();
  await page.waitForURL('**/pricing');
  await page.getByRole('heading', { level: 1, name: /pricing/i }).waitFor();
  await page.waitForLoadState('networkidle');
  steps.push(['→ /pricing (link)', await take()]);
  await page.getByRole('banner').getByRole('button', { name: 'Free Strategy Call' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  steps.push(['+ consultation form', await take()]);
  await page.close();
  steps.push(['visit total', sum(steps.map(([, bytes]) => bytes))]);
  return steps;
}

function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number ≥ 1`);
  return value;
}

const ms = (value: number) => value.toFixed(0);

function paintTable(results: PaintTimes[]): string {
  const width = Math.max(10, ...results.map((r) => r.label.length));
  return [
    `| ${'navigation'.padEnd(width)} | click median ms | click p95 ms | forced load median ms | forced load p95 ms |`,
    `| ${'-'.repeat(width)} | ---------------: | ------------: | ------------------: | ---------------: |`,
    ...results.map(
      (r) =>
        `| ${r.label.padEnd(width)} | ${ms(r.click.median).padStart(15)} | ${ms(r.click.p95).padStart(12)} | ${ms(r.fullLoad.median).padStart(21)} | ${ms(r.fullLoad.p95).padStart(18)} |`,
    ),
  ].join('\n');
}

async function main() {
  if (process.argv.includes('--studio')) return studioBytes(process.cwd(), process.argv);
  buildIfStale();
  const runs = numberArgument('--runs', 7);
  const cpu = numberArgument('--cpu', 1);
  const profile = process.argv.includes('--profile');
  const routes =
    profile && !process.argv.includes('--routes') ? ['/'] : routesFromArguments(builtRoutes());
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    if (profile) {
      for (const route of routes) {
        console.log(await profileFirstLoad(browser, server.origin, route, cpu), '\n');
      }
      return;
    }
    const rows: [string, ScriptBytes][] = [];
    for (const route of routes) {
      // A fresh context per route: an empty cache, as a first visit.
      const context = await browser.newContext();
      rows.push([route, await firstLoadBytes(context, server.origin, route)]);
      await context.close();
    }
    console.log('JavaScript before the first interaction, per route (1 kB = 1000 bytes)\n');
    console.log(bytesTable(rows));

    const context = await browser.newContext();
    const visit = await visitBytes(context, server.origin);
    await context.close();
    console.log('\nThe visit: / → /pricing → consultation form (new JavaScript per step)\n');
    console.log(bytesTable(visit));

    const paints: PaintTimes[] = [];
    for (const navigation of NAVIGATIONS) {
      paints.push(await clickToPaint(browser, server.origin, navigation, { runs, cpu }));
    }
    console.log(
      `\nClick to painted h1, after the hover prefetch: ${runs} runs each` +
        `${cpu > 1 ? `, CPU ${cpu}× slower` : ''} (click: the link as the site handles it; forced load: location.assign before any handler)\n`,
    );
    console.log(paintTable(paints));
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
