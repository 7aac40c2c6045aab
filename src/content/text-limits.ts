/**
 * What a content file's text must be before the YAML parser sees it. The parser is exact about
 * YAML but not about resources: a 10 MB file takes seconds, nesting a few thousand levels deep
 * overflows its stack, and it accepts characters no editor shows. These checks are cheap, run
 * first and stop at the first offence, so every file gets an answer in well under a second.
 */
import { Lexer } from 'yaml';
import { count } from './count.ts';

/** About thirty times the largest page of the site. */
export const MAX_FILE_CHARACTERS = 256 * 1024;
/** Real pages and forms nest about six levels; nothing sensible needs more than this. */
export const MAX_NESTING_DEPTH = 32;
/** How many times aliases (`*name`) may be expanded in one file (yaml's `maxAliasCount`). */
export const MAX_ALIAS_EXPANSIONS = 100;

export interface TextProblem {
  offset: number;
  code: 'file-too-large' | 'too-deep' | 'control-character';
  message: string;
}

/**
 * Characters YAML forbids (its `c-printable` set excludes them): C0 and C1 controls other than
 * tab, line feed, carriage return and NEL, DEL, lone surrogates, U+FFFE and U+FFFF.
 */
const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u{0}-\u{8}\u{B}\u{C}\u{E}-\u{1F}\u{7F}-\u{84}\u{86}-\u{9F}\u{D800}-\u{DFFF}\u{FFFE}\u{FFFF}]/u;

const NAMES: Record<number, string> = { 0: 'NUL', 0x1b: 'ESC', 0x7f: 'DEL' };

export function characterName(character: string): string {
  const code = character.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMES[code] ? `${hex} (${NAMES[code]})` : hex;
}

const FLOW_OPEN = new Set(['[', '{']);
const FLOW_CLOSE = new Set([']', '}']);
/** The lexer's markers for a scalar, document mode and flow end: not part of the text. */
const MARKERS = new Set(['\u001f', '\u0002', '\u0018']);

/**
 * The first place where collections nest deeper than the limit, from the lexer's tokens (so
 * quoted text and block scalars never count): flow brackets add a level each, and in block
 * style every line's indentation, and every `- ` or `? ` before its content, opens one.
 */
function tooDeepAt(lexemes: readonly string[]): number | null {
  const indents: number[] = [];
  let offset = 0;
  let lineStart = 0;
  let atLineStart = true;
  let afterIndicator = false;
  let flow = 0;
  for (const token of lexemes) {
    if (MARKERS.has(token)) continue;
    const at = offset;
    offset += token.length;
    if (token === '\n' || token === '\r\n') {
      lineStart = offset;
      atLineStart = true;
      afterIndicator = false;
      continue;
    }
    if (token.trim() === '' || token.startsWith('#')) continue;
    if (FLOW_OPEN.has(token)) flow++;
    else if (FLOW_CLOSE.has(token)) flow = Math.max(0, flow - 1);
    else if (flow === 0 && (atLineStart || afterIndicator)) {
      const column = at - lineStart;
      while (indents.length > 0 && indents.at(-1)! >= column) indents.pop();
      indents.push(column);
    }
    if (indents.length + flow > MAX_NESTING_DEPTH) return at;
    atLineStart = false;
    afterIndicator = flow === 0 && (token === '-' || token === '?');
  }
  return null;
}

/**
 * What checkText found: the first limit the text breaks (null when the parser may have it),
 * and the lexer's tokens when it got as far as reading them. The parser reads those same
 * tokens (parsed-yaml.ts) rather than lexing the text a second time.
 */
export type TextCheck =
  | { problem: TextProblem; lexemes?: readonly string[] }
  | { problem: null; lexemes: readonly string[] };

/**
 * The same characters but taking every surrogate, paired or not: without the `u` flag it scans
 * in half the time, and a text it finds nothing in holds none of FORBIDDEN_CHARACTER's.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MAY_BE_FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Whether a text holds a character YAML forbids (checkText says which, and where). */
export const hasForbiddenCharacter = (source: string) =>
  MAY_BE_FORBIDDEN.test(source) && FORBIDDEN_CHARACTER.test(source);

/** Checks the limits in order, the cheap ones first: size, characters, then nesting. */
export function checkText(source: string): TextCheck {
  if (source.length > MAX_FILE_CHARACTERS) {
    return {
      problem: {
        offset: MAX_FILE_CHARACTERS,
        code: 'file-too-large',
        message: `the file has ${count(source.length)} characters; the limit is ${count(MAX_FILE_CHARACTERS)} (${MAX_FILE_CHARACTERS / 1024} KB), passed here`,
      },
    };
  }
  const forbidden = FORBIDDEN_CHARACTER.exec(source);
  if (forbidden) {
    return {
      problem: {
        offset: forbidden.index,
        code: 'control-character',
        message: `the invisible character ${characterName(forbidden[0])} is not allowed in YAML`,
      },
    };
  }
  const lexemes = [...new Lexer().lex(source)];
  const deep = tooDeepAt(lexemes);
  if (deep !== null) {
    return {
      problem: {
        offset: deep,
        code: 'too-deep',
        message: `the nesting goes deeper than ${MAX_NESTING_DEPTH} levels here (the limit)`,
      },
      lexemes,
    };
  }
  return { problem: null, lexemes };
}

/**
 * A file's bytes as text, and the offset in that text of the first byte that is not UTF-8
 * (null when all are). The browser's TextDecoder does the decoding (and drops a byte-order
 * mark); a fatal streaming decode of a prefix fails exactly when the prefix holds an invalid
 * sequence, so a binary search finds the first one without a hand-written UTF-8 reader.
 */
export function decodeText(bytes: Uint8Array): { text: string; invalidAt: number | null } {
  // Most text is UTF-8: one strict decode, and only a text that is not is decoded again.
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), invalidAt: null };
  } catch {
    // Not UTF-8: its text with replacement characters, and where it goes wrong.
  }
  const text = new TextDecoder().decode(bytes);
  const decodes = (length: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  // Too large is reported first, whatever the bytes.
  if (text.length > MAX_FILE_CHARACTERS) return { text, invalidAt: null };
  // Every prefix decodes, so the file ends inside a character.
  if (decodes(bytes.length)) return { text, invalidAt: text.length - 1 };
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (decodes(middle)) good = middle;
    else bad = middle;
  }
  // The text before the offending sequence (a streaming decode holds back its first bytes).
  const before = new TextDecoder().decode(bytes.subarray(0, bad - 1), { stream: true });
  return { text, invalidAt: before.length };
}
