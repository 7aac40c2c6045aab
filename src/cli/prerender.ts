/**
 * Writes dist/<route>/index.html for every page (full text in the HTML, the page's head tags,
 * modulepreload links for its chunks), dist/404.html, dist/sitemap.xml and dist/robots.txt.
 * Runs after `vite build` (client) and `vite build --ssr` (server entry).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  allowInlineScripts,
  headersFile,
  inlineScriptHashes,
  parseHeadersFile,
} from '../content/security-headers.ts';
import { headToHtml, pageHead } from '../render/head.ts';
import { structuredData } from '../seo/structured-data.ts';
import { htmlFileForRoute } from '../content/route-path.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { locate } from '../content/positions.ts';
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
      .map((key) => `<link rel="modulepreload" href="/${manifest[key]!.file}">`),
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

/**
 * A page that fails to render stops the build with the page file, the block's line and its
 * type (`pages/pricing.yaml:14:5 blocks[2] (pricing): …`), not a React stack.
 */
async function renderFailure(route: string, error: unknown): Promise<string> {
  const reason = error instanceof Error ? error.message : String(error);
  const block = await server.failingBlock(route).catch(() => null);
  if (!block) return `${route}: the page failed to prerender: ${reason}`;
  const { document, lines } = parseYaml(readFileSync(join(root, block.file), 'utf8'));
  const at = locate(document, lines, ['blocks', block.index]);
  return `${block.file}:${at.line}:${at.column} blocks[${block.index}] (${block.type}): the block failed to prerender: ${block.message}`;
}

const started = performance.now();
for (const route of server.routePaths) {
  let status: number;
  try {
    status = await writePage(route, htmlFileForRoute(route));
  } catch (error) {
    console.error(await renderFailure(route, error));
    process.exit(1);
  }
  if (status !== 200) throw new Error(`${route} rendered with status ${status}`);
}
await writePage('/404', '404.html');

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
  `prerendered ${server.routePaths.length} pages + 404.html in ${Math.round(performance.now() - started)} ms`,
);
