/**
 * Edits of a file's top-level fields through the `yaml` Document API, for the form view's maps
 * of a whole file: a page's own title and description, the site settings (`pages/_site.yaml`:
 * its brand, contact, hours, menus, redirects). `change` mutates the document's map, and only
 * the lines of the one field it changed are written again, by the stringifier, with the comments
 * inside that field kept. Every other line stays byte for byte, as a block edit leaves the other
 * blocks (block-edits.ts).
 */
import { Document, isMap, isScalar, parseDocument, YAMLMap, type Pair } from 'yaml';
import type { TextEdit } from './block-edits.ts';

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/** The offset just past the line holding `offset` (its newline included). */
function pastLine(text: string, offset: number) {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

const pairOf = (map: YAMLMap, key: string) =>
  // A pair set through the API may have a plain key rather than a scalar node.
  map.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key) as
    Pair<{ range?: [number, number, number]; commentBefore?: string | null }, unknown> | undefined;

/** The lines a field's pair spans: from its key's line through its value's last line. */
function pairLines(text: string, pair: NonNullable<ReturnType<typeof pairOf>>) {
  const keyRange = pair.key.range!;
  const valueEnd = (pair.value as { range?: [number, number, number] } | null)?.range?.[1];
  return {
    from: lineStart(text, keyRange[0]),
    to: pastLine(text, Math.max((valueEnd ?? keyRange[1]) - 1, keyRange[1])),
  };
}

/** One pair, printed as the file's top level prints it. */
function printed(pair: Pair) {
  const single = new Document(new YAMLMap());
  // The comment above the key, and a blank line before it, lie outside the lines replaced.
  if (isScalar(pair.key)) {
    pair.key.commentBefore = undefined;
    pair.key.spaceBefore = false;
  }
  (single.contents as YAMLMap).items = [pair];
  return single.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * The text with `change` made to top-level field `key` (set, changed inside, or removed); null
 * when the text does not parse as a map. A field the file lacks goes on the line of the field
 * that follows it in the map as changed (set-in-order.ts puts it in the schema's order: a page's
 * description before its blocks), else at the file's end.
 */
export function editTopField(
  text: string,
  key: string,
  change: (root: YAMLMap, doc: Document) => void,
): TextEdit | null {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  const root = doc.contents as YAMLMap;
  const before = pairOf(root, key);
  const lines = before?.key?.range ? pairLines(text, before) : undefined;
  change(root, doc);
  const after = pairOf(root, key);
  const replacement = after ? printed(after as Pair) : '';
  if (lines) {
    const atEnd = lines.to === text.length && !text.endsWith('\n');
    const written = atEnd ? replacement.replace(/\n$/, '') : replacement;
    return {
      text: text.slice(0, lines.from) + written + text.slice(lines.to),
      selection: { from: lines.from, to: lines.from },
    };
  }
  if (!after) return { text };
  const next = root.items
    .slice(root.items.indexOf(after) + 1)
    .find((pair) => isScalar(pair.key) && pair.key.range);
  if (next) {
    const at = lineStart(text, (next.key as { range: [number, number, number] }).range[0]);
    return {
      text: text.slice(0, at) + replacement + text.slice(at),
      selection: { from: at, to: at },
    };
  }
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  const at = text.length + separator.length;
  return { text: text + separator + replacement, selection: { from: at, to: at } };
}
