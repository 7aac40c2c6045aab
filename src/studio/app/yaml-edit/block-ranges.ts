/**
 * Where each block of a page sits in the text, from the `yaml` package's parser (the same one
 * the validator uses): the editor selects these lines when a block is clicked in the preview,
 * and the block edits splice exactly these characters, leaving the rest of the file untouched.
 */
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';

export interface BlockRange {
  index: number;
  type: string;
  /** Offset of the start of the line holding the item's `- `. */
  from: number;
  /** `from`, moved up over the comment lines directly above the block (they travel with it). */
  withComments: number;
  /** Offset just past the block's last line (its newline included when there is one). */
  to: number;
  /** Column of the `-` marker (the indentation of the list). */
  indent: number;
}

export function parsePage(text: string): Document {
  return parseDocument(text, { keepSourceTokens: false });
}

export function blocksSeq(doc: Document): YAMLSeq | null {
  const blocks = doc.get('blocks', true);
  return isSeq(blocks) ? blocks : null;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

function commentsAbove(text: string, from: number): number {
  let start = from;
  while (start > 0) {
    const previous = lineStart(text, start - 1);
    if (!/^\s*#/.test(text.slice(previous, start))) break;
    start = previous;
  }
  return start;
}

/** The blocks of a page's text with their ranges; empty when the text has no block list. */
export function blockRanges(text: string, doc: Document = parsePage(text)): BlockRange[] {
  const seq = blocksSeq(doc);
  if (!seq) return [];
  return seq.items.flatMap((item, index) => {
    if (!isMap(item) || !item.range) return [];
    const from = lineStart(text, item.range[0]);
    const to = lineEnd(text, item.range[1]);
    const type = (item as YAMLMap).get('type');
    const dash = text.slice(from, item.range[0]).indexOf('-');
    const withComments = commentsAbove(text, from);
    const kind = typeof type === 'string' ? type : '';
    return [{ index, type: kind, from, withComments, to, indent: Math.max(0, dash) }];
  });
}

/** The block whose lines hold `offset`, if any. */
export function blockAt(ranges: readonly BlockRange[], offset: number): BlockRange | undefined {
  return ranges.find((range) => offset >= range.from && offset < range.to);
}
