/**
 * Renders a share of the pages to dist/<route>/index.html (full text in the HTML, the page's
 * head tags, its islands: src/islands/; the one script is the islands entry the template names). Built into the server bundle
 * (dist-ssr/prerender-pages.js, next to the entry it renders with) and run by src/cli/prerender.ts
 * in worker threads: plain Node, so the thousand page chunks a worker imports skip the
 * TypeScript loader the CLI runs under.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { inlineScriptHashes } from '../content/security-headers.ts';
import { render, site } from '../entry-server.tsx';
import { headToHtml, pageHead } from '../render/head.ts';
import { structuredData } from '../seo/structured-data.ts';

export interface PrerenderJob {
  url: string;
  outFile: string;
  status: number;
}

/** Output file → the hashes of the inline scripts it holds. */
export type PageScripts = Record<string, string[]>;

/** What a worker posts back: each page's inline script hashes, or the first page that failed. */
export type PrerenderResult = { pages: PageScripts } | { failedRoute: string; reason: string };

/** A page whose render threw: the route travels back so the build can name the failing block. */
export class PageRenderFailure extends Error {
  constructor(
    readonly route: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export interface PrerenderShare {
  dist: string;
  jobs: PrerenderJob[];
  /** The pages this share renders, for the server bundle (src/content/prerender-page-source.ts). */
  pages: Record<string, string>;
  /** The client build's dist/index.html, read before the home page takes its place. */
  template: string;
  /** The files of the client build's entry (its manifest's `index.html` assets). */
  entryAssets: string[];
}

/** Writes each job's page; returns the hashes of the inline scripts each contains. */
export async function prerenderPages({
  dist,
  jobs,
  template,
  entryAssets,
}: PrerenderShare): Promise<PageScripts> {
  /** The self-hosted font files the entry's CSS uses: preloaded so text never waits for CSS. */
  const fontPreloads = entryAssets
    .filter((asset) => asset.endsWith('.woff2'))
    .map(
      (asset) => `<link rel="preload" href="/${asset}" as="font" type="font/woff2" crossorigin>`,
    );

  const scripts: PageScripts = {};
  for (const { url, outFile, status } of jobs) {
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
    const html = template
      .replace('<!--app-head-->', [headToHtml(head), ...fontPreloads].join('\n    '))
      .replace('<!--app-html-->', page.html);
    const target = join(dist, outFile);
    mkdirSync(dirname(target), { recursive: true });
    // A new file: the last build's may be a link into the build cache (src/cli/build-cache/).
    rmSync(target, { force: true });
    writeFileSync(target, html);
    scripts[outFile] = inlineScriptHashes(html);
  }
  return scripts;
}

// Started as a worker by src/cli/prerender.ts: render the share it was given, post the hashes.
if (!isMainThread && (workerData as { prerender?: PrerenderShare } | null)?.prerender) {
  const share = (workerData as { prerender: PrerenderShare }).prerender;
  const result: PrerenderResult = await prerenderPages(share).then(
    (pages) => ({ pages }),
    (error: unknown) => {
      if (!(error instanceof PageRenderFailure)) throw error;
      return { failedRoute: error.route, reason: error.message };
    },
  );
  parentPort!.postMessage(result);
}
