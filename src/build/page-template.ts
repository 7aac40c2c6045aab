/**
 * A built page's file: the client build's page template (dist/index.html) with the page's head
 * tags and body put in. One function for the prerender's workers and for the build cache,
 * which takes a page's head tags and body out of its last file to put them into a new template
 * (src/build/prerender.ts): the file records where they sit, so no copy of them is kept.
 */
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inlineScriptHashes } from '../content/security-headers.ts';

/** What the server bundle renders of a page: its head tags and its body, as HTML in parts. */
export interface RenderedBody {
  head: string;
  html: readonly string[];
}

export interface PageTemplate {
  /** The client build's dist/index.html, read before the home page takes its place. */
  template: string;
  /** The files of the client build's entry (its manifest's `index.html` assets). */
  entryAssets: string[];
}

/**
 * Where a page's head tags and body sit in its file, as [start, end) offsets in its text, and
 * the text's length: a file whose length is not this one is not taken apart.
 */
export interface BodyPlace {
  head: [number, number];
  html: [number, number];
  length: number;
}

const MARKERS = { head: '<!--app-head-->', html: '<!--app-html-->' } as const;

/** The template cut at its markers (in their order in it) and its font preloads. */
interface CutTemplate {
  /** Text before each marker found; the last is the text after the last marker. */
  pieces: string[];
  slots: (keyof typeof MARKERS)[];
  /** Follows the page's head tags: the entry's font files, preloaded. */
  afterHead: string;
}

/** Cut once per template: a worker puts a thousand pages into the same one. */
const cutTemplates = new WeakMap<PageTemplate, CutTemplate>();

function cutTemplate(page: PageTemplate): CutTemplate {
  let cut = cutTemplates.get(page);
  if (cut) return cut;
  const { template, entryAssets } = page;
  /** The self-hosted font files the entry's CSS uses: preloaded so text never waits for CSS. */
  const fontPreloads = entryAssets
    .filter((asset) => asset.endsWith('.woff2'))
    .map(
      (asset) => `<link rel="preload" href="/${asset}" as="font" type="font/woff2" crossorigin>`,
    );
  const found = (Object.keys(MARKERS) as (keyof typeof MARKERS)[])
    .map((slot) => ({ slot, at: template.indexOf(MARKERS[slot]) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { slot, at } of found) {
    pieces.push(template.slice(from, at));
    from = at + MARKERS[slot].length;
  }
  pieces.push(template.slice(from));
  cut = {
    pieces,
    slots: found.map(({ slot }) => slot),
    afterHead: fontPreloads.map((preload) => `\n    ${preload}`).join(''),
  };
  cutTemplates.set(page, cut);
  return cut;
}

/**
 * The page's HTML in parts, in the order written: the template's pieces with its head tags and
 * body between them, and where those sit (none when the template lacks a marker). Put in by
 * position: a body's `$&` or `$$` stays as it is. Never joined into one string: a page of
 * 120,000 characters joined is a new string of that size, which cost 1.2 ms a page to make
 * here (ten times its writing in parts; `writePageFile`).
 */
export function pageParts(
  page: PageTemplate,
  body: RenderedBody,
): { parts: string[]; place?: BodyPlace } {
  const { pieces, slots, afterHead } = cutTemplate(page);
  const at: Partial<Record<keyof typeof MARKERS, [number, number]>> = {};
  const parts = [pieces[0]!];
  let length = pieces[0]!.length;
  const add = (part: string) => {
    parts.push(part);
    length += part.length;
  };
  slots.forEach((slot, index) => {
    const start = length;
    if (slot === 'head') add(body.head);
    else body.html.forEach(add);
    at[slot] = [start, length];
    if (slot === 'head') add(afterHead);
    add(pieces[index + 1]!);
  });
  const place = at.head && at.html && { head: at.head, html: at.html, length };
  return { parts, ...(place && { place }) };
}

/** The CSP hashes of the inline scripts of a page in parts (none spans two: see pageParts). */
export const partsScriptHashes = (parts: readonly string[]) => parts.flatMap(inlineScriptHashes);

/**
 * Writes a page's parts as a new file (`wx`: the last build's file may be a link into the build
 * cache, which must not be written through), part after part.
 */
export function writePageFile(path: string, parts: readonly string[]) {
  const file = openSync(path, 'wx');
  try {
    for (const part of parts) writeSync(file, part, null, 'utf8');
  } finally {
    closeSync(file);
  }
}

/** A page's head tags and body out of its file, or undefined when it is not the one recorded. */
export function bodyOfPage(html: string, place: BodyPlace): RenderedBody | undefined {
  if (html.length !== place.length) return undefined;
  return { head: html.slice(...place.head), html: [html.slice(...place.html)] };
}

/** Writes dist/<outFile>; returns the hashes of the inline scripts it holds and its place. */
export function writePage(
  dist: string,
  outFile: string,
  page: PageTemplate,
  body: RenderedBody,
): { hashes: string[]; place?: BodyPlace } {
  const { parts, place } = pageParts(page, body);
  const target = join(dist, outFile);
  mkdirSync(dirname(target), { recursive: true });
  rmSync(target, { force: true });
  writePageFile(target, parts);
  return { hashes: partsScriptHashes(parts), ...(place && { place }) };
}
