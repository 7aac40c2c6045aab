/**
 * Writes dist/<route>/index.html for every page, dist/404.html, dist/sitemap.xml and
 * dist/robots.txt (site-files.ts). Runs after the client and server builds, from `npm run build`
 * (src/build/build-site.ts), on the build's validation (a ValidatedBuild).
 *
 * A page whose key (src/build/cache/render-keys.ts) matches the last build's comes from the
 * build cache; the others render in parallel: one worker thread per core (PRERENDER_WORKERS
 * overrides it), each running dist-ssr/prerender-pages.cjs (src/build/prerender-pages.ts) on its
 * share of the routes, or this thread for a few pages (a worker's start-up costs more). The
 * server bundle renders the module data of each page that it is handed (no page is compiled
 * into it). This thread then lets the Content-Security-Policy run exactly the inline scripts
 * the pages contain (the cached pages' are recorded), and writes the sitemap.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { formIdFromFile, htmlFileForRoute, routeFromPageFile } from '../content/route-path.ts';
import type { Site } from '../content/site-schema.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import type { DownloadLink } from '../content/download-link.ts';
import type { ProvidedPages } from '../content/prerender-page-source.ts';
import type * as ServerEntry from '../entry-server.tsx';
import type { ValidatedBuild } from '../project/validated-project.ts';
import { clearAside } from './build-old-output.ts';
import { keptIslands, type KeptIslands } from './cache/island-store.ts';
import { buildCachePath } from './cache/location.ts';
import { renderKeys } from './cache/render-keys.ts';
import { requireBundleModule } from './code-cache.mjs';
import { builtPageModules } from './page-modules.ts';
import type { PageTemplate } from './page-template.ts';
import type * as PrerenderPages from './prerender-pages.ts';
import type { PrerenderJob, PrerenderResult } from './prerender-pages.ts';
import { startPrerenderWorker, type PrerenderWorker } from './prerender-workers.ts';
import { writeSiteFiles } from './site-files.ts';
import {
  keepPagesInCache,
  placeFromCache,
  placesOf,
  recordRendered,
  type Job,
  type Places,
  type Sorted,
} from './prerender-cache.ts';

/** Below this many pages to render, this thread renders them: no worker start-up. */
const PAGES_PER_WORKER = 40;

/** How many workers render `pages` pages: none for a few, else one per core (PRERENDER_WORKERS). */
function workersFor(pages: number): number {
  if (pages <= PAGES_PER_WORKER) return 0;
  const cores = Number(process.env.PRERENDER_WORKERS ?? availableParallelism());
  return Math.max(1, Math.min(cores, Math.ceil(pages / PAGES_PER_WORKER)));
}

/**
 * The workers of a build that will render every page (a clean one, or the first), started now
 * that the server bundle is in place: each loads it while this thread makes the pages' data and
 * keys, and takes its share in prerenderSite. None when the build may render a few pages.
 */
export function startWorkersForEveryPage(
  validated: ValidatedBuild,
  clean: boolean,
): PrerenderWorker[] {
  const { root } = validated;
  if (!clean && existsSync(buildCachePath(root, 'pages.json'))) return [];
  const count = workersFor(pageJobs(builtPageModules(validated).files).length);
  return Array.from({ length: count }, () => startPrerenderWorker(root));
}

export interface PrerenderOptions {
  /** The build's validation: the pages and settings rendered, the project's folder. */
  validated: ValidatedBuild;
  /** Render every page, whatever the cache holds. */
  clean?: boolean;
  /**
   * What a job's output is made from (hashes), without making its module data: the build's
   * (src/build/build-site.ts). A page whose inputs match the last build's is placed from the cache
   * before anything is made for it.
   */
  inputsOf?: (job: PrerenderJob & { file?: string }) => string;
  /** Download name → its data file and builder, for the pages that name it (download-files.ts). */
  downloads?: Record<string, DownloadLink>;
  /**
   * The server bundle's key (build.ts): the islands' HTML is kept for it between builds
   * (island-store.ts). Without it, none is kept.
   */
  islandsKey?: string;
  /** Workers started before the pages' data was made (startWorkersForEveryPage). */
  workers?: PrerenderWorker[];
  /**
   * Settles once dist/'s folders and other new files are written (build.ts's output thread).
   * The pages are written after it: written beside it, every file's creation took ten times as
   * long on both sides (about a second of a core at 1,032 pages).
   */
  outputWritten?: Promise<unknown>;
  /** Told the pages done of all (404.html counted) as they are: `--progress json`. */
  onPagesDone?: (done: number, total: number) => void;
}

/**
 * Every page's output file (with the page file it is made from), in the order of the server
 * bundle's route table (src/render/route-table.ts), and the 404 page's.
 */
function pageJobs(pageFiles: readonly string[]): (PrerenderJob & { file?: string })[] {
  const fileOfRoute = new Map(pageFiles.map((file) => [routeFromPageFile(file)!, file]));
  return [
    ...[...fileOfRoute.keys()]
      .sort((a, b) => a.localeCompare(b))
      .map((route) => ({
        url: route,
        outFile: htmlFileForRoute(route),
        status: 200,
        file: fileOfRoute.get(route),
      })),
    { url: '/404', outFile: '404.html', status: 404 },
  ];
}

/** The folders the prerender writes the pages of this build's validation into. */
export const pageFolders = (validated: ValidatedBuild): string[] => [
  ...new Set(
    pageJobs(builtPageModules(validated).files).map(({ outFile }) =>
      dirname(resolve(validated.root, 'dist', outFile)),
    ),
  ),
];

export interface PrerenderFigures {
  rendered: number;
  reused: number;
}

export interface PrerenderFigures {
  rendered: number;
  reused: number;
}

/** The pages' module data (page-modules.ts), made on first use. */
type PageModules = ReturnType<typeof builtPageModules>;

/**
 * The server bundle (React and the renderer), loaded only when a page is rendered on this
 * thread or fails to render: a build whose pages all come from the cache never needs it.
 */
function serverBundle(places: Places, pageModules: PageModules, toRender: readonly Job[]) {
  /** A module of the server bundle (CommonJS), compiled from V8's code cache (code-cache.mjs). */
  const serverModule = <Exports>(file: string) =>
    requireBundleModule(places.serverDir, file, places.codeCacheFolder) as Exports;
  /** The pages the server bundle renders on this thread, or whose render failed in a worker. */
  const pagesHere = (): ProvidedPages =>
    Object.fromEntries(
      toRender.flatMap((job) =>
        job.file ? [[`/${job.file}`, pageModules.moduleOf(job.file)]] : [],
      ),
    );
  let server: typeof ServerEntry | undefined;
  const serverEntry = () => {
    server ??= serverModule<typeof ServerEntry>('entry-server.cjs');
    // Handed to the bundle's own module before its route table loads (the first render does).
    server.providePages(pagesHere());
    return server;
  };
  return { serverModule, serverEntry, pagesHere };
}

/**
 * A page that fails to render stops the build with the page file, the block's line and its
 * type (`pages/pricing.yaml:14:5 blocks[2] (pricing): …`), not a React stack.
 */
async function renderFailure(
  root: string,
  serverEntry: () => typeof ServerEntry,
  route: string,
  reason: string,
): Promise<string> {
  const block = await serverEntry()
    .failingBlock(route)
    .catch(() => null);
  if (!block) return `${route}: the page failed to prerender: ${reason}`;
  const at = parseYaml(readFileSync(join(root, block.file), 'utf8')).locate([
    'blocks',
    block.index,
  ]);
  return `${block.file}:${at.line}:${at.column} blocks[${block.index}] (${block.type}): the block failed to prerender: ${block.message}`;
}

/** The page template, read before the home page's HTML takes its place (dist/index.html). */
function pageTemplateOf(dist: string): PageTemplate {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { assets?: string[] }
  >;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  return { template, entryAssets: manifest['index.html']?.assets ?? [] };
}

/** Renders `toRender`: on this thread (`workers` 0) or spread over worker threads. */
async function renderPages(
  root: string,
  toRender: readonly Job[],
  {
    workers,
    startedEarly,
    bundle,
    pageModules,
    share,
    onRendered,
  }: {
    workers: number;
    startedEarly: readonly PrerenderWorker[];
    bundle: ReturnType<typeof serverBundle>;
    pageModules: PageModules;
    /** What every share carries: dist/, the template, the kept islands. */
    share: PageTemplate & { dist: string; islands?: KeptIslands };
    /** Told how many pages a share rendered, as each is done. */
    onRendered: (pages: number) => void;
  },
): Promise<PrerenderResult[]> {
  if (toRender.length === 0) return [];
  if (workers === 0) {
    // Every page on this thread; the worker module renders nothing by itself here.
    const { prerenderPages } = bundle.serverModule<typeof PrerenderPages>('prerender-pages.cjs');
    const result = await prerenderPages({
      ...share,
      jobs: [...toRender],
      pages: bundle.pagesHere(),
    });
    onRendered(toRender.length);
    return [result];
  }
  // Dealt round-robin: neighbouring routes are often alike in size.
  const shares = Array.from({ length: workers }, (_, index) => {
    const jobs = toRender.filter((_, position) => position % workers === index);
    return {
      ...share,
      jobs: jobs.map(({ url, outFile, status }) => ({ url, outFile, status })),
      pages: Object.fromEntries(
        jobs.flatMap((job) => (job.file ? [[`/${job.file}`, pageModules.moduleOf(job.file)]] : [])),
      ),
    };
  });
  return Promise.all(
    shares.map(async (one, index) => {
      const result = await (startedEarly[index] ?? startPrerenderWorker(root)).render(one);
      onRendered(one.jobs.length);
      return result;
    }),
  );
}

/** The prerender's line of the build's log. */
function logFigures(
  jobs: readonly Job[],
  sorted: Sorted,
  results: readonly PrerenderResult[],
  workers: number,
  started: number,
) {
  const { toRender, assembled, byInputs } = sorted;
  const reused = jobs.length - toRender.length - assembled;
  const counts = { rendered: 0, shared: 0, kept: 0 };
  for (const result of results) {
    if (!('islands' in result)) continue;
    counts.rendered += result.islands.rendered;
    counts.shared += result.islands.shared;
    counts.kept += result.islands.kept;
  }
  console.log(
    `prerendered ${toRender.length} of ${jobs.length} pages (404.html counted) in ${Math.round(performance.now() - started)} ms (${workers === 0 ? 'this thread' : `${workers} worker thread${workers === 1 ? '' : 's'}`}), ${reused} from the build cache (${byInputs} by their inputs alone), ${assembled} put into a new template; islands: ${counts.rendered} rendered, ${counts.shared} shared (${counts.kept} kept from an earlier build)`,
  );
  return { rendered: toRender.length, reused: reused + assembled };
}

/** Writes the pages of the build's validation (the steps above, in order), and the site files. */
export async function prerenderSite({
  validated,
  clean = false,
  inputsOf,
  downloads,
  islandsKey,
  workers: startedEarly = [],
  outputWritten,
  onPagesDone = () => {},
}: PrerenderOptions): Promise<PrerenderFigures> {
  const { root, report } = validated;
  const places = placesOf(root);
  // The pages the server bundle renders: the module data of every valid page of this build.
  const pageModules = builtPageModules(validated, downloads);
  const site = report.results.find((result) => result.kind === 'site')?.data as Site;
  const jobs = pageJobs(pageModules.files);
  const routePaths = jobs.flatMap(({ url, file }) => (file ? [url] : []));
  const page = pageTemplateOf(places.dist);
  const formIds = report.results
    .filter((result) => result.kind === 'form')
    .map((result) => formIdFromFile(result.file));
  const keys = renderKeys(places.serverDir, JSON.stringify(site), formIds);
  // A clean build replaces every cached page: the last build's are deleted in the background
  // while the pages render. Replacing each in turn afterwards (an unlink of a page's old copy
  // before its link) kept this thread busy for up to a second after the workers were done.
  const oldPagesCleared = clean
    ? clearAside(root, relative(root, places.htmlFolder))
    : Promise.resolve();
  mkdirSync(places.htmlFolder, { recursive: true });
  // Bodies were kept in files of their own before they were taken out of the pages' files.
  rmSync(buildCachePath(root, 'bodies'), { recursive: true, force: true });
  const sorted = placeFromCache(jobs, { places, page, keys, pageModules, clean, inputsOf });

  const islands =
    islandsKey === undefined
      ? undefined
      : keptIslands(buildCachePath(root, 'islands'), islandsKey, clean);
  const started = performance.now();
  let pagesDone = jobs.length - sorted.toRender.length;
  onPagesDone(pagesDone, jobs.length);
  const workers = workersFor(sorted.toRender.length);
  for (const unused of startedEarly.slice(workers)) unused.stop();
  await outputWritten;
  const bundle = serverBundle(places, pageModules, sorted.toRender);
  const results = await renderPages(root, sorted.toRender, {
    workers,
    startedEarly,
    bundle,
    pageModules,
    share: { dist: places.dist, ...page, islands: islands?.kept },
    onRendered: (pages) => onPagesDone((pagesDone += pages), jobs.length),
  });
  const failure = results.find((result) => 'failedRoute' in result);
  if (failure && 'failedRoute' in failure) {
    console.error(
      await renderFailure(root, bundle.serverEntry, failure.failedRoute, failure.reason),
    );
    process.exit(1);
  }
  recordRendered(places, jobs, sorted.next, results);
  islands?.save(
    results.flatMap((result) => ('islandsMet' in result && result.islandsMet) || []),
    sorted.toRender.length === jobs.length,
  );
  const inlineScripts = new Set(Object.values(sorted.next).flatMap((one) => one.hashes));
  writeSiteFiles(places.dist, { site, template: page.template, inlineScripts, routePaths });
  keepPagesInCache(places, sorted.next);
  await oldPagesCleared;
  return logFigures(jobs, sorted, results, workers, started);
}
