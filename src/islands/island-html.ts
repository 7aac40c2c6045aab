/**
 * How an island's HTML is made on the server: as a React root of its own (see Island.tsx),
 * rendered after the page around it. The page's render leaves a marker where each island goes
 * and collects the island; the server entry then prerenders each one (waiting for its lazy
 * parts, as the page's prerender does) and puts its HTML in place of the marker. Kept apart
 * from the server entry so that React DOM's server code never enters the browser's bundles.
 */
import type { ReactNode } from 'react';
import { textHash } from '../render/text-hash.ts';

export interface PendingIsland {
  marker: string;
  /** Its kind (registry.ts) and the JSON of its props: what the browser renders it from. */
  name: string;
  propsJson: string | undefined;
  /** What its HTML is made from besides its props (Island.tsx), for its memo key. */
  madeFrom?: string | undefined;
  content: ReactNode;
  url: string;
  identifierPrefix: string;
}

let pending: PendingIsland[] | undefined;
/** The id prefixes given on the page being rendered, each with how many times. */
let prefixesGiven = new Map<string, number>();

/** Called by the server entry before it renders a page of an islands build. */
export function collectIslands(): PendingIsland[] {
  pending = [];
  prefixesGiven = new Map();
  return pending;
}

/**
 * An island's id prefix (the ids `useId` gives inside it), made from its kind and props rather
 * than its place in the page: the same island then has the same HTML on every page, wherever it
 * sits and whatever is added above it, and the prerender renders it once (island-memo.ts). A
 * second island of the same kind and props on a page, or one whose hash another's shares, is
 * numbered, so that no two islands of a page share an id.
 */
export function islandPrefix(name: string, propsJson: string | undefined): string {
  const base = `i${textHash(`${name} ${propsJson ?? ''}`).toString(36)}`;
  const given = prefixesGiven.get(base) ?? 0;
  prefixesGiven.set(base, given + 1);
  return given === 0 ? `${base}-` : `${base}n${given}-`;
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
