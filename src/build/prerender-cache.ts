/**
 * The prerender's side of the build cache (src/build/prerender.ts): where pages are kept, which
 * pages the cache holds (placed as they are, or their body put into a new template) and which to
 * render, and the records kept for the next build.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCacheFile, writeCacheFile } from './cache/cache-file.ts';
import { hashOf } from './cache/hash.ts';
import { linkFile, linkFileIfThere, markPlaced, stillPlaced } from './cache/linked-tree.ts';
import { buildCachePath } from './cache/location.ts';
import { decidePage, type RenderedPage } from './cache/page-decision.ts';
import type { renderKeys } from './cache/render-keys.ts';
import { bodyOfPage, writePage, type PageTemplate } from './page-template.ts';
import type { PagesWritten, PrerenderJob, PrerenderResult } from './prerender-pages.ts';

/** A page's job, with the page file it is made from (none: the 404 page). */
export type Job = PrerenderJob & { file?: string };

/** What the cache needs of the pages' module data (page-modules.ts). */
interface PageModules {
  moduleOf(file: string): string;
  blockTypesOf(file: string): string[];
}

/** Where the prerender reads and writes: dist/, the server bundle, the build cache's pages. */
export interface Places {
  dist: string;
  serverDir: string;
  codeCacheFolder: string;
  /** Each output file's key, inline scripts and where its body sits, last time. */
  statePath: string;
  /** The pages' HTML by key. */
  htmlFolder: string;
}

export const placesOf = (root: string): Places => ({
  dist: resolve(root, 'dist'),
  serverDir: resolve(root, 'dist-ssr'),
  codeCacheFolder: buildCachePath(root, 'code-cache'),
  statePath: buildCachePath(root, 'pages.json'),
  htmlFolder: buildCachePath(root, 'pages'),
});

/** The HTML file of the page of `key` in the build cache. */
const cachedHtml = (places: Places, key: string) => join(places.htmlFolder, `${key}.html`);

/** The pages sorted by what the cache holds of them, and each one's record for the next build. */
export interface Sorted {
  next: Record<string, RenderedPage & { bodyKey: string }>;
  toRender: Job[];
  /** Pages whose body the cache holds, put into a new template. */
  assembled: number;
  /** Pages placed from the cache by their inputs alone, no module data made for them. */
  byInputs: number;
}

/**
 * Places each page the cache holds (by its inputs alone, or by its key: as it is, or its body
 * in a new template) and lists the pages to render.
 */
export function placeFromCache(
  jobs: readonly Job[],
  {
    places,
    page,
    keys,
    pageModules,
    clean,
    inputsOf,
  }: {
    places: Places;
    page: PageTemplate;
    keys: ReturnType<typeof renderKeys>;
    pageModules: PageModules;
    clean: boolean;
    inputsOf: ((job: Job) => string) | undefined;
  },
): Sorted {
  const { dist, statePath } = places;
  const templateKey = hashOf(JSON.stringify(page));
  const previous =
    (clean ? undefined : readCacheFile<Record<string, RenderedPage>>(statePath, '')) ?? {};
  const sorted: Sorted = { next: {}, toRender: [], assembled: 0, byInputs: 0 };
  const { next } = sorted;
  for (const job of jobs) {
    const { url, outFile, status } = job;
    const inputs = inputsOf?.(job);
    const last = previous[outFile];
    if (!clean && inputs && last?.inputs === inputs && last.bodyKey) {
      // Made from the same inputs as last time: placed as it is, nothing made for it.
      const target = join(dist, outFile);
      const placed = stillPlaced(target, last.placed)
        ? last.placed
        : linkFileIfThere(cachedHtml(places, last.key), target);
      if (placed) {
        next[outFile] = { ...last, bodyKey: last.bodyKey, placed };
        sorted.byInputs++;
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
      htmlExists: (wanted) => existsSync(cachedHtml(places, wanted)),
    });
    next[outFile] = { key, bodyKey, hashes: [], ...(inputs && { inputs }) };
    const body =
      decision.action === 'assemble'
        ? bodyOfPage(readFileSync(cachedHtml(places, decision.from), 'utf8'), decision.place)
        : undefined;
    if (decision.action === 'reuse') {
      // Side effects replayed: the file in place, its inline scripts allowed below.
      linkFile(cachedHtml(places, key), join(dist, outFile));
      next[outFile] = { ...next[outFile], hashes: decision.hashes, place: last!.place };
    } else if (body) {
      Object.assign(next[outFile], writePage(dist, outFile, page, body));
      linkFile(join(dist, outFile), cachedHtml(places, key));
      sorted.assembled++;
    } else {
      sorted.toRender.push(job);
    }
  }
  return sorted;
}

/** The rendered pages recorded: linked into the cache, and every page marked as placed. */
export function recordRendered(
  places: Places,
  jobs: readonly Job[],
  next: Sorted['next'],
  results: readonly PrerenderResult[],
) {
  const rendered: PagesWritten = Object.assign(
    {},
    ...results.map((result) => ('pages' in result ? result.pages : {})),
  );
  for (const [outFile, written] of Object.entries(rendered)) {
    Object.assign(next[outFile]!, written);
    linkFile(join(places.dist, outFile), cachedHtml(places, next[outFile]!.key));
  }
  for (const { outFile } of jobs) markPlaced(join(places.dist, outFile));
}

/** The cache keeps this build's pages' records, and the HTML of those pages only. */
export function keepPagesInCache(places: Places, next: Sorted['next']) {
  writeCacheFile(places.statePath, '', next);
  const kept = new Set(Object.values(next).map(({ key }) => `${key}.html`));
  for (const name of readdirSync(places.htmlFolder)) {
    if (!kept.has(name)) rmSync(join(places.htmlFolder, name), { force: true });
  }
}
