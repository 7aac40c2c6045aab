/**
 * Arranging a page's blocks (the outline in the form pane): move a block to any place, duplicate
 * it, remove it, insert a new one at a place. The `yaml` package's Document finds each block's
 * lines (block-ranges.ts); the edit then moves those lines as they are written, so a block's
 * comments, quotes and flow style travel with it and every line outside the moved blocks stays
 * byte for byte what it was (a Git diff shows the move and nothing else).
 */
import { stringify } from 'yaml';
import { blockRanges, blocksSeq, parsePage, type BlockRange } from './block-ranges.ts';

export interface BlockEdit {
  text: string;
  /** The lines of the block the edit is about, as they now stand (to select it). */
  selection: { from: number; to: number };
}

/** A page's blocks as separate lines, or null when the list is not one block per `- ` item. */
interface Layout {
  ranges: BlockRange[];
  /** Each block's own text (comments above it included), ending with a newline. */
  chunks: string[];
  /** What lies between block i and block i+1 (blank lines): it stays where it is. */
  gaps: string[];
  before: string;
  after: string;
  /** The file ended inside the last block, without a final newline. */
  noFinalNewline: boolean;
}

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : text + '\n');

function layoutOf(text: string): Layout | null {
  const doc = parsePage(text);
  const seq = blocksSeq(doc);
  // A list written inline (`blocks: [ … ]`) has no lines of its own to move.
  if (doc.errors.length > 0 || !seq || seq.flow) return null;
  const ranges = blockRanges(text, doc);
  if (ranges.length === 0 || ranges.length !== seq.items.length) return null;
  const last = ranges.at(-1)!;
  return {
    ranges,
    chunks: ranges.map((range) => withNewline(text.slice(range.withComments, range.to))),
    gaps: ranges
      .slice(0, -1)
      .map((range, index) => text.slice(range.to, ranges[index + 1]!.withComments)),
    before: text.slice(0, ranges[0]!.withComments),
    after: text.slice(last.to),
    noFinalNewline: !text.slice(last.withComments, last.to).endsWith('\n'),
  };
}

/** The text of a layout whose chunks were rearranged; `focus` is the chunk to select. */
function assemble(layout: Layout, chunks: string[], gaps: string[], focus: number): BlockEdit {
  let text = layout.before;
  let selection = { from: 0, to: 0 };
  chunks.forEach((chunk, index) => {
    if (index === focus) selection = { from: text.length, to: text.length + chunk.length };
    text += chunk + (gaps[index] ?? '');
  });
  if (layout.noFinalNewline && layout.after === '') {
    text = text.replace(/\n$/, '');
    selection.to = Math.min(selection.to, text.length);
  }
  return { text: text + layout.after, selection };
}

/** The gap written between two blocks that had none between them before (one blank line). */
const gapLike = (layout: Layout) => layout.gaps[0] ?? '\n';

/** Moves block `from` so that it becomes block `to` (both 0-based); null if either is outside. */
export function moveBlockTo(text: string, from: number, to: number): BlockEdit | null {
  const layout = layoutOf(text);
  if (!layout || !layout.chunks[from] || !layout.chunks[to] || from === to) return null;
  const chunks = [...layout.chunks];
  const [moved] = chunks.splice(from, 1);
  chunks.splice(to, 0, moved!);
  return assemble(layout, chunks, layout.gaps, to);
}

/** A copy of block `index` right after it. */
export function duplicateBlockAt(text: string, index: number): BlockEdit | null {
  const layout = layoutOf(text);
  const chunk = layout?.chunks[index];
  if (!layout || !chunk) return null;
  const chunks = [...layout.chunks];
  chunks.splice(index + 1, 0, chunk);
  const gaps = [...layout.gaps];
  gaps.splice(index, 0, gapLike(layout));
  return assemble(layout, chunks, gaps, index + 1);
}

/** Block `index` and its comments gone; the gap after it (or before the last) goes with it. */
export function removeBlockAt(text: string, index: number): BlockEdit | null {
  const layout = layoutOf(text);
  if (!layout || !layout.chunks[index] || layout.chunks.length === 1) return null;
  const chunks = [...layout.chunks];
  chunks.splice(index, 1);
  const gaps = [...layout.gaps];
  gaps.splice(Math.min(index, gaps.length - 1), 1);
  const edit = assemble(layout, chunks, gaps, Math.min(index, chunks.length - 1));
  // Nothing to select once it is gone: the cursor lands where the next block now starts.
  return { ...edit, selection: { from: edit.selection.from, to: edit.selection.from } };
}

/** A new block (`type` and its example's fields) written so that it becomes block `index`. */
export function insertBlockAt(
  text: string,
  index: number,
  type: string,
  example: Record<string, unknown>,
): BlockEdit | null {
  const layout = layoutOf(text);
  if (!layout || index < 0 || index > layout.chunks.length) return null;
  const indent = ' '.repeat(layout.ranges[0]!.indent);
  const written = stringify([{ type, ...example }], { lineWidth: 0 })
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');
  const chunks = [...layout.chunks];
  chunks.splice(index, 0, written);
  const gaps = [...layout.gaps];
  gaps.splice(Math.min(index, gaps.length), 0, gapLike(layout));
  return assemble(layout, chunks, gaps, index);
}
