/**
 * `npm run lighthouse`: builds when needed, serves dist/ on 127.0.0.1 the way the host does
 * (compressed, with the headers of dist/_headers), runs Lighthouse (mobile preset, simulated
 * throttling) on every route of the sitemap, prints the four scores with LCP, TBT and CLS,
 * writes the JSON reports to reports/lighthouse/ and exits 1 when a route scores under 100 in
 * accessibility, best practices or SEO, or its layout shifts. Performance is a figure, never a
 * failure: its score is made of timings (on a shared machine, a slow hour alone took routes from
 * 98 to 88, the time going to parsing and laying out the HTML, not to scripts), so it is printed
 * beside the floor's, and routes under the bar of 95 are named.
 *
 * Beside each route it audits the floor: the same built HTML with every script and module
 * preload removed (src/cli/no-script-copy.ts), served the same way, right after the route in
 * the same run; the table prints the floor's LCP and the ratio of the two. The ratio is a figure,
 * never a failure (this machine is shared and timings vary).
 *
 *   npm run lighthouse -- --routes /,/pricing   only these routes (while working on them)
 *   npm run lighthouse -- --runs 3              median of 3 audits of each (and of its floor)
 *   npm run lighthouse -- --no-floor            skip the floor audits
 *   npm run lighthouse -- --no-photo            skip the photo-hero fixture (audited on a whole
 *                                               run, or with --routes /photo-hero)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.ts';
import { builtRoutes, distDir } from './built-site.ts';
import { chromiumPath } from './chromium.ts';
import { writeNoScriptCopy } from './no-script-copy.ts';
import { buildPhotoHeroSite, PHOTO_HERO_ROUTE } from './photo-hero-site.ts';
import { routesFromArguments, serveDist } from './serve-dist.ts';

/** Nothing on a page moves once drawn; the rounding of Lighthouse's figure aside. */
const MAX_CLS = 0.001;
/** The bar of each category; performance's is only reported (see above). */
export const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
type Category = keyof typeof MINIMUM;
const CATEGORIES = Object.keys(MINIMUM) as Category[];
/** The categories that fail the run: none is made of timings. */
const GATED = CATEGORIES.filter((id) => id !== 'performance');

interface RouteResult {
  route: string;
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** LCP of the same HTML without scripts, when measured. */
  floorLcp?: number;
  floorPerformance?: number;
  failing: string[];
  /** The HTML of the element Lighthouse took as the largest paint (its start). */
  lcpElement: string;
}

const scoreOf = (
  lhr: { categories: Record<string, { score: number | null } | undefined> },
  id: Category,
) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '__'));

const ratio = (r: RouteResult) => (r.floorLcp ? r.lcp / r.floorLcp : NaN);

function table(results: RouteResult[]): string {
  const width = Math.max(5, ...results.map((r) => r.route.length));
  const lines = [
    `| ${'route'.padEnd(width)} | perf | a11y | best practices | SEO | LCP (s) | no-JS LCP (s) | LCP / no-JS | no-JS perf | TBT (ms) | CLS   |`,
    `| ${'-'.repeat(width)} | ---: | ---: | -------------: | --: | ------: | ------------: | ----------: | ---------: | -------: | ----: |`,
  ];
  for (const r of results) {
    const floor = r.floorLcp === undefined ? '-' : (r.floorLcp / 1000).toFixed(2);
    const floorPerformance = r.floorPerformance === undefined ? '-' : String(r.floorPerformance);
    lines.push(
      `| ${r.route.padEnd(width)} | ${String(r.scores.performance).padStart(4)} | ${String(r.scores.accessibility).padStart(4)} | ${String(r.scores['best-practices']).padStart(14)} | ${String(r.scores.seo).padStart(3)} | ${(r.lcp / 1000).toFixed(2).padStart(7)} | ${floor.padStart(13)} | ${(Number.isNaN(ratio(r)) ? '-' : ratio(r).toFixed(2)).padStart(11)} | ${floorPerformance.padStart(10)} | ${Math.round(r.tbt).toString().padStart(8)} | ${r.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

/** The snippet of the largest paint's element, from the audit of that name. */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

const warm = async (url: string) => {
  await (await fetch(url)).arrayBuffer();
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
};

/** A built site served for the audits, and its floor (the same HTML without scripts). */
interface ServedSite {
  origin: string;
  floorOrigin?: string;
  close: () => Promise<void>;
}

async function serveWithFloor(dist: string, floorDir: string, withFloor: boolean) {
  const site = await serveDist(dist);
  if (withFloor) writeNoScriptCopy(dist, floorDir);
  const floor = withFloor ? await serveDist(floorDir) : undefined;
  return {
    origin: site.origin,
    floorOrigin: floor?.origin,
    close: async () => {
      await site.close();
      await floor?.close();
    },
  } satisfies ServedSite;
}

async function main() {
  const started = performance.now();
  // CHROME_PATH is what Lighthouse's own tools read; else the Chromium the tests use.
  const chromePath = process.env.CHROME_PATH ?? chromiumPath();
  if (!chromePath) throw new Error('No Chromium found: set CHROME_PATH (or CHROMIUM_PATH).');
  buildIfStale();
  // `--routes /photo-hero` names the fixture: it is audited on a whole run or when named.
  const named = routesFromArguments([...builtRoutes(), PHOTO_HERO_ROUTE]);
  const routes = named.filter((route) => route !== PHOTO_HERO_ROUTE);
  const withPhoto = !process.argv.includes('--no-photo') && named.includes(PHOTO_HERO_ROUTE);
  const runs = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1);
  const withFloor = !process.argv.includes('--no-floor');
  const out = join(process.cwd(), 'reports', 'lighthouse');
  mkdirSync(out, { recursive: true });
  const served: ServedSite[] = [];
  const photoSite = withPhoto ? await buildPhotoHeroSite() : undefined;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const results: RouteResult[] = [];
  let version = '';
  const benchmarks: number[] = [];
  const audit = async (url: string) => {
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    return runnerResult.lhr;
  };
  // A run whose trace recording failed (e.g. NO_NAVSTART on a busy machine) measured nothing:
  // run it again rather than report a score of 0.
  const measure = async (url: string) => {
    let lhr = await audit(url);
    for (let attempt = 1; lhr.runtimeError && attempt < 3; attempt += 1) {
      console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
      lhr = await audit(url);
    }
    return lhr;
  };
  const lcpOf = (lhr: Awaited<ReturnType<typeof audit>>) =>
    lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  const auditRoute = async (route: string, site: ServedSite, label = route) => {
    // The route and its floor alternate, run after run, so both see the same machine load.
    // A page's first answer is slower (its file read and compressed the first time), and the
    // simulation takes the observed server time into its estimate: ask for it once first.
    await warm(site.origin + route);
    if (site.floorOrigin) await warm(site.floorOrigin + route);
    const audits: Awaited<ReturnType<typeof audit>>[] = [];
    const floors: Awaited<ReturnType<typeof audit>>[] = [];
    for (let run = 0; run < runs; run += 1) {
      audits.push(await measure(site.origin + route));
      if (site.floorOrigin) floors.push(await measure(site.floorOrigin + route));
    }
    audits.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
    const lhr = audits[audits.length >> 1]!;
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
      route: label,
      scores,
      // Medians of the runs: LCP and its floor each on their own.
      lcp: median(audits.map(lcpOf)),
      floorLcp: floors.length ? median(floors.map(lcpOf)) : undefined,
      floorPerformance: floors.length
        ? median(floors.map((floor) => scoreOf(floor, 'performance')))
        : undefined,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing,
      lcpElement: lcpElementOf(lhr),
    });
    console.log(
      `${label}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}${failing.length ? `\n  ${failing.join('\n  ')}` : ''}`,
    );
  };
  try {
    const site = await serveWithFloor(distDir, join(out, 'no-script-site'), withFloor);
    served.push(site);
    for (const route of routes) await auditRoute(route, site);
    if (photoSite) {
      const photo = await serveWithFloor(photoSite.dist, join(out, 'no-script-photo'), withFloor);
      served.push(photo);
      await auditRoute(PHOTO_HERO_ROUTE, photo, `${PHOTO_HERO_ROUTE} (fixture)`);
    }
  } finally {
    await chrome.kill();
    for (const site of served) await site.close();
    photoSite?.remove();
  }
  writeFileSync(join(out, 'summary.json'), JSON.stringify(results, null, 2));
  const seconds = Math.round((performance.now() - started) / 1000);
  const benchmark = Math.round(benchmarks.sort((a, b) => a - b)[benchmarks.length >> 1] ?? 0);
  console.log(
    `\nLighthouse ${version}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${results.length} routes in ${seconds} s; machine benchmark index ${benchmark}\n`,
  );
  console.log(table(results));
  const ratios = results.map(ratio).filter((value) => !Number.isNaN(value));
  if (ratios.length) {
    console.log(
      `\nLCP / no-JS LCP: median ${median(ratios).toFixed(2)}, worst ${Math.max(...ratios).toFixed(2)} (goal ≤ 1.05); ${runs} run${runs === 1 ? '' : 's'} per route and floor, side by side`,
    );
  }
  // The fixture measures a photo hero only if the photo is what paints largest.
  const photo = results.find((r) => r.route.startsWith(PHOTO_HERO_ROUTE));
  const photoProblem =
    photo && !/^<img [^>]*photo-hero-/.test(photo.lcpElement)
      ? `the largest paint of ${PHOTO_HERO_ROUTE} is not its hero photo: ${photo.lcpElement.slice(0, 120)}`
      : '';
  if (photo) {
    console.log(
      `Photo hero: LCP / no-JS LCP ${ratio(photo).toFixed(2)}, CLS ${photo.cls.toFixed(3)}, largest paint ${photo.lcpElement.slice(0, 70)}…`,
    );
  }
  if (photoProblem) console.error(`\n${photoProblem}`);
  const slow = results.filter((r) => r.scores.performance < MINIMUM.performance);
  if (slow.length) {
    console.log(
      `\nPerformance under ${MINIMUM.performance} (a figure, not a failure; compare the floor's column): ${slow.map((r) => `${r.route} ${r.scores.performance}`).join(', ')}`,
    );
  }
  const below = results.filter((r) => GATED.some((id) => r.scores[id] < MINIMUM[id]));
  if (below.length) {
    console.error(
      `\nBelow the bar (accessibility, best practices and SEO 100): ${below.map((r) => r.route).join(', ')}`,
    );
  }
  // Width and height on every picture and no late content: a shift is a defect, not a timing.
  const shifting = results.filter((r) => !(r.cls <= MAX_CLS));
  if (shifting.length) {
    console.error(
      `\nLayout shifts (CLS above ${MAX_CLS}): ${shifting.map((r) => `${r.route} ${r.cls.toFixed(3)}`).join(', ')}`,
    );
  }
  if (below.length || shifting.length || photoProblem) process.exit(1);
}

await main();
