/**
 * `npm run lighthouse`: builds when needed, serves dist/ on 127.0.0.1 the way the host does
 * (compressed, with the headers of dist/_headers), runs Lighthouse (mobile preset, simulated
 * throttling) on every route of the sitemap, prints the four scores with LCP, TBT and CLS,
 * writes the JSON reports to reports/lighthouse/ and exits 1 when a route scores under 100 in
 * accessibility, best practices or SEO, or under 95 in performance.
 *
 *   npm run lighthouse -- --routes /,/pricing   only these routes (while working on them)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.ts';
import { builtRoutes } from './built-site.ts';
import { chromiumPath } from './chromium.ts';
import { routesFromArguments, serveDist } from './serve-dist.ts';

export const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
type Category = keyof typeof MINIMUM;
const CATEGORIES = Object.keys(MINIMUM) as Category[];

interface RouteResult {
  route: string;
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

const scoreOf = (
  lhr: { categories: Record<string, { score: number | null } | undefined> },
  id: Category,
) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '__'));

function table(results: RouteResult[]): string {
  const width = Math.max(5, ...results.map((r) => r.route.length));
  const lines = [
    `| ${'route'.padEnd(width)} | perf | a11y | best practices | SEO | LCP (s) | TBT (ms) | CLS   |`,
    `| ${'-'.repeat(width)} | ---: | ---: | -------------: | --: | ------: | -------: | ----: |`,
  ];
  for (const r of results) {
    lines.push(
      `| ${r.route.padEnd(width)} | ${String(r.scores.performance).padStart(4)} | ${String(r.scores.accessibility).padStart(4)} | ${String(r.scores['best-practices']).padStart(14)} | ${String(r.scores.seo).padStart(3)} | ${(r.lcp / 1000).toFixed(2).padStart(7)} | ${Math.round(r.tbt).toString().padStart(8)} | ${r.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const started = performance.now();
  // CHROME_PATH is what Lighthouse's own tools read; else the Chromium the tests use.
  const chromePath = process.env.CHROME_PATH ?? chromiumPath();
  if (!chromePath) throw new Error('No Chromium found: set CHROME_PATH (or CHROMIUM_PATH).');
  buildIfStale();
  const routes = routesFromArguments(builtRoutes());
  const server = await serveDist();
  const { origin } = server;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const out = join(process.cwd(), 'reports', 'lighthouse');
  mkdirSync(out, { recursive: true });
  const results: RouteResult[] = [];
  let version = '';
  const benchmarks: number[] = [];
  const audit = async (route: string) => {
    const runnerResult = await lighthouse(origin + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${route}`);
    return runnerResult.lhr;
  };
  // A run whose trace recording failed (e.g. NO_NAVSTART on a busy machine) measured nothing:
  // run it again rather than report a score of 0.
  const measure = async (route: string) => {
    let lhr = await audit(route);
    for (let attempt = 1; lhr.runtimeError && attempt < 3; attempt += 1) {
      console.warn(`${route}: ${lhr.runtimeError.code}, running again`);
      lhr = await audit(route);
    }
    return lhr;
  };
  try {
    for (const route of routes) {
      let lhr = await measure(route);
      // Performance is timed, and this machine is shared: when a route misses the bar, audit
      // it twice more and keep the median run, as Lighthouse's own docs advise. The other
      // categories do not vary between runs.
      if (scoreOf(lhr, 'performance') < MINIMUM.performance) {
        const runs = [lhr, await measure(route), await measure(route)];
        runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
        lhr = runs[1]!;
      }
      version = lhr.lighthouseVersion;
      benchmarks.push(lhr.environment.benchmarkIndex);
      writeFileSync(join(out, `${slug(route)}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(lhr, id)])) as Record<
        Category,
        number
      >;
      // The audits that cost points, so a failure says what to fix.
      const failing = CATEGORIES.filter((id) => scores[id] < MINIMUM[id]).flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? 'failed'})`),
      );
      results.push({
        route,
        scores,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing,
      });
      console.log(
        `${route}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}${failing.length ? `\n  ${failing.join('\n  ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  writeFileSync(join(out, 'summary.json'), JSON.stringify(results, null, 2));
  const seconds = Math.round((performance.now() - started) / 1000);
  const benchmark = Math.round(benchmarks.sort((a, b) => a - b)[benchmarks.length >> 1] ?? 0);
  console.log(
    `\nLighthouse ${version}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${results.length} routes in ${seconds} s; machine benchmark index ${benchmark}\n`,
  );
  console.log(table(results));
  const below = results.filter((r) => CATEGORIES.some((id) => r.scores[id] < MINIMUM[id]));
  if (below.length) {
    console.error(
      `\nBelow the bar (perf ≥ ${MINIMUM.performance}, the rest 100): ${below.map((r) => r.route).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
