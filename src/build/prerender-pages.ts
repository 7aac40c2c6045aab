/**
 * Renders a share of the pages to dist/<route>/index.html (full text in the HTML, the page's
 * head tags, its islands: src/islands/; the one script is the islands entry the template names). Built into the server bundle
 * (dist-ssr/prerender-pages.js, next to the entry it renders with) and run by src/build/prerender.ts
 * in worker threads: plain Node, so the thousand page chunks a worker imports skip the
 * TypeScript loader the CLI runs under.
 */
import { mkdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { render, site } from '../entry-server.tsx';
import { islandMemo } from '../render/island-memo.ts';
import { headToHtml, pageHead } from '../render/head.ts';
import { structuredData } from '../seo/structured-data.ts';
import {
  pageParts,
  partsScriptHashes,
  writePageFile,
  type BodyPlace,
  type PageTemplate,
} from './page-template.ts';
import { islandStore, type IslandsMet, type KeptIslands } from './cache/island-store.ts';
import { PRERENDER_WORKER, providePages } from '../content/prerender-page-source.ts';

export interface PrerenderJob {
  url: string;
  outFile: string;
  status: number;
}

/**
 * Output file → the hashes of the inline scripts it holds, and where its head tags and body sit
 * in it (the build cache takes them out of it to put them into a new template).
 */
export type PagesWritten = Record<string, { hashes: string[]; place?: BodyPlace }>;

/** Islands rendered, and islands placed from another page's render (island-memo.ts). */
export interface IslandCounts {
  rendered: number;
  shared: number;
  /** Of the shared, those an earlier build had (island-store.ts). */
  kept: number;
}

/** What a worker posts back: each page's inline script hashes, or the first page that failed. */
export type PrerenderResult =
  | { pages: PagesWritten; islands: IslandCounts; islandsMet?: IslandsMet }
  | { failedRoute: string; reason: string };

/** A page whose render threw: the route travels back so the build can name the failing block. */
export class PageRenderFailure extends Error {
  constructor(
    readonly route: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export interface PrerenderShare extends PageTemplate {
  dist: string;
  jobs: PrerenderJob[];
  /** The pages this share renders, for the server bundle (src/content/prerender-page-source.ts). */
  pages: Record<string, string>;
  /** The islands earlier builds rendered, to take rather than render again. */
  islands?: KeptIslands;
}

/**
 * Renders the share's pages, as a worker posts it back (this thread's render of a few pages
 * takes it as it is): each page's inline script hashes and where its body sits, the islands
 * counted and those the build is to keep, or the first page that failed.
 */
export async function prerenderPages(share: PrerenderShare): Promise<PrerenderResult> {
  // Before the first render, which loads the route table (it reads the pages then).
  providePages(share.pages);
  const kept = share.islands && islandStore(share.islands);
  islandMemo.keepIn(kept?.store);
  return writePages(share).then(
    (pages) => ({ pages, islands: { ...islandMemo.counts }, islandsMet: kept?.finish() }),
    (error: unknown) => {
      if (!(error instanceof PageRenderFailure)) throw error;
      return { failedRoute: error.route, reason: error.message };
    },
  );
}

/**
 * Writes each job's page, one file (the build cache links it, and finds its body in it); returns
 * the hashes of the inline scripts each contains and where its body sits. Written
 * synchronously: the promise API's open, write and close each took a round through the thread
 * pool, which cost a worker a sixth of its time in CPU.
 */
async function writePages(share: PrerenderShare): Promise<PagesWritten> {
  const written: PagesWritten = {};
  // A page's folder is made here only when it is not there yet: a build into a fresh dist/
  // makes the pages' folders on its output thread while it makes their data (build.ts,
  // output-thread.ts), where two workers making them side by side waited on each other.
  const write = (path: string, parts: string[]) => {
    try {
      writePageFile(path, parts);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT') mkdirSync(dirname(path), { recursive: true });
      else if (code === 'EEXIST') unlinkSync(path);
      else throw error;
      writePageFile(path, parts);
    }
  };
  for (const { url, outFile, status } of share.jobs) {
    const page = await render(url).catch((error: unknown) => {
      throw new PageRenderFailure(url, error);
    });
    if (page.status !== status) throw new Error(`${url} rendered with status ${page.status}`);
    const head = pageHead({
      title: page.title,
      description: page.description,
      route: url,
      siteName: site.brand.name,
      siteUrl: site.url,
      locale: site.locale,
      jsonLd: page.page ? structuredData(page.page, url, site) : [],
    });
    const { parts, place } = pageParts(share, { head: headToHtml(head), html: page.html });
    written[outFile] = { hashes: partsScriptHashes(parts), ...(place && { place }) };
    write(join(share.dist, outFile), parts);
  }
  return written;
}

// Started as a worker by src/build/prerender-workers.ts, before its share is known: once the
// bundle is loaded, take the share, render its pages (prerenderPages hands them to the route
// table first) and post the result.
if (!isMainThread && (workerData as Record<string, unknown> | null)?.[PRERENDER_WORKER]) {
  parentPort!.once('message', (share: PrerenderShare) => {
    // Not awaited at the top level: the server bundle is CommonJS (src/build/code-cache.mjs).
    void prerenderPages(share).then((result) => parentPort!.postMessage(result));
  });
}
