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
 * tests/unit/content/fast-yaml.test.ts holds both parsers to the same data, heads and positions on
 * generated documents and on every mutation the fuzz test makes.
 */
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { hasForbiddenCharacter, MAX_FILE_CHARACTERS, MAX_NESTING_DEPTH } from './text-limits.ts';

/**
 * yaml's core schema (yaml/dist/schema/core/*.js), its tests in its order. One js-yaml type per
 * tag (js-yaml keeps only the last of a tag), so int and float each try their forms in turn.
 */
type Form = readonly [test: RegExp, construct: (text: string) => unknown];
/**
 * `starts`: the characters the forms' texts can start with (the empty text is only null's). Every
 * plain text is asked of each type in turn, and most are words: the first character turns them
 * away before the forms' expressions are tried.
 */
const coreScalar = (tag: string, starts: string, forms: readonly Form[]) => {
  const form = (text: string) =>
    (text === '' ? tag === 'null' : starts.includes(text[0]!))
      ? forms.find(([test]) => test.test(text))
      : undefined;
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string) => form(text) !== undefined,
    construct: (text: string) => form(text)![1](text),
  });
};
const DIGITS = '0123456789';
const schema = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', '~nN', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    coreScalar('bool', 'tTfF', [
      [/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => /^[tT]/.test(text)],
    ]),
    coreScalar('int', `-+${DIGITS}`, [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    coreScalar('float', `-+.${DIGITS}`, [
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
 *
 * Grouped by what each starts with (a node's start or a flow indicator; a closing bracket; the
 * rest), and a null key's spaces only after its `~` or `null` (`x   :` is found at its last
 * space): trying nine ways at every character, and every space of an indentation again for each
 * space before it, took a tenth of a millisecond a page. tests/unit/content/fast-yaml.test.ts holds
 * it to the expression it was written as, way after way.
 */
const OUTSIDE_THE_SHARED_YAML =
  /(?:^|[\s[{,])(?:[&*]\S|!|\?(?:\s|$)|(?:(?:~|null|Null|NULL)[ \t]*)?:(?:\s|$))|[\]}](?:[&*]\S|!|\?(?:\s|$)|#|[ \t]*:(?:\s|$))|\r(?!\n)|\uFEFF|["']#|<<|^(?:%|(?:---|\.\.\.)(?:\s|$))/m;

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
 * Where js-yaml's nodes start, written as they close (a node after its children), STRIDE
 * numbers a node: plain numbers, since a site's worth of node objects filled the heap at 10,000
 * pages. A sequence has a node per item, an empty one included; a mapping has its keys, each
 * followed by its value unless that is empty; a scalar's children (js-yaml's own attempts at
 * reading it) are dropped.
 */
export interface PlacedNodes {
  readonly tape: Int32Array;
  /** The keys' values (a path's segment is compared with them), by a key node's EXTRA. */
  readonly keys: readonly unknown[];
  /** The first node that read something at the top: the document's. */
  readonly root: number;
}

const STRIDE = 5;
/** Where the node's content starts: after the spaces, line breaks and comments before it. */
const START = 0;
/** Its kind (KIND bits) and whether it is a mapping's key (IS_KEY). */
const FLAGS = 1;
/** How many nodes its subtree holds, itself included: the way back to its previous sibling. */
const SIZE = 2;
/** A sequence's number of items, a key's index in `keys`, else -1. */
const EXTRA = 3;
/** Where js-yaml opened it (a sequence item's dash lies just before). */
const OPENED = 4;

const KIND = 3;
const [NOTHING, SCALAR, MAPPING, SEQUENCE] = [0, 1, 2, 3];
const IS_KEY = 4;

/** The nodes right under the one at `node` (an index into the tape), first to last. */
function childrenOf(
  tape: ArrayLike<number>,
  node: number,
  from = node - tape[node + SIZE]! * STRIDE + STRIDE,
): number[] {
  const children: number[] = [];
  for (let at = node - STRIDE; at >= from; at -= tape[at + SIZE]! * STRIDE) children.push(at);
  return children.reverse();
}

/**
 * Reads a text with js-yaml, noting where each node starts (PlacedNodes), and stops where
 * js-yaml is laxer than yaml: a quoted text or flow collection that spans lines, a block
 * mapping's keys or a block sequence's items that do not all start at one column (js-yaml takes
 * an item indented one space less as the same list's), and a block sequence with an empty item
 * (whose column js-yaml does not show). One read gives the data and its places: a file with a
 * warning is not read again to place it.
 */
function readPlaced(source: string): { data: unknown; placed: PlacedNodes } | undefined {
  // Grown by doubling: a page of a few thousand nodes pushed onto an array spent a tenth of
  // this read growing it.
  let tape = new Int32Array(Math.max(64, source.length >> 1));
  let written = 0;
  const keys: unknown[] = [];
  /** For each open node: where it opened, and the tape's and keys' lengths then. */
  const opened: number[] = [];
  const listener = (
    event: 'open' | 'close',
    state: { position: number; kind: string | null; result: unknown },
  ) => {
    if (event === 'open') {
      opened.push(state.position, written, keys.length);
      return;
    }
    const keysBefore = opened.pop()!;
    const tapeBefore = opened.pop()!;
    const open = opened.pop()!;
    const start = contentStart(source, open);
    const first = source[start];
    const flow = first === '[' || first === '{';
    if ((flow || first === '"' || first === "'") && spansLines(source, start, state.position)) {
      throw TO_YAML;
    }
    const kind =
      state.kind === 'scalar'
        ? SCALAR
        : state.kind === 'mapping'
          ? MAPPING
          : state.kind === 'sequence'
            ? SEQUENCE
            : NOTHING;
    if (kind === MAPPING || kind === SEQUENCE) {
      // A mapping's keys by where they start; a sequence's items (an empty one too) by their
      // dash, which js-yaml has just read when it opens the item.
      if (!flow) {
        let column = -1;
        let items = 0;
        // Its children, last to first (childrenOf's order does not matter here, nor its array).
        for (
          let child = written - STRIDE;
          child >= tapeBefore;
          child -= tape[child + SIZE]! * STRIDE
        ) {
          items++;
          if (kind === MAPPING && (tape[child + FLAGS]! & (KIND | IS_KEY)) !== (SCALAR | IS_KEY))
            continue;
          const at = columnOf(
            source,
            kind === MAPPING ? tape[child + START]! : tape[child + OPENED]! - 1,
          );
          if (column === -1) column = at;
          else if (at !== column) throw TO_YAML;
        }
        // An empty item js-yaml pushes without opening a node: its dash cannot be checked.
        if (kind === SEQUENCE && items !== (state.result as unknown[]).length) throw TO_YAML;
      }
    } else {
      // js-yaml's own attempts at reading a scalar are dropped. Setting an array's length, even
      // the same, was a fifth of this listener: most scalars have none.
      written = tapeBefore;
      if (keys.length !== keysBefore) keys.length = keysBefore;
    }
    const isKey = kind !== NOTHING && followedByColon(source, state.position);
    const size = (written - tapeBefore) / STRIDE + 1;
    const extra =
      kind === SEQUENCE
        ? (state.result as unknown[]).length
        : isKey
          ? keys.push(state.result) - 1
          : -1;
    if (written + STRIDE > tape.length) {
      const larger = new Int32Array(tape.length * 2);
      larger.set(tape);
      tape = larger;
    }
    tape[written + START] = start;
    tape[written + FLAGS] = kind | (isKey ? IS_KEY : 0);
    tape[written + SIZE] = size;
    tape[written + EXTRA] = extra;
    tape[written + OPENED] = open;
    written += STRIDE;
  };
  let data: unknown;
  try {
    data = load(source, { schema, listener });
  } catch {
    return undefined;
  }
  const root =
    childrenOf(tape, written, 0).find((node) => (tape[node + FLAGS]! & KIND) !== NOTHING) ?? -1;
  return { data, placed: { tape: tape.slice(0, written), keys, root } };
}

/**
 * The data of a text, as yaml would read it, when the text is plain YAML with no problem; else
 * undefined (then yaml reads it).
 */
export function fastYamlData(source: string): { data: unknown; placed: PlacedNodes } | undefined {
  if (!inSharedYaml(source)) return undefined;
  const read = readPlaced(source);
  if (!read || read.data === null || read.data === undefined || !plainEnough(read.data, 1))
    return undefined;
  return read;
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
  const lineOf = (offset: number) => {
    let line = 1;
    for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1))
      line++;
    return line;
  };
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
 * The offset locate (positions.ts) gives for a path, from the placed nodes; undefined where it
 * cannot be told for certain (a flow collection on the way, an empty value), and yaml's document
 * answers.
 */
export function fastLocate(
  source: string,
  { tape, keys, root }: PlacedNodes,
  path: readonly PropertyKey[],
  pointAtKey = false,
): number | undefined {
  if (root < 0) return undefined;
  const kindOf = (node: number) => tape[node + FLAGS]! & KIND;
  const isKey = (node: number) => (tape[node + FLAGS]! & IS_KEY) !== 0;
  let node = root;
  let keyNode = -1;
  for (const segment of path) {
    const first = source[tape[node + START]!];
    if (first === '{' || first === '[') return undefined;
    const kind = kindOf(node);
    const children = childrenOf(tape, node);
    // An item js-yaml read without a node (an empty one at the end of the text): not placed.
    if (kind === SEQUENCE && children.length !== tape[node + EXTRA]) return undefined;
    if (kind === MAPPING) {
      const at = children.findIndex(
        (child) => isKey(child) && keys[tape[child + EXTRA]!] === segment,
      );
      if (at < 0) break;
      const value = children[at + 1];
      if (value === undefined || isKey(value) || kindOf(value) === NOTHING) return undefined;
      keyNode = children[at]!;
      node = value;
    } else if (
      kind === SEQUENCE &&
      typeof segment === 'number' &&
      children[segment] !== undefined
    ) {
      keyNode = -1;
      node = children[segment];
      if (kindOf(node) === NOTHING) return undefined;
    } else {
      break;
    }
  }
  return tape[(pointAtKey && keyNode >= 0 ? keyNode : node) + START];
}
