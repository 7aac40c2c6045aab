/**
 * Writes dist/<route>/index.html for every page, dist/404.html, dist/sitemap.xml and
 * dist/robots.txt. Runs after the client and server builds, from `npm run build`
 * (src/cli/build.ts) or on its own (`tsx src/build/prerender.ts`, which validates first).
 *
 * A page whose key (src/build/cache/render-keys.ts) matches the last build's comes from the
 * build cache; the others render in parallel: one worker thread per core (PRERENDER_WORKERS
 * overrides it), each running dist-ssr/prerender-pages.cjs (src/build/prerender-pages.ts) on its
 * share of the routes, or this thread for a few pages (a worker's start-up costs more). The
 * server bundle renders the module data of each page that it is handed (no page is compiled
 * into it). This thread then lets the Content-Security-Policy run exactly the inline scripts
 * the pages contain (the cached pages' are recorded), and writes the sitemap.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allowInlineScripts, headersFile, parseHeadersFile } from '../content/security-headers.ts';
import { formIdFromFile, htmlFileForRoute, routeFromPageFile } from '../content/route-path.ts';
import type { Site } from '../content/site-schema.ts';
import { redirectPage, redirectsFile } from '../content/redirects.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { builtPageModules } from './page-modules.ts';
import type { DownloadLink } from '../content/download-link.ts';
import { rememberedValidation, rememberValidation } from '../project/validated-project.ts';
import { validateProjectOnAllCores } from '../project/project.ts';
import { providePages, type ProvidedPages } from '../content/prerender-page-source.ts';
import type * as ServerEntry from '../entry-server.tsx';
import { clearAside } from './build-old-output.ts';
import { readCacheFile, writeCacheFile } from './cache/cache-file.ts';
import {
  linkFile,
  linkFileIfThere,
  markPlaced,
  stillPlaced,
  writeFresh,
} from './cache/linked-tree.ts';
import { keptIslands } from './cache/island-store.ts';
import { buildCachePath } from './cache/location.ts';
import { decidePage, type RenderedPage } from './cache/page-decision.ts';
import { renderKeys } from './cache/render-keys.ts';
import { requireBundleModule } from './code-cache.mjs';
import { hashOf } from './cache/hash.ts';
import { bodyOfPage, writePage, type PageTemplate } from './page-template.ts';
import type * as PrerenderPages from './prerender-pages.ts';
import { startPrerenderWorker, type PrerenderWorker } from './prerender-workers.ts';
import type { PagesWritten, PrerenderJob, PrerenderResult } from './prerender-pages.ts';

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
export function startWorkersForEveryPage(root: string, clean: boolean): PrerenderWorker[] {
  if (!clean && existsSync(buildCachePath(root, 'pages.json'))) return [];
  const count = workersFor(pageJobs(builtPageModules(root).files).length);
  return Array.from({ length: count }, () => startPrerenderWorker(root));
}

export interface PrerenderOptions {
  root?: string;
  /** Render every page, whatever the cache holds. */
  clean?: boolean;
  /**
   * What a job's output is made from (hashes), without making its module data: the build's
   * (src/cli/build.ts). A page whose inputs match the last build's is placed from the cache
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
export const pageFolders = (root: string): string[] => [
  ...new Set(
    pageJobs(builtPageModules(root).files).map(({ outFile }) =>
      dirname(resolve(root, 'dist', outFile)),
    ),
  ),
];

export interface PrerenderFigures {
  rendered: number;
  reused: number;
}

export async function prerenderSite({
  root = process.cwd(),
  clean = false,
  inputsOf,
  downloads,
  islandsKey,
  workers: startedEarly = [],
  outputWritten,
}: PrerenderOptions = {}): Promise<PrerenderFigures> {
  const dist = resolve(root, 'dist');
  const serverDir = resolve(root, 'dist-ssr');
  const codeCacheFolder = buildCachePath(root, 'code-cache');
  /** A module of the server bundle (CommonJS), compiled from V8's code cache (code-cache.mjs). */
  const serverModule = <Exports>(file: string) =>
    requireBundleModule(serverDir, file, codeCacheFolder) as Exports;
  if (!rememberedValidation(root)) rememberValidation(root, await validateProjectOnAllCores(root));
  const report = rememberedValidation(root)!;

  // The pages the server bundle renders: the module data of every valid page of this build.
  const pageModules = builtPageModules(root, downloads);
  const provided = (files: Iterable<string>): ProvidedPages =>
    Object.fromEntries([...files].map((file) => [`/${file}`, pageModules.moduleOf(file)]));
  // The server bundle (React and the renderer) loads only when a page is rendered here or
  // fails to render: a build whose pages all come from the cache never needs it.
  let server: typeof ServerEntry | undefined;
  const serverEntry = () => {
    // The pages rendered on this thread (none is rendered in a worker then).
    providePages(provided(toRender.flatMap((job) => (job.file ? [job.file] : []))));
    return (server ??= serverModule<typeof ServerEntry>('entry-server.cjs'));
  };
  const site = report.results.find((result) => result.kind === 'site')?.data as Site;

  /**
   * A page that fails to render stops the build with the page file, the block's line and its
   * type (`pages/pricing.yaml:14:5 blocks[2] (pricing): …`), not a React stack.
   */
  async function renderFailure(route: string, reason: string): Promise<string> {
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

  const jobs = pageJobs(pageModules.files);
  const routePaths = jobs.flatMap(({ url, file }) => (file ? [url] : []));

  // The cache: each output file's key, inline scripts and where its body sits last time, its
  // HTML by key (one file a page: a body is taken out of its page's last file).
  // The page template, read before the home page's HTML takes its place (dist/index.html).
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { assets?: string[] }
  >;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryAssets = manifest['index.html']?.assets ?? [];
  const formIds = report.results
    .filter((result) => result.kind === 'form')
    .map((result) => formIdFromFile(result.file));
  const keys = renderKeys(serverDir, JSON.stringify(site), formIds);
  const page: PageTemplate = { template, entryAssets };
  const templateKey = hashOf(JSON.stringify(page));
  const statePath = buildCachePath(root, 'pages.json');
  const htmlFolder = buildCachePath(root, 'pages');
  // A clean build replaces every cached page: the last build's are deleted in the background
  // while the pages render. Replacing each in turn afterwards (an unlink of a page's old copy
  // before its link) kept this thread busy for up to a second after the workers were done.
  const oldPagesCleared = clean ? clearAside(root, relative(root, htmlFolder)) : Promise.resolve();
  mkdirSync(htmlFolder, { recursive: true });
  // Bodies were kept in files of their own before they were taken out of the pages' files.
  rmSync(buildCachePath(root, 'bodies'), { recursive: true, force: true });
  const cachedHtml = (key: string) => join(htmlFolder, `${key}.html`);
  const previous =
    (clean ? undefined : readCacheFile<Record<string, RenderedPage>>(statePath, '')) ?? {};
  const next: Record<string, RenderedPage & { bodyKey: string }> = {};
  const toRender: typeof jobs = [];
  let assembled = 0;
  /** Pages placed from the cache by their inputs alone, no module data made for them. */
  let byInputs = 0;
  for (const job of jobs) {
    const { url, outFile, status } = job;
    const inputs = inputsOf?.(job);
    const last = previous[outFile];
    if (!clean && inputs && last?.inputs === inputs && last.bodyKey) {
      // Made from the same inputs as last time: placed as it is, nothing made for it.
      const target = join(dist, outFile);
      const placed = stillPlaced(target, last.placed)
        ? last.placed
        : linkFileIfThere(cachedHtml(last.key), target);
      if (placed) {
        next[outFile] = { ...last, bodyKey: last.bodyKey, placed };
        byInputs++;
        continue;
      }
    }
    const bodyKey = keys.bodyKey(
      { url, outFile, status },
      job.file
        ? { json: pageModules.moduleOf(job.file), blockTypes: pageModules.blockTypesOf(job.file) }
        : null,
    );
    const key = hashOf(bodyKey, templateKey);
    const decision = decidePage({ key, bodyKey }, last, {
      clean,
      htmlExists: (wanted) => existsSync(cachedHtml(wanted)),
    });
    next[outFile] = { key, bodyKey, hashes: [], ...(inputs && { inputs }) };
    const body =
      decision.action === 'assemble'
        ? bodyOfPage(readFileSync(cachedHtml(decision.from), 'utf8'), decision.place)
        : undefined;
    if (decision.action === 'reuse') {
      // Side effects replayed: the file in place, its inline scripts allowed below.
      linkFile(cachedHtml(key), join(dist, outFile));
      next[outFile] = { ...next[outFile], hashes: decision.hashes, place: last!.place };
    } else if (body) {
      Object.assign(next[outFile], writePage(dist, outFile, page, body));
      linkFile(join(dist, outFile), cachedHtml(key));
      assembled++;
    } else {
      toRender.push(job);
    }
  }

  const islands =
    islandsKey === undefined
      ? undefined
      : keptIslands(buildCachePath(root, 'islands'), islandsKey, clean);
  const started = performance.now();
  const workers = workersFor(toRender.length);
  for (const unused of startedEarly.slice(workers)) unused.stop();
  await outputWritten;
  let results: PrerenderResult[];
  if (toRender.length === 0) results = [];
  else if (workers === 0) {
    // This thread has every page handed over; the worker module renders nothing by itself here.
    serverEntry();
    const { prerenderPages } = serverModule<typeof PrerenderPages>('prerender-pages.cjs');
    results = [
      await prerenderPages({ dist, jobs: toRender, pages: {}, islands: islands?.kept, ...page }),
    ];
  } else {
    // Dealt round-robin: neighbouring routes are often alike in size.
    const shares = Array.from({ length: workers }, (_, index) => {
      const share = toRender.filter((_, position) => position % workers === index);
      return {
        dist,
        ...page,
        jobs: share.map(({ url, outFile, status }) => ({ url, outFile, status })),
        pages: provided(share.flatMap((job) => (job.file ? [job.file] : []))),
        islands: islands?.kept,
      };
    });
    results = await Promise.all(
      shares.map((share, index) =>
        (startedEarly[index] ?? startPrerenderWorker(root)).render(share),
      ),
    );
  }
  const failure = results.find((result) => 'failedRoute' in result);
  if (failure && 'failedRoute' in failure) {
    console.error(await renderFailure(failure.failedRoute, failure.reason));
    process.exit(1);
  }
  const rendered: PagesWritten = Object.assign(
    {},
    ...results.map((result) => ('pages' in result ? result.pages : {})),
  );
  for (const [outFile, written] of Object.entries(rendered)) {
    Object.assign(next[outFile]!, written);
    linkFile(join(dist, outFile), cachedHtml(next[outFile]!.key));
  }
  for (const { outFile } of jobs) markPlaced(join(dist, outFile));
  islands?.save(
    results.flatMap((result) => ('islandsMet' in result && result.islandsMet) || []),
    toRender.length === jobs.length,
  );
  const inlineScripts = new Set(Object.values(next).flatMap((page) => page.hashes));

  // The client build wrote dist/_headers; let its policy run exactly the inline scripts found.
  const headersPath = join(dist, '_headers');
  writeFresh(
    headersPath,
    headersFile(
      allowInlineScripts(
        parseHeadersFile(readFileSync(headersPath, 'utf8')),
        [...inlineScripts].sort(),
      ),
    ),
  );

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routePaths.map((route) => `  <url><loc>${new URL(route, site.url).href}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  writeFresh(join(dist, 'sitemap.xml'), sitemap);
  writeFresh(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
  );
  // The old addresses (src/content/redirects.ts): a rule for the hosts that read one, a page
  // that leads on for those that do not. None, no file: a kept dist/ loses the last build's.
  if (site.redirects.length > 0) {
    writeFresh(join(dist, '_redirects'), redirectsFile(site.redirects));
    const icon = /<link\b[^>]*\brel="icon"[^>]*>/.exec(template)?.[0] ?? '';
    for (const redirect of site.redirects) {
      writeFresh(join(dist, htmlFileForRoute(redirect.from)), redirectPage(site, redirect, icon));
    }
  }

  // The cache keeps the HTML of this build's pages only.
  writeCacheFile(statePath, '', next);
  const kept = new Set(Object.values(next).map(({ key }) => `${key}.html`));
  for (const name of readdirSync(htmlFolder)) {
    if (!kept.has(name)) rmSync(join(htmlFolder, name), { force: true });
  }

  await oldPagesCleared;
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void prerenderSite({ clean: process.argv.includes('--clean') });
}
