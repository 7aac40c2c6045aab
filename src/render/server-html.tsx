/**
 * React trees to HTML on the server: a page in one synchronous pass when it can, else with the
 * streamed prerender; then each island of the page (src/islands/island-html.ts) in its place.
 * Server-only: imported by the server entry, never by the browser's bundles.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ISLAND_MARKER, type PendingIsland } from '../islands/island-html.ts';
import { islandMemo } from './island-memo.ts';
import { withLocationReads } from './page-location.ts';
import { withSectionRouteReads } from './section-routes.ts';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a tree to HTML in one synchronous pass, or undefined when it needs the prerender
 * below. Most trees have nothing to wait for (the page's module is loaded first), and this is
 * a sixth cheaper than the streamed prerender. A boundary that suspended here (a lazy part not
 * loaded yet in this process) or failed comes out client-rendered (`<!--$!`): the prerender
 * then waits for it, or reports the error with its cause.
 */
export function renderNow(tree: ReactNode, identifierPrefix?: string): string | undefined {
  try {
    const html = renderToString(tree, { identifierPrefix });
    // `$!` first: a search for `<!--$!` stops at every tag of the page, `$` is rare in it.
    return html.includes('$!') && html.includes('<!--$!') ? undefined : html;
  } catch {
    return undefined;
  }
}

/** Prerenders a tree to HTML, every Suspense boundary complete; throws what the render threw. */
export async function prerenderHtml(tree: ReactNode, identifierPrefix?: string): Promise<string> {
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

/**
 * One island's own HTML: from the memo when another page had the same island (same kind,
 * component, props and id prefix) and its render did not read the location; else rendered.
 */
async function islandHtml(
  island: PendingIsland,
  queue: readonly PendingIsland[],
): Promise<{ html: string; nested: boolean }> {
  const { content, url, identifierPrefix } = island;
  const key = islandMemo.keyOf(island);
  const known = key === undefined ? undefined : islandMemo.get(key);
  if (known !== undefined) {
    islandMemo.counts.shared++;
    return { html: known, nested: false };
  }
  islandMemo.counts.rendered++;
  const tree = (
    <StrictMode>
      <StaticRouter location={url}>{content}</StaticRouter>
    </StrictMode>
  );
  const pending = queue.length;
  const {
    result: { result, readLocation },
    readSectionRoute,
  } = withSectionRouteReads(() => withLocationReads(() => renderNow(tree, identifierPrefix)));
  if (result !== undefined) {
    const nested = queue.length > pending;
    // An island holding others keeps their markers, which name this page's ids: not shared.
    // One that links to a section's page is shared in this build alone (section-routes.ts).
    if (key !== undefined && !readLocation && !nested)
      islandMemo.set(key, result, readSectionRoute);
    return { html: result, nested };
  }
  const html = await prerenderHtml(tree, identifierPrefix);
  return { html, nested: queue.length > pending };
}

/**
 * An islands build: each island's own HTML in place of its marker (src/islands/Island.tsx), as
 * the page's parts in order: the page's text between markers and the islands' HTML, never
 * joined (a page joined is a new string of its whole size: page-template.ts).
 */
export async function withIslands(html: string, islands: PendingIsland[]): Promise<string[]> {
  const own = new Map<string, string>();
  /** The islands whose render collected islands inside them: the only ones holding markers. */
  const parents = new Set<string>();
  // An island inside another is collected while its parent renders: first in, first out.
  for (let island = islands.shift(); island; island = islands.shift()) {
    // A parent island rendered twice (renderNow, then the prerender) collected it twice.
    if (own.has(island.marker)) continue;
    const { html: rendered, nested } = await islandHtml(island, islands);
    own.set(island.marker, rendered);
    if (nested) parents.add(island.marker);
  }
  // One pass over the page, nested islands filled in as they come: replacing each marker in
  // the whole page in turn was a sixth of the prerender's time on a large site. An island that
  // holds none is not searched: the islands are most of a page's text.
  const parts: string[] = [];
  const fill = (text: string) => {
    let from = 0;
    for (const { 0: marker, index } of text.matchAll(ISLAND_MARKER)) {
      const island = own.get(marker);
      if (island === undefined) continue;
      parts.push(text.slice(from, index));
      if (parents.has(marker)) fill(island);
      else parts.push(island);
      from = index + marker.length;
    }
    parts.push(text.slice(from));
  };
  fill(html);
  return parts;
}
