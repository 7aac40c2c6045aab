/**
 * Writes dist/<route>/index.html for every page (full text in the HTML, the page's head tags,
 * modulepreload links for its chunks), dist/404.html, dist/sitemap.xml and dist/robots.txt.
 * Runs after `vite build` (client) and `vite build --ssr` (server entry), from `npm run build`
 * (src/cli/build.ts) or on its own (`tsx src/cli/prerender.ts`).
 *
 * Pages render in parallel: one worker thread per core (PRERENDER_WORKERS overrides it), each
 * with its own copy of the server bundle and a share of the routes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  allowInlineScripts,
  headersFile,
  inlineScriptHashes,
  parseHeadersFile,
} from '../content/security-headers.ts';
import { headToHtml, pageHead } from '../render/head.ts';
import { structuredData } from '../seo/structured-data.ts';
import { htmlFileForRoute } from '../content/route-path.ts';
import type * as ServerEntry from '../entry-server.tsx';

type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[] }
>;

const root = process.cwd();
const dist = resolve(root, 'dist');
const server = (await import(
  pathToFileURL(resolve(root, 'dist-ssr/entry-server.js')).href
)) as typeof ServerEntry;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { site } = server;

/** The JS and CSS a page chunk needs beyond the entry, so the browser fetches them in parallel. */
function preloadsFor(file: string | undefined): string[] {
  if (!file || !manifest[file]) return [];
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((sheet) => css.add(sheet));
    chunk.imports?.forEach(visit);
  };
  visit(file);
  const entryChunks = new Set<string>();
  const collectEntry = (key: string) => {
    if (entryChunks.has(key)) return;
    entryChunks.add(key);
    manifest[key]?.imports?.forEach(collectEntry);
  };
  collectEntry('index.html');
  return [
    ...[...seen]
      .filter((key) => !entryChunks.has(key))
      // The page's own module is marked: the client hydrates from it without the route table.
      .map(
        (key) =>
          `<link rel="modulepreload" href="/${manifest[key]!.file}"${key === file ? ' data-page-module' : ''}>`,
      ),
    ...[...css]
      .filter((sheet) => !template.includes(sheet))
      .map((sheet) => `<link rel="stylesheet" href="/${sheet}">`),
  ];
}

/** The self-hosted font files the entry's CSS uses: preloaded so text never waits for CSS. */
const fontPreloads = (manifest['index.html']?.assets ?? [])
  .filter((asset) => asset.endsWith('.woff2'))
  .map((asset) => `<link rel="preload" href="/${asset}" as="font" type="font/woff2" crossorigin>`);

/** Every inline script of the built pages, which the policy must allow by hash. */
const inlineScripts = new Set<string>();

async function writePage(url: string, outFile: string) {
  const page = await server.render(url);
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
    .replace(
      '<!--app-head-->',
      [headToHtml(head), ...fontPreloads, ...preloadsFor(page.file)].join('\n    '),
    )
    .replace('<!--app-html-->', page.html);
  const target = join(dist, outFile);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  for (const hash of inlineScriptHashes(html)) inlineScripts.add(hash);
  return page.status;
}

interface Job {
  url: string;
  outFile: string;
  status: number;
}

/** Renders a share of the pages; returns the inline script hashes they contain. */
async function renderJobs(jobs: Job[]): Promise<string[]> {
  for (const job of jobs) {
    const status = await writePage(job.url, job.outFile);
    if (status !== job.status) throw new Error(`${job.url} rendered with status ${status}`);
  }
  return [...inlineScripts];
}

/** Runs renderJobs in a worker thread (through tsx, as this file is TypeScript). */
function renderInWorker(jobs: Job[]): Promise<string[]> {
  const self = JSON.stringify(import.meta.url);
  const code = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${self}, ${self}))`;
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { prerenderJobs: jobs } });
    worker.once('message', (hashes: string[]) => resolvePromise(hashes));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`prerender worker exited with code ${code}`));
    });
  });
}

const jobs: Job[] = [
  ...server.routePaths.map((route) => ({
    url: route,
    outFile: htmlFileForRoute(route),
    status: 200,
  })),
  { url: '/404', outFile: '404.html', status: 404 },
];

if (!isMainThread) {
  const mine = (workerData as { prerenderJobs: Job[] }).prerenderJobs;
  parentPort!.postMessage(await renderJobs(mine));
} else {
  await renderAll();
}

async function renderAll() {
  const started = performance.now();
  // Below a few dozen pages a worker's start-up (its own server bundle) costs more than it saves.
  const workers = Math.max(
    1,
    Math.min(
      Number(process.env.PRERENDER_WORKERS ?? availableParallelism()),
      Math.ceil(jobs.length / 40),
    ),
  );
  if (workers === 1) {
    await renderJobs(jobs);
  } else {
    // Dealt round-robin: neighbouring routes are often alike in size.
    const shares = Array.from({ length: workers }, (_, index) =>
      jobs.filter((_, position) => position % workers === index),
    );
    for (const hashes of await Promise.all(shares.map(renderInWorker))) {
      for (const hash of hashes) inlineScripts.add(hash);
    }
  }

  // The client build wrote dist/_headers; let its policy run exactly the inline scripts found.
  const headersPath = join(dist, '_headers');
  writeFileSync(
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
    ...server.routePaths.map((route) => `  <url><loc>${new URL(route, site.url).href}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
  );

  console.log(
    `prerendered ${server.routePaths.length} pages + 404.html in ${Math.round(performance.now() - started)} ms (${workers} worker${workers === 1 ? '' : 's'})`,
  );
}
