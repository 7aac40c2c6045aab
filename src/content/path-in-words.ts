/**
 * A field's path in a page as an author reads it, for the studio's people who never read YAML:
 * `blocks[0].items[2].answer` → `hero (block 1) › items 3 › answer`. A block goes by its type
 * and place, a list's entry by the list's name and its number from 1. formatPath (positions.ts)
 * writes the path the validator reports; this reads either.
 */

type Segment = string | number;

/** `blocks[0].items[2].answer` → `['blocks', 0, 'items', 2, 'answer']`. */
export function pathSegments(path: string): Segment[] {
  return [...path.matchAll(/\[(\d+)\]|[^.[\]]+/g)].map(([text, index]) =>
    index === undefined ? text : Number(index),
  );
}

/** A block's type as an author reads it: its `type`, or "block" when it has none. */
export function blockTypeOf(block: unknown): string {
  const type = (block as { type?: unknown } | null | undefined)?.type;
  return typeof type === 'string' ? type : 'block';
}

/** The type of the page's block at `index`. */
function blockType(page: unknown, index: number): string {
  const blocks = (page as { blocks?: unknown } | null)?.blocks;
  return blockTypeOf(Array.isArray(blocks) ? blocks[index] : undefined);
}

/**
 * What a caller calls a block type and a field name, where it has better words than the files
 * (the studio: src/studio/words.ts); without them, the files' own.
 */
export interface PathWords {
  block: (type: string) => string;
  field: (name: string) => string;
}

const FILE_WORDS: PathWords = { block: (type) => type, field: (name) => name };

/** `path` of `page`'s data in words (see above); a path given as text is read first. */
export function pathInWords(
  path: string | readonly Segment[],
  page: unknown,
  said: PathWords = FILE_WORDS,
): string {
  const segments = typeof path === 'string' ? pathSegments(path) : path;
  const words: string[] = [];
  segments.forEach((segment, index) => {
    if (typeof segment === 'string') words.push(said.field(segment));
    else if (index === 1 && segments[0] === 'blocks') {
      words.pop();
      const type = blockType(page, segment);
      words.push(`${type === 'block' ? type : said.block(type)} (block ${segment + 1})`);
    } else words.push(`${words.pop() ?? 'item'} ${segment + 1}`);
  });
  return words.join(' › ');
}
