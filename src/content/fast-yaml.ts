/**
 * The plain data of an ordinary content file, read by js-yaml: about a tenth of the time yaml
 * takes (a 1,000-page build spent two thirds of its validation in yaml's parser), and where its
 * nodes start, to place a warning. yaml stays the reader of problems: a text this path does not
 * take, or any text with a problem, goes to yaml (parsed-yaml.ts), and so does a position this
 * path cannot tell for certain.
 *
 * The two parsers agree on the YAML they both read exactly; this path takes only that YAML:
 *
 * - scalars resolve by yaml's own core-schema rules (its regular expressions below), not
 *   js-yaml's (which reads `0b1` and `1_000` as numbers, where YAML 1.2 and yaml read text);
 * - a text that may hold an anchor, alias, tag, merge key, directive, second document, complex
 *   or collection key goes to yaml, which checks those (parsed-yaml.ts); so does a duplicate key
 *   (js-yaml refuses it), a null key (js-yaml names it "null", yaml ""), an empty text and any
 *   nesting near the limit (text-limits.ts counts it from yaml's tokens);
 * - a quoted text or flow collection over several lines goes to yaml: js-yaml accepts its later
 *   lines at any indentation, yaml wants them indented under their key;
 * - the guards look at the raw text, so prose such as "Q & A" or "*new*" may send a file to
 *   yaml for nothing: slower, never different.
 *
 * tests/unit/fast-yaml.test.ts holds both parsers to the same data, heads and positions on
 * generated documents and on every mutation the fuzz test makes.
 */
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { hasForbiddenCharacter, MAX_FILE_CHARACTERS, MAX_NESTING_DEPTH } from './text-limits.ts';

/**
 * yaml's core schema (yaml/dist/schema/core/*.js), its tests in its order. One js-yaml type per
 * tag (js-yaml keeps only the last of a tag), so int and float each try their forms in turn.
 */
type Form = readonly [test: RegExp, construct: (text: string) => unknown];
const coreScalar = (tag: string, forms: readonly Form[]) => {
  const form = (text: string) => forms.find(([test]) => test.test(text));
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string) => form(text) !== undefined,
    construct: (text: string) => form(text)![1](text),
  });
};
const schema = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    coreScalar('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => /^[tT]/.test(text)]]),
    coreScalar('int', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    coreScalar('float', [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (text) =>
          text.slice(-3).toLowerCase() === 'nan'
            ? NaN
            : text[0] === '-'
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY,
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/**
 * Where YAML may start an anchor, alias or tag (`&a`, `*a`, `!t` at a node's start; a `!` alone is
 * the non-specific tag, which yaml reads as an empty text and js-yaml as null), a complex
 * key (`? `), a merge key (`<<`), a directive (`%` at a line's start), a document marker, a
 * collection used as a key (`]:` or `}:`), a key that is null, empty or `~`, a carriage return
 * alone (js-yaml reads it as a line break, yaml as a character), a byte-order mark anywhere, or
 * a comment right after a closing quote or bracket (js-yaml takes it, yaml wants a space).
 */
const OUTSIDE_THE_SHARED_YAML =
  /\r(?!\n)|\uFEFF|["'\]}]#|(?:^|[\s[\]{},])(?:[&*]\S|!|\?(?:\s|$))|<<|^%|^(?:---|\.\.\.)(?:\s|$)|[\]}][ \t]*:(?:\s|$)|(?:^|[\s[{,])(?:~|null|Null|NULL)?[ \t]*:(?:\s|$)/m;

/**
 * Whether the text may be read here at all (the guards above). A byte-order mark left after the
 * caller's goes to yaml: js-yaml drops one at the start, and every offset with it.
 */
export const inSharedYaml = (source: string) =>
  source.length <= MAX_FILE_CHARACTERS &&
  !hasForbiddenCharacter(source) &&
  !OUTSIDE_THE_SHARED_YAML.test(source);

/** Deeper data than this goes to yaml, whose token count decides the limit exactly. */
const MAX_DEPTH = MAX_NESTING_DEPTH - 2;

/** Whether the data nests within MAX_DEPTH and holds no key js-yaml may have made of a null. */
function plainEnough(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => plainEnough(item, depth + 1));
  for (const key in value) {
    if (key === 'null') return false;
    if (!plainEnough((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** Whether a line break lies between two offsets. */
function spansLines(source: string, start: number, end: number): boolean {
  const lineBreak = source.indexOf('\n', start);
  return lineBreak !== -1 && lineBreak < end;
}

/** Whether `: ` (or a colon at a line's end) follows, after spaces: what ends a mapping's key. */
function followedByColon(source: string, at: number): boolean {
  let next = at;
  while (source[next] === ' ' || source[next] === '\t') next++;
  if (source[next] !== ':') return false;
  const after = source[next + 1];
  return after === undefined || after === ' ' || after === '\t' || after === '\n' || after === '\r';
}

/** Thrown from js-yaml's listener to stop reading a text that goes to yaml. */
const TO_YAML = new Error('read by yaml');

/** Where a node's content starts: after the spaces, line breaks and comments before it. */
function contentStart(source: string, from: number): number {
  let at = from;
  for (;;) {
    const character = source[at];
    if (character === ' ' || character === '\t' || character === '\n' || character === '\r') at++;
    else if (character === '#')
      at = source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at);
    else return at;
  }
}

/** The column of an offset (from 0). */
const columnOf = (source: string, offset: number) =>
  offset - (source.lastIndexOf('\n', offset - 1) + 1);

/**
 * js-yaml's listener: it sees each node open and close, and stops the read where js-yaml is
 * laxer than yaml: a quoted text or flow collection that spans lines, and a block mapping's
 * keys or a block sequence's items that do not all start at one column (js-yaml takes an item
 * indented one space less as the same list's), and a block sequence with an empty item (whose
 * column js-yaml does not show).
 */
function laxnessGuard(source: string) {
  /** Each open node's children: where each starts, whether a key, and its opening column. */
  type Child = { start: number; isKey: boolean; opened: number };
  const frames: { open: number; children: Child[] }[] = [{ open: 0, children: [] }];
  return (
    event: 'open' | 'close',
    state: { position: number; kind: string | null; result: unknown },
  ) => {
    if (event === 'open') {
      frames.push({ open: state.position, children: [] });
      return;
    }
    const { open, children } = frames.pop()!;
    const start = contentStart(source, open);
    const first = source[start];
    const flow = first === '[' || first === '{';
    if ((flow || first === '"' || first === "'") && spansLines(source, start, state.position)) {
      throw TO_YAML;
    }
    // A mapping's keys by where they start; a sequence's items (an empty one too) by their
    // dash, which js-yaml has just read when it opens the item.
    const columns =
      flow || (state.kind !== 'mapping' && state.kind !== 'sequence')
        ? []
        : state.kind === 'mapping'
          ? children.filter((child) => child.isKey).map((child) => columnOf(source, child.start))
          : children.map((child) => columnOf(source, child.opened - 1));
    if (columns.some((column) => column !== columns[0])) throw TO_YAML;
    // An empty item js-yaml pushes without opening a node: its dash cannot be checked.
    if (
      state.kind === 'sequence' &&
      !flow &&
      children.length !== (state.result as unknown[]).length
    )
      throw TO_YAML;
    frames.at(-1)!.children.push({
      start,
      isKey: state.kind === 'scalar' && followedByColon(source, state.position),
      opened: open,
    });
  };
}

/**
 * The data of a text, as yaml would read it, when the text is plain YAML with no problem; else
 * undefined (then yaml reads it).
 */
export function fastYamlData(source: string): { data: unknown } | undefined {
  if (!inSharedYaml(source)) return undefined;
  let data: unknown;
  try {
    data = load(source, { schema, listener: laxnessGuard(source) });
  } catch {
    return undefined;
  }
  if (data === null || data === undefined || !plainEnough(data, 1)) return undefined;
  return { data };
}

/** A top-level `title:` key at a line's start, plain or quoted. */
const TITLE_KEY = /^(?:title|"title"|'title')[ \t]*:/gm;

/**
 * Where headOf (positions.ts) puts a problem about the whole file, read from a text in the shared
 * YAML (inSharedYaml, the caller's check) with no problem: the `title:` key, else the first key; undefined when the text does not say
 * for certain (then yaml's document does). In such a text a line that starts at its first column
 * holds a top-level key or a comment: block texts are indented under their key, and quoted texts
 * and flow collections over several lines go to yaml.
 */
export function fastHead(
  source: string,
  data: unknown,
): { line: number; column: number } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (Array.isArray(data)) return { line: 1, column: 1 };
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const first = /^[^\s#]/m.exec(source);
  // Only blank and comment lines before it: it starts the top-level map, at its first column
  // (not a flow map's brace).
  if (
    !first ||
    first[0] === '{' ||
    !/^(?:[ \t]*(?:#.*)?\r?\n)*$/.test(source.slice(0, first.index))
  )
    return undefined;
  if (Object.hasOwn(data, 'title')) {
    const found = [...source.matchAll(TITLE_KEY)];
    return found.length === 1 ? { line: lineOf(found[0]!.index), column: 1 } : undefined;
  }
  return { line: lineOf(first.index), column: 1 };
}

/**
 * A node js-yaml read and where its content starts; a key keeps its value, a sequence its
 * length, nothing else its data (a site's worth of copies would fill the heap).
 */
interface PlacedNode {
  start: number;
  /** The text right after it, spaces skipped, is `:` and a space: it is a mapping's key. */
  isKey: boolean;
  /** Null for a node that read nothing: an empty value or item. */
  kind: 'scalar' | 'mapping' | 'sequence' | null;
  /** A key's value (a scalar), which a path's segment is compared with. */
  key?: unknown;
  /** A sequence's number of items. */
  length?: number;
  children: PlacedNode[];
}

const NO_CHILDREN: PlacedNode[] = [];

/**
 * Every node of a text in the shared YAML (inSharedYaml, the caller's check), with where it
 * starts, read again by js-yaml with a listener (a tenth of yaml's parse). A sequence has a node per item, an empty one included; a
 * mapping has its keys, each followed by its value unless that is empty; a scalar's children
 * are js-yaml's own attempts at reading it, and are dropped.
 */
export function placeNodes(source: string): PlacedNode | undefined {
  const guard = laxnessGuard(source);
  const frames: { open: number; children: PlacedNode[] }[] = [{ open: 0, children: [] }];
  const listener = (
    event: 'open' | 'close',
    state: { position: number; kind: string | null; result: unknown },
  ) => {
    guard(event, state);
    if (event === 'open') {
      frames.push({ open: state.position, children: [] });
      return;
    }
    const { open, children } = frames.pop()!;
    const kind =
      state.kind === 'scalar' || state.kind === 'mapping' || state.kind === 'sequence'
        ? state.kind
        : null;
    const isKey = kind !== null && followedByColon(source, state.position);
    frames.at(-1)!.children.push({
      start: contentStart(source, open),
      isKey,
      kind,
      ...(isKey && { key: state.result }),
      ...(kind === 'sequence' && { length: (state.result as unknown[]).length }),
      children: kind === 'mapping' || kind === 'sequence' ? children : NO_CHILDREN,
    });
  };
  try {
    load(source, { schema, listener });
  } catch {
    return undefined;
  }
  const root = frames[0]!.children.find((node) => node.kind !== null);
  return root;
}

/**
 * The offset locate (positions.ts) gives for a path, from the placed nodes; undefined where it
 * cannot be told for certain (a flow collection on the way, an empty value), and yaml's document
 * answers.
 */
export function fastLocate(
  source: string,
  root: PlacedNode,
  path: readonly PropertyKey[],
  pointAtKey = false,
): number | undefined {
  let node = root;
  let keyNode: PlacedNode | null = null;
  for (const segment of path) {
    if (source[node.start] === '{' || source[node.start] === '[') return undefined;
    // An item js-yaml read without a node (an empty one at the end of the text): not placed.
    if (node.kind === 'sequence' && node.children.length !== node.length) return undefined;
    if (node.kind === 'mapping') {
      const at = node.children.findIndex((child) => child.isKey && child.key === segment);
      if (at < 0) break;
      const value = node.children[at + 1];
      if (!value || value.isKey || value.kind === null) return undefined;
      keyNode = node.children[at]!;
      node = value;
    } else if (node.kind === 'sequence' && typeof segment === 'number' && node.children[segment]) {
      keyNode = null;
      node = node.children[segment];
      if (node.kind === null) return undefined;
    } else {
      break;
    }
  }
  return (pointAtKey && keyNode ? keyNode : node).start;
}
