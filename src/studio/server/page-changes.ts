/**
 * What a change of a page file does, in words a reviewer reads without YAML: the page's own
 * fields, the blocks added, removed or moved, and each value that changed, as it was and as it
 * is (`hero (block 1) › title: “Simple, transparent pricing” → “Spring pricing…”`). A draft's
 * change list named the page and linked its preview: what had changed, the reviewer had to find
 * by memory. The site file says its own (site-changes.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { blockTypeOf, pathInWords } from '../../content/path-in-words.ts';
import { blockWord, PATH_WORDS } from '../words.ts';
import { plain } from './yaml-list-lines.ts';

/** The most lines a page's changes take; the rest are counted. */
export const MOST_PAGE_CHANGES = 12;
/** A value longer than this is cut, with an ellipsis: a line each. */
const LONGEST_VALUE = 60;

type Path = readonly (string | number)[];
type Map = Record<string, unknown>;

const isMap = (value: unknown): value is Map =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `“${text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text}”`;
};

/**
 * Two long texts quoted where they differ: both cut at the same place a little before their
 * first difference, so a sentence added at the end of a paragraph does not read as “A…” → “A…”.
 */
function quotedPair(before: string, after: string): [string, string] {
  let same = 0;
  while (same < before.length && before[same] === after[same]) same++;
  const from = same > LONGEST_VALUE - 20 ? same - 20 : 0;
  const cut = (text: string) => {
    const rest = text.slice(from);
    const end = rest.length > LONGEST_VALUE ? `${rest.slice(0, LONGEST_VALUE - 1)}…` : rest;
    return `“${from > 0 ? '…' : ''}${end}”`;
  };
  return [cut(before), cut(after)];
}

/** A path of the page in words (path-in-words.ts). */
type Words = (path: Path) => string;

/** The lines of the values that differ between `before` and `after`, under `path`. */
function valueChanges(before: unknown, after: unknown, path: Path, where: Words, lines: string[]) {
  if (isDeepStrictEqual(before, after)) return;
  const at = where(path);
  if (before === undefined) {
    lines.push(
      isMap(after) || Array.isArray(after) ? `${at}: added` : `${at}: ${quoted(after)} added`,
    );
  } else if (after === undefined) {
    lines.push(`${at}: removed`);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++)
      valueChanges(before[index], after[index], [...path, index], where, lines);
    if (after.length > common) lines.push(`${at}: ${after.length - common} added at the end`);
    if (before.length > common) lines.push(`${at}: the last ${before.length - common} removed`);
  } else if (isMap(before) && isMap(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      valueChanges(before[key], after[key], [...path, key], where, lines);
  } else {
    const [was, now] =
      typeof before === 'string' && typeof after === 'string'
        ? quotedPair(before, after)
        : [quoted(before), quoted(after)];
    lines.push(`${at}: ${was} → ${now}`);
  }
}

/**
 * Pairs of blocks kept from `before` to `after` (indexes), found as the longest run of types in
 * the same order: a block added or removed does not make every block after it read as changed.
 */
function keptBlocks(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const longest = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) =>
    i < before.length && j < after.length ? longest[i]![j]! : 0;
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      longest[i]![j] =
        blockTypeOf(before[i]) === blockTypeOf(after[j])
          ? at(i + 1, j + 1) + 1
          : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (blockTypeOf(before[i]) === blockTypeOf(after[j])) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** `was`, `now`: a path of the page in words, as it was and as it is. */
function blockChanges(
  before: readonly unknown[],
  after: readonly unknown[],
  was: Words,
  now: Words,
  lines: string[],
) {
  const kept = keptBlocks(before, after);
  const removed = before.flatMap((block, i) => (kept.some(([from]) => from === i) ? [] : [i]));
  const added = after.flatMap((block, j) => (kept.some(([, to]) => to === j) ? [] : [j]));
  // A block taken out and put back elsewhere as it was is a move, not a loss and a gain.
  const moved = new Map<number, number>();
  for (const i of removed) {
    const j = added.find((to) => !moved.has(to) && isDeepStrictEqual(before[i], after[to]));
    if (j !== undefined) moved.set(j, i);
  }
  for (const i of removed)
    if (![...moved.values()].includes(i)) lines.push(`${was(['blocks', i])}: removed`);
  for (const j of added) {
    const from = moved.get(j);
    lines.push(
      from === undefined
        ? `${now(['blocks', j])}: added`
        : `${blockWord(blockTypeOf(after[j]))}: moved from block ${from + 1} to block ${j + 1}`,
    );
  }
  for (const [i, j] of kept) valueChanges(before[i], after[j], ['blocks', j], now, lines);
}

/**
 * `before`, `after`: the page file's texts, null when absent. A new page is all new (its preview
 * shows it); a page removed, the change list says otherwise. A text that is no map of fields
 * gives no lines.
 */
export function pageChanges(before: string | null, after: string | null): string[] {
  if (after === null) return [];
  if (before === null) return ['a new page'];
  const old = plain(before);
  const now = plain(after);
  if (!isMap(old) || !isMap(now)) return [];
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (key === 'blocks') continue;
    valueChanges(
      old[key],
      now[key],
      [`page ${key}`],
      (path) => pathInWords(path, now, PATH_WORDS),
      lines,
    );
  }
  const blocks = (data: Map) => (Array.isArray(data.blocks) ? data.blocks : []);
  blockChanges(
    blocks(old),
    blocks(now),
    (path) => pathInWords(path, old, PATH_WORDS),
    (path) => pathInWords(path, now, PATH_WORDS),
    lines,
  );
  return lines.length > MOST_PAGE_CHANGES
    ? [
        ...lines.slice(0, MOST_PAGE_CHANGES - 1),
        `and ${lines.length - MOST_PAGE_CHANGES + 1} more changes`,
      ]
    : lines;
}
