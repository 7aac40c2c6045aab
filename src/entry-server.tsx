/**
 * Server entry used by the prerenderer: renders one URL of the site to HTML with React Router's
 * `StaticRouter` and React 19's `prerenderToNodeStream`.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { collectIslands, ISLAND_MARKER, type PendingIsland } from './islands/island-html.ts';
import { islandsBuild } from './islands/mode.ts';
import { NOT_FOUND } from './render/not-found-text.ts';
import { loadRouteTable, routeFor, SiteRoutes } from './render/routes.tsx';
import { site } from './render/site.ts';
import type { PageData } from './content/page-schema.ts';

export { site };

export interface RenderedPage {
  html: string;
  status: number;
  title: string;
  description: string;
  /** The page file, to find its chunk in the client manifest. */
  file?: string;
  /** The page's data, for its structured data. */
  page?: PageData;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

// Imported as the client imports it (a chunk of its own), which keeps it out of the client's entry.
const { pageRoutes } = await import('./render/route-table.ts');

export const routePaths = pageRoutes.map((route) => route.path);

/**
 * Renders a tree to HTML in one synchronous pass, or undefined when it needs the prerender
 * below. Most trees have nothing to wait for (the page's module is loaded first), and this is
 * a sixth cheaper than the streamed prerender. A boundary that suspended here (a lazy part not
 * loaded yet in this process) or failed comes out client-rendered (`<!--$!`): the prerender
 * then waits for it, or reports the error with its cause.
 */
function renderNow(tree: ReactNode, identifierPrefix?: string): string | undefined {
  try {
    const html = renderToString(tree, { identifierPrefix });
    // `$!` first: a search for `<!--$!` stops at every tag of the page, `$` is rare in it.
    return html.includes('$!') && html.includes('<!--$!') ? undefined : html;
  } catch {
    return undefined;
  }
}

/** Prerenders a tree to HTML, every Suspense boundary complete; throws what the render threw. */
async function prerenderHtml(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(
    tree,
    // Every Suspense boundary is complete in a prerender: keep each in place in the HTML. A
    // boundary written out of order needs React's inline swap script, which the
    // Content-Security-Policy refuses, and the page would show its fallback.
    {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // React's default logs the error with its component stack: the build names the page
      // file, line and block instead (failingBlock). Kept, so an error React would recover
      // from inside a Suspense boundary still fails the prerender.
      onError: (error) => {
        renderError ??= error;
      },
      identifierPrefix,
    },
  );
  if (renderError !== undefined) throw renderError;
  return streamToString(prelude);
}

/** An islands build: each island's own HTML in place of its marker (src/islands/Island.tsx). */
async function withIslands(html: string, islands: PendingIsland[]): Promise<string> {
  const own = new Map<string, string>();
  /** The islands whose render collected islands inside them: the only ones holding markers. */
  const parents = new Set<string>();
  // An island inside another is collected while its parent renders: first in, first out.
  for (let island = islands.shift(); island; island = islands.shift()) {
    const { marker, content, url, identifierPrefix } = island;
    // A parent island rendered twice (renderNow, then the prerender) collected it twice.
    if (own.has(marker)) continue;
    const tree = (
      <StrictMode>
        <StaticRouter location={url}>{content}</StaticRouter>
      </StrictMode>
    );
    const waiting = islands.length;
    own.set(
      marker,
      renderNow(tree, identifierPrefix) ?? (await prerenderHtml(tree, identifierPrefix)),
    );
    if (islands.length > waiting) parents.add(marker);
  }
  // One pass over the page, nested islands filled in as they come: replacing each marker in
  // the whole page in turn was a sixth of the prerender's time on a large site. An island that
  // holds none is not searched: the islands are most of a page's text.
  const fill = (text: string): string =>
    text.replace(ISLAND_MARKER, (marker) => {
      const island = own.get(marker);
      if (island === undefined) return marker;
      return parents.has(marker) ? fill(island) : island;
    });
  return fill(html);
}

export async function render(url: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, site.url);
  await loadRouteTable();
  await routeFor(pathname).preload();
  const tree = (
    <StrictMode>
      <StaticRouter location={url}>
        <SiteRoutes />
      </StaticRouter>
    </StrictMode>
  );
  let islands = islandsBuild ? collectIslands() : [];
  let pageHtml = renderNow(tree);
  if (pageHtml === undefined) {
    // The prerender renders the page again: it collects the islands again.
    islands = islandsBuild ? collectIslands() : [];
    pageHtml = await prerenderHtml(tree);
  }
  const html = await withIslands(pageHtml, islands);
  const known = pageRoutes.find((route) => route.path === pathname);
  if (!known) {
    return {
      html,
      status: 404,
      ...NOT_FOUND,
    };
  }
  const module = await known.load();
  return {
    html,
    status: 200,
    title: module.page.title,
    description: module.page.description,
    file: module.file,
    page: module.page,
  };
}

/**
 * The first block of a page that throws when rendered alone, for the prerender's error
 * message (a React stack names components, not the page file and the block).
 */
export async function failingBlock(
  url: string,
): Promise<{ file: string; index: number; type: string; message: string } | null> {
  const { pathname } = new URL(url, site.url);
  const known = pageRoutes.find((route) => route.path === pathname);
  if (!known) return null;
  const module = await known.load();
  for (const [index, block] of module.page.blocks.entries()) {
    const Block = module.components[block.type] as ComponentType<typeof block> | undefined;
    if (!Block) continue;
    try {
      renderToString(
        <StaticRouter location={url}>
          <Block {...block} />
        </StaticRouter>,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { file: module.file, index, type: block.type, message };
    }
  }
  return null;
}
