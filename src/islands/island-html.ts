/**
 * How an island's HTML is made on the server: as a React root of its own (see Island.tsx),
 * rendered after the page around it. The page's render leaves a marker where each island goes
 * and collects the island; the server entry then prerenders each one (waiting for its lazy
 * parts, as the page's prerender does) and puts its HTML in place of the marker. Kept apart
 * from the server entry so that React DOM's server code never enters the browser's bundles.
 */
import type { ReactNode } from 'react';

export interface PendingIsland {
  marker: string;
  /** Its kind (registry.ts) and the JSON of its props: what the browser renders it from. */
  name: string;
  propsJson: string | undefined;
  content: ReactNode;
  url: string;
  identifierPrefix: string;
}

let pending: PendingIsland[] | undefined;

/** Called by the server entry before it renders a page of an islands build. */
export function collectIslands(): PendingIsland[] {
  pending = [];
  return pending;
}

/** Finds every marker in a page's HTML (islandMarker makes them). */
export const ISLAND_MARKER = /<!--island [^>]*?-->/g;

/** The marker the page's HTML holds until the island's own HTML replaces it. */
export function islandMarker(island: Omit<PendingIsland, 'marker'>) {
  if (!pending) throw new Error('An island was rendered outside the prerender of an islands build');
  const marker = `<!--island ${island.identifierPrefix}-->`;
  pending.push({ marker, ...island });
  return marker;
}
