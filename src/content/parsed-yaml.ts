/**
 * Parses each YAML source once per run. Validating a project reads every file several ways
 * (section ids and links for the cross-references, then each file with positions); parsing is
 * the slow part, so the parsed document is shared, keyed by the source text itself.
 *
 * Parsing never throws: every way a text can fail to become plain data (a limit of
 * text-limits.ts, a syntax error, a duplicate key, an unknown tag, a bad alias, a merge of
 * something that is not a map) comes back as a problem at an offset of the text.
 */
import { Composer, LineCounter, parseDocument, Parser, YAMLParseError, type Document } from 'yaml';
import { headOf, locate, type Position } from './positions.ts';
import { fastHead, fastLocate, fastYamlData, type PlacedNodes } from './fast-yaml.ts';
import { checkText } from './text-limits.ts';

import { describeError, structureProblems, toData, type YamlProblem } from './yaml-problems.ts';

export type { YamlProblem } from './yaml-problems.ts';

export interface ParsedYaml {
  document: Document;
  lines: LineCounter;
  /** The plain data, or undefined when the file has problems. */
  data: unknown;
  /** Where a problem about the whole file goes (headOf in positions.ts). */
  head: Position;
  problems: YamlProblem[];
  /** Where the value at a path sits (locate in positions.ts): what every problem points at. */
  locate(path: readonly PropertyKey[], pointAtKey?: boolean): Position;
}

/**
 * Texts kept at most (a dev server runs for hours: old versions of edited files must not pile
 * up), unless a run says it holds more at once (holdParsedTexts): emptied when full, a cache
 * smaller than a site would throw away the parse of every file a validation needs again.
 */
const MAX_ENTRIES = 10_000;
const LIMIT_KEY = Symbol.for('tradelift.parsed-yaml.limit');
const limit = globalThis as typeof globalThis & { [LIMIT_KEY]?: number };
const MAX_SYNTAX_PROBLEMS = 5;
// Per process, not per copy of this module: Vite loads vite.config.ts (and so the content
// plugin) as its own bundled copy, which would otherwise parse every file again in a build.
const CACHE_KEY = Symbol.for('tradelift.parsed-yaml');
const holder = globalThis as typeof globalThis & { [CACHE_KEY]?: Map<string, ParsedYaml> };
const cache = (holder[CACHE_KEY] ??= new Map<string, ParsedYaml>());

/**
 * Where each line starts. Not the parser's own counter: it misses line breaks the lexer skips
 * while recovering from an error, and every later position would be off by those lines.
 */
function linesOf(source: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) {
    lines.addNewLine(at + 1);
  }
  return lines;
}

const PARSE_OPTIONS = { prettyErrors: false, merge: true } as const;

/**
 * yaml's `parseDocument`, fed with the tokens checkText already lexed: lexing is a fifth of
 * the parse, and every file of a build went through it twice. Same parser, composer and
 * options, and the same error for a second document, as `parseDocument(source, options)`.
 */
function documentOf(source: string, lexemes: readonly string[]): Document {
  const parser = new Parser();
  function* tokens() {
    for (const lexeme of lexemes) yield* parser.next(lexeme);
    yield* parser.end();
  }
  let document: Document | undefined;
  for (const next of new Composer(PARSE_OPTIONS).compose(tokens(), true, source.length)) {
    if (!document) {
      document = next as Document;
      continue;
    }
    document.errors.push(
      new YAMLParseError(
        next.range.slice(0, 2) as [number, number],
        'MULTIPLE_DOCS',
        'Source contains multiple documents; please use YAML.parseAllDocuments()',
      ),
    );
    break;
  }
  // compose(…, true) always ends with a document, an empty one for an empty text.
  return document ?? parseDocument(source, PARSE_OPTIONS);
}

/** A parse of yaml's that places paths in its document. */
const located = (parsed: Omit<ParsedYaml, 'locate'>): ParsedYaml => ({
  ...parsed,
  locate: (path, pointAtKey) => locate(parsed.document, parsed.lines, path, pointAtKey),
});

function parse(source: string): ParsedYaml {
  const lines = linesOf(source);
  const checked = checkText(source);
  if (checked.problem) {
    // Nothing is parsed: an empty document stands in.
    const document = parseDocument('');
    const head = headOf(document, lines);
    return located({ document, lines, data: undefined, head, problems: [checked.problem] });
  }
  const document = documentOf(source, checked.lexemes);
  const head = headOf(document, lines);
  // One problem per line: the parser's first error on a line (a tab, say) explains the rest.
  const seen = new Set<number>();
  const problems = [...document.errors, ...document.warnings]
    .map((error) => describeError(error, source, document, lines))
    .filter(({ offset }) => {
      const { line } = lines.linePos(offset);
      return !seen.has(line) && seen.add(line);
    })
    // After the first few, a parser's errors only echo the first (a line out of place makes
    // every later line "unexpected"): the author fixes that one and checks again.
    .slice(0, MAX_SYNTAX_PROBLEMS);
  if (problems.length === 0) problems.push(...structureProblems(document));
  if (problems.length > 0) return located({ document, lines, data: undefined, head, problems });
  const converted = toData(document);
  if ('code' in converted)
    return located({ document, lines, data: undefined, head, problems: [converted] });
  return located({ document, lines, data: converted.data, head, problems });
}

/**
 * Makes room for `count` texts at once and as many edited versions of them: a validation of a
 * site of more than MAX_ENTRIES files keeps every parse until it is done.
 */
export function holdParsedTexts(count: number) {
  limit[LIMIT_KEY] = Math.max(limit[LIMIT_KEY] ?? MAX_ENTRIES, 2 * count);
}

function remember(source: string, parsed: ParsedYaml) {
  if (cache.size >= (limit[LIMIT_KEY] ?? MAX_ENTRIES)) cache.clear();
  cache.set(source, parsed);
}

export function parseYaml(source: string): ParsedYaml {
  const cached = cache.get(source);
  if (cached) return cached;
  // Plain YAML with no problem: its data from the fast reader, yaml's document only if a
  // position is asked for (fast-yaml.ts says which texts, and why the data is the same).
  const fast = fastYamlData(source);
  if (fast) {
    const parsed = problemFree(source, fast.data, fast.placed);
    fastReads.set(parsed, fast);
    remember(source, parsed);
    return parsed;
  }
  const parsed = parse(source);
  remember(source, parsed);
  return parsed;
}

/** yaml's own parse of a text, never the fast reader's: what tests hold fast-yaml.ts to. */
export const parseWithYaml = (source: string): ParsedYaml => parse(source);

/** Drops every parse this process holds (the build before it prerenders; tests between runs). */
export const forgetParsedTexts = () => {
  cache.clear();
};

/** Whether this process already holds the parse of a text. */
export const isParsed = (source: string) => cache.has(source);

/** What the fast reader made of a text: its data and places, which another thread can take. */
export interface HandedParse {
  data: unknown;
  placed: PlacedNodes;
}

/** The fast reader's parses this process holds, by parse. */
const fastReads = new WeakMap<ParsedYaml, HandedParse>();

/**
 * The parse of a text this process holds, to hand to a thread that validates the text: a clone
 * of the data and places is a tenth of reading the text again. Undefined when the text is not
 * held or yaml read it (a text with a problem, or outside the YAML fast-yaml.ts reads).
 */
export function parseToHand(source: string): HandedParse | undefined {
  const parsed = cache.get(source);
  return parsed && fastReads.get(parsed);
}

/** Takes a parse another thread made of the text (parseToHand): parseYaml then gives it. */
export function takeHandedParse(source: string, handed: HandedParse) {
  if (cache.has(source)) return;
  const parsed = problemFree(source, handed.data, handed.placed);
  fastReads.set(parsed, handed);
  remember(source, parsed);
}

/**
 * A problem-free text's parse from its data alone. The document and line table are only needed
 * to place a problem inside the file, or one about the whole file (`head`): they are made from
 * the text on first use, by yaml's own parse (the text is known to have no problem, so the
 * limits, the checks of its structure and its conversion to data are not run again).
 */
function problemFree(source: string, data: unknown, placed: PlacedNodes): ParsedYaml {
  let document: Document | undefined;
  let lines: LineCounter | undefined;
  let head: Position | undefined;
  return {
    data,
    problems: [],
    get document() {
      return (document ??= parseDocument(source, PARSE_OPTIONS));
    },
    get lines() {
      return (lines ??= linesOf(source));
    },
    get head() {
      return (head ??= fastHead(source, data) ?? headOf(this.document, this.lines));
    },
    locate(path, pointAtKey) {
      // The fast reader's places (it read the text as yaml does), else yaml's document.
      const offset = fastLocate(source, placed, path, pointAtKey);
      if (offset === undefined) return locate(this.document, this.lines, path, pointAtKey);
      const { line, col } = this.lines.linePos(offset);
      return { line, column: col };
    },
  };
}
