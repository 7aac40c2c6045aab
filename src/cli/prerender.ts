/**
 * Writes dist/<route>/index.html for every page, dist/404.html, dist/sitemap.xml and
 * dist/robots.txt. Runs after the client and server builds, from `npm run build`
 * (src/cli/build.ts) or on its own (`tsx src/cli/prerender.ts`).
 *
 * The pages render in parallel: one worker thread per core (PRERENDER_WORKERS overrides it),
 * each running dist-ssr/prerender-pages.js (src/cli/prerender-pages.ts) on its share of the
 * routes. This thread then lets the Content-Security-Policy run exactly the inline scripts the
 * pages contain, and writes the sitemap.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { allowInlineScripts, headersFile, parseHeadersFile } from '../content/security-headers.ts';
import { htmlFileForRoute } from '../content/route-path.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { locate } from '../content/positions.ts';
import type * as ServerEntry from '../entry-server.tsx';
import type { PrerenderJob, PrerenderResult, PrerenderShare } from './prerender-pages.ts';

const root = process.cwd();
const dist = resolve(root, 'dist');
const serverDir = resolve(root, 'dist-ssr');
const server = (await import(
  pathToFileURL(join(serverDir, 'entry-server.js')).href
)) as typeof ServerEntry;
const { site } = server;

/** Renders a share of the pages in a worker thread; resolves with its hashes or its failure. */
function renderInWorker(share: PrerenderShare): Promise<PrerenderResult> {
  const module = JSON.stringify(pathToFileURL(join(serverDir, 'prerender-pages.js')).href);
  return new Promise((resolvePromise, reject) => {
    // An ES module worker from code: `eval` workers are CommonJS, which may import() ESM.
    const worker = new Worker(`import(${module})`, {
      eval: true,
      workerData: { prerender: share },
    });
    worker.once('message', (result: PrerenderResult) => resolvePromise(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`prerender worker exited with code ${code}`));
    });
  });
}

/**
 * A page that fails to render stops the build with the page file, the block's line and its
 * type (`pages/pricing.yaml:14:5 blocks[2] (pricing): …`), not a React stack.
 */
async function renderFailure(route: string, reason: string): Promise<string> {
  const block = await server.failingBlock(route).catch(() => null);
  if (!block) return `${route}: the page failed to prerender: ${reason}`;
  const { document, lines } = parseYaml(readFileSync(join(root, block.file), 'utf8'));
  const at = locate(document, lines, ['blocks', block.index]);
  return `${block.file}:${at.line}:${at.column} blocks[${block.index}] (${block.type}): the block failed to prerender: ${block.message}`;
}

const started = performance.now();
const jobs: PrerenderJob[] = [
  ...server.routePaths.map((route) => ({
    url: route,
    outFile: htmlFileForRoute(route),
    status: 200,
  })),
  { url: '/404', outFile: '404.html', status: 404 },
];
// A worker costs a start-up (its own copy of the server bundle): not worth it for a few pages.
const workers = Math.max(
  1,
  Math.min(
    Number(process.env.PRERENDER_WORKERS ?? availableParallelism()),
    Math.ceil(jobs.length / 40),
  ),
);
// Dealt round-robin: neighbouring routes are often alike in size.
const shares = Array.from({ length: workers }, (_, index) => ({
  dist,
  jobs: jobs.filter((_, position) => position % workers === index),
}));
const results = await Promise.all(shares.map(renderInWorker));
const failure = results.find((result) => 'failedRoute' in result);
if (failure && 'failedRoute' in failure) {
  console.error(await renderFailure(failure.failedRoute, failure.reason));
  process.exit(1);
}
const inlineScripts = new Set(
  results.flatMap((result) => ('hashes' in result ? result.hashes : [])),
);

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
  `prerendered ${server.routePaths.length} pages + 404.html in ${Math.round(performance.now() - started)} ms (${workers} worker thread${workers === 1 ? '' : 's'})`,
);
