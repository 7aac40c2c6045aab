/**
 * A change of one scalar value written as a change of that value's characters alone, through
 * the `yaml` package's concrete syntax tree (`CST.setScalarValue`): every other byte of the file
 * (comments, quotes, flow collections, key order, blank lines) stays as it was, so the Git diff
 * of a form edit or of typing on the page is the line of the value it changed. The value keeps
 * its quoting style unless that would read back as another value (a plain `797` for the text
 * "797"). The result is read again and checked; when it does not hold exactly the value asked
 * for, the caller falls back to the Document API (block-edits.ts, top-field-edits.ts).
 */
import {
  Composer,
  CST,
  isScalar,
  Parser,
  parse,
  parseDocument,
  type Document,
  type Scalar,
} from 'yaml';
import type { TextEdit } from './block-edits.ts';

export type ScalarValue = string | number | boolean;
export type ValuePath = readonly (string | number)[];

/** Whether `text`, written plain, reads back as the same string (not a number, a date…). */
function readsAsItself(text: string) {
  try {
    return parse(text, { logLevel: 'silent' }) === text;
  } catch {
    return false;
  }
}

function styleFor(type: Scalar.Type | undefined, value: ScalarValue): Scalar.Type | undefined {
  if (typeof value !== 'string') return 'PLAIN';
  const multiline = value.includes('\n');
  if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') return multiline ? type : undefined;
  if (multiline) return 'BLOCK_LITERAL';
  if (type === 'PLAIN' || type === undefined)
    return readsAsItself(value) ? 'PLAIN' : 'QUOTE_DOUBLE';
  return type;
}

/** The value at `path` of the data `text` reads as, or undefined. */
function readAt(text: string, path: ValuePath): unknown {
  let data: unknown;
  try {
    data = parse(text, { logLevel: 'silent' }) as unknown;
  } catch {
    return undefined;
  }
  return path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
    data,
  );
}

/** One try at writing `value` in `type`'s style; null when the text does not read it back. */
function attempt(
  text: string,
  path: ValuePath,
  value: ScalarValue,
  type: (current: Scalar.Type | undefined) => Scalar.Type | undefined,
): TextEdit | null {
  const tokens = Array.from(new Parser().parse(text));
  const docs = Array.from(new Composer({ keepSourceTokens: true }).compose(tokens));
  const doc = docs[0];
  if (docs.length !== 1 || !doc || doc.errors.length > 0) return null;
  const node = doc.getIn(path, true);
  if (!isScalar(node) || !node.srcToken || !node.range) return null;
  const from = node.range[0];
  if (node.value === value) return { text, selection: { from, to: from } };
  CST.setScalarValue(node.srcToken, String(value), { type: type(node.type), afterKey: true });
  const next = tokens.map((token) => CST.stringify(token)).join('');
  return readAt(next, path) === value ? { text: next, selection: { from, to: from } } : null;
}

// The reference text's parse, kept: it is the same text (the file as saved) keystroke after keystroke.
let kept: { text: string; doc: Document } | null = null;

/** The style of the scalar at `path` in `reference`, if it has one there. */
function styleIn(reference: string, path: ValuePath): Scalar.Type | undefined {
  if (kept?.text !== reference) kept = { text: reference, doc: parseDocument(reference) };
  const node = kept.doc.getIn(path, true);
  return isScalar(node) ? node.type : undefined;
}

/**
 * The text with the scalar at `path` (from the document's root, e.g. `['blocks', 2, 'title']`)
 * set to `value`; null when there is no scalar there or the change cannot be written in place.
 * A plain text that would not read back plain where it stands (a comma inside `[a, b]`) is
 * written in double quotes.
 */
export function setScalarInPlace(
  text: string,
  path: ValuePath,
  value: ScalarValue,
  /**
   * The file as saved: its style for this value (plain, quoted) is the one kept. Typing goes
   * through texts that need quotes ("Roofs " ends with a space); once typed on, the value is
   * plain again if the author wrote it plain.
   */
  reference?: string,
): TextEdit | null {
  // A value the saved file lacks (an item just added, written `""` while empty) is new: it
  // takes the plainest style that reads back as typed.
  const authored = reference === undefined ? undefined : (styleIn(reference, path) ?? 'PLAIN');
  return (
    attempt(text, path, value, (current) => styleFor(authored ?? current, value)) ??
    (typeof value === 'string' && !value.includes('\n')
      ? attempt(text, path, value, () => 'QUOTE_DOUBLE')
      : null)
  );
}
