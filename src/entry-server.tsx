/**
 * Server entry used by the prerenderer: renders one URL of the site to HTML with React Router's
 * `StaticRouter` and React 19's `prerenderToNodeStream`.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { collectIslands } from './islands/island-html.ts';
import { islandsBuild } from './islands/mode.ts';
import { NOT_FOUND } from './render/not-found-text.ts';
import { loadRouteTable, routeFor, SiteRoutes } from './render/routes.tsx';
import { prerenderHtml, renderNow, withIslands } from './render/server-html.tsx';
import { site } from './render/site.ts';
import type { PageData } from './project/page-schema.ts';
import type * as RouteTable from './render/route-table.ts';

export { site };
// The prerenderer hands the bundle the pages it renders (src/content/prerender-page-source.ts).
export { providePages } from './content/prerender-page-source.ts';

export interface RenderedPage {
  /** The page's body HTML in parts, in order (server-html.tsx's withIslands). */
  html: string[];
  status: number;
  title: string;
  description: string;
  /** The page file, to find its chunk in the client manifest. */
  file?: string;
  /** The page's data, for its structured data. */
  page?: PageData;
}

/**
 * Imported as the client imports it (a chunk of its own), which keeps it out of the client's
 * entry. Awaited where it is used: the server bundle is CommonJS, which has no top-level await
 * (its code cache: src/build/code-cache.mjs). Loaded at the first page, not with the bundle: the
 * table is made of the pages the prerenderer hands over (prerender-page-source.ts), which a
 * prerender worker is given once it has loaded the bundle (src/build/prerender-workers.ts).
 */
let routeTable: Promise<typeof RouteTable> | undefined;

/** The route of `pathname`, if a page has it. */
const knownRoute = async (pathname: string) =>
  (await (routeTable ??= import('./render/route-table.ts'))).pageRoutes.find(
    (route) => route.path === pathname,
  );

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
  const known = await knownRoute(pathname);
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
  const known = await knownRoute(pathname);
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
