/**
 * Edits of a page's block list as text edits. Moving, duplicating and deleting splice the
 * block's own lines; inserting writes the new block with the `yaml` stringifier; changing a
 * field goes through the `yaml` Document API on that one block and replaces only that block's
 * lines. Comments and formatting everywhere else in the file stay exactly as they were.
 */
import { Document, isMap, stringify, YAMLSeq, type Node, type YAMLMap } from 'yaml';
import { blockAt, blockRanges, blocksSeq, parsePage, type BlockRange } from './block-ranges.ts';

export interface TextEdit {
  text: string;
  /** Where the edited block now starts and ends, to select it. */
  selection?: { from: number; to: number };
}

const indentLines = (text: string, indent: number) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(indent) + line))
    .join('\n');

/** Ensures the text before an inserted block ends with a newline. */
function withNewline(text: string) {
  return text === '' || text.endsWith('\n') ? text : text + '\n';
}

function blockText(range: BlockRange, text: string) {
  return withNewline(text.slice(range.withComments, range.to));
}

/** The YAML of a new block item `- type: …`, indented for the page's list. */
export function newBlockText(type: string, example: Record<string, unknown>, indent: number) {
  const yaml = stringify([{ type, ...example }], { lineWidth: 0 });
  return indentLines(yaml, indent);
}

/**
 * Inserts a block where an author expects it: after the block holding `offset` (the one the
 * cursor is in), or else before the page's closing band (a last block whose type is in
 * `closingTypes`: a new section never lands under the closing call to action), or else at the
 * end. A page with no `blocks:` key gets one.
 */
export function insertBlock(
  text: string,
  offset: number,
  type: string,
  example: Record<string, unknown>,
  closingTypes: ReadonlySet<string> = new Set(),
): TextEdit {
  const ranges = blockRanges(text);
  if (ranges.length === 0) {
    const base = withNewline(text).replace(/^blocks:\s*(\[\s*\])?\s*$/m, '');
    const block = newBlockText(type, example, 2);
    const start = withNewline(base).length + 'blocks:\n'.length;
    const result = withNewline(base) + 'blocks:\n' + block;
    return { text: result, selection: { from: start, to: start + block.length } };
  }
  const last = ranges.at(-1)!;
  const selected = blockAt(ranges, offset);
  if (!selected && closingTypes.has(last.type)) {
    const block = newBlockText(type, example, last.indent);
    const start = last.withComments;
    return {
      text: text.slice(0, start) + block + '\n' + text.slice(start),
      selection: { from: start, to: start + block.length },
    };
  }
  const anchor = selected ?? last;
  const block = newBlockText(type, example, anchor.indent);
  const before = withNewline(text.slice(0, anchor.to));
  const separator = '\n';
  const start = before.length + separator.length;
  return {
    text: before + separator + block + text.slice(anchor.to),
    selection: { from: start, to: start + block.length },
  };
}

/** Swaps block `index` with its neighbour above (-1) or below (+1). */
export function moveBlock(text: string, index: number, direction: -1 | 1): TextEdit | null {
  const ranges = blockRanges(text);
  const current = ranges[index];
  const other = ranges[index + direction];
  if (!current || !other) return null;
  const [first, second] = direction === -1 ? [other, current] : [current, other];
  // Each block keeps its own lines; what lies between them (blank lines, comments) stays put.
  const between = text.slice(first.to, second.withComments);
  const moved = blockText(second, text) + between + blockText(first, text);
  const result = text.slice(0, first.withComments) + moved + text.slice(second.to);
  const start =
    direction === -1
      ? first.withComments
      : first.withComments + blockText(second, text).length + between.length;
  const from = start + (current.from - current.withComments);
  return { text: result, selection: { from, to: start + blockText(current, text).length } };
}

export function duplicateBlock(text: string, index: number): TextEdit | null {
  const range = blockRanges(text)[index];
  if (!range) return null;
  const copy = blockText(range, text);
  const before = withNewline(text.slice(0, range.to));
  const from = before.length + 1;
  return {
    text: before + '\n' + copy + text.slice(range.to),
    selection: { from, to: from + copy.length },
  };
}

export function deleteBlock(text: string, index: number): TextEdit | null {
  const ranges = blockRanges(text);
  const range = ranges[index];
  if (!range) return null;
  // The blank line that separated it from the next block goes with it.
  let to = range.to;
  while (text.startsWith('\n', to) && ranges[index + 1]) to += 1;
  const result = text.slice(0, range.withComments) + text.slice(to);
  const next = Math.min(range.withComments, result.length);
  return { text: result, selection: { from: next, to: next } };
}

/**
 * Changes block `index` through the Document API (`change` mutates its map node) and writes
 * back only that block's lines: the rest of the file is not re-printed.
 */
export function editBlock(
  text: string,
  index: number,
  change: (block: YAMLMap, doc: Document) => void,
): TextEdit | null {
  const doc = parsePage(text);
  if (doc.errors.length > 0) return null;
  const seq = blocksSeq(doc);
  const range = blockRanges(text, doc)[index];
  const item = seq?.items[index];
  if (!range || !isMap(item)) return null;
  change(item, doc);
  // The comment above the block and the blank line before it lie outside its range.
  const node = item as Node;
  node.commentBefore = undefined;
  node.spaceBefore = false;
  if (range.index === (seq?.items.length ?? 0) - 1) node.comment = undefined;
  const single = new Document(new YAMLSeq());
  (single.contents as YAMLSeq).items = [item];
  const printed = indentLines(
    single.toString({ lineWidth: 0, flowCollectionPadding: false }),
    range.indent,
  );
  const atEnd = range.to === text.length && !text.endsWith('\n');
  const replaced = atEnd ? printed.replace(/\n$/, '') : printed;
  return {
    text: text.slice(0, range.from) + replaced + text.slice(range.to),
    selection: { from: range.from, to: range.from + replaced.length },
  };
}
