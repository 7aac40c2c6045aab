/**
 * `npm run screenshots`: a full-page screenshot of every route at 375 and 1280 px, written to
 * `screenshots/<width>/<route>.png` (git-ignored), so a reviewer can look at the whole site at
 * once. Builds first when dist/ is stale, serves it on a free port, drives one Chromium.
 *
 *   npm run screenshots                              every route, 375 and 1280 px
 *   npm run screenshots -- --routes /,/pricing       a few routes
 *   npm run screenshots -- --widths 320,768,1440     other widths
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.ts';
import { builtRoutes } from './built-site.ts';
import { launchBrowser } from './chromium.ts';
import { routesFromArguments, serveDist } from './serve-dist.ts';

const { values } = parseArgs({
  options: {
    routes: { type: 'string' }, // read by routesFromArguments
    widths: { type: 'string', default: '375,1280' },
    out: { type: 'string', default: 'screenshots' },
  },
});

buildIfStale();

const routes = routesFromArguments(builtRoutes());
const widths = values.widths.split(',').map(Number);
const fileName = (route: string) => (route === '/' ? 'index' : route.slice(1).replace(/\//g, '_'));

const server = await serveDist();
const { origin } = server;
const browser = await launchBrowser();

try {
  for (const width of widths) {
    const folder = join(values.out, String(width));
    mkdirSync(folder, { recursive: true });
    // Reduced motion: sections stand still where they belong instead of mid-animation.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      // Lazy images load as they come into view: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const path = join(folder, `${fileName(route)}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
