/**
 * A page's outline as it renders, worked out from the block definitions rather than from HTML:
 * each block declares the headings its component renders (`headings` in define-block.ts), and
 * the page's headings are those of its blocks, top to bottom.
 */
import type { BlockDefinition, HeadingDeclaration, HeadingLevel } from '../define-block.ts';

export interface OutlineHeading {
  /** Where its text is: `blocks[2].items[0].title`, as a path. */
  path: readonly PropertyKey[];
  level: HeadingLevel;
}

type Declaration = HeadingDeclaration<never>;
type Data = Record<string, unknown>;

/** The site's block definitions by type: given by the review's runner (src/project). */
export type BlockDefinitions = ReadonlyMap<string, BlockDefinition>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `groups[].items[].title` → ['groups[]', 'items[]', 'title']; `addons.title` → ['addons', 'title']. */
const segmentsOf = (field: string) => field.split('.');

/**
 * The headings of `declarations` inside `data`, in render order: a field's heading, or, for
 * consecutive declarations under one list, each item's headings in turn.
 */
function expand(
  declarations: readonly { segments: string[]; declaration: Declaration }[],
  data: Data,
  path: readonly PropertyKey[],
  block: Data,
): OutlineHeading[] {
  const found: OutlineHeading[] = [];
  for (let i = 0; i < declarations.length; i++) {
    const { segments, declaration } = declarations[i]!;
    const [first, ...rest] = segments as [string, ...string[]];
    if (rest.length === 0) {
      const value = data[first];
      const present = typeof value === 'string' && value.trim() !== '';
      const always = 'fixed' in declaration || declaration.always;
      if (!present && !always) continue;
      const level =
        typeof declaration.level === 'function'
          ? (declaration.level as (block: Data) => HeadingLevel)(block)
          : declaration.level;
      found.push({ path: first === '' ? path : [...path, first], level });
      continue;
    }
    // The run of declarations under the same first segment goes together, item by item.
    let end = i + 1;
    while (end < declarations.length && declarations[end]!.segments[0] === first) end++;
    const inner = declarations.slice(i, end).map((d) => ({ ...d, segments: d.segments.slice(1) }));
    i = end - 1;
    if (first.endsWith('[]')) {
      const key = first.slice(0, -2);
      const items = data[key];
      if (!Array.isArray(items)) continue;
      items.forEach((item, index) => {
        if (isRecord(item)) found.push(...expand(inner, item, [...path, key, index], block));
      });
    } else if (isRecord(data[first])) {
      found.push(...expand(inner, data[first] as Data, [...path, first], block));
    }
  }
  return found;
}

/** The headings one block renders, with paths from the block (`['items', 0, 'title']`). */
export function blockHeadings(
  definitions: BlockDefinitions,
  type: string,
  block: Data,
): OutlineHeading[] {
  const declarations = definitions.get(type)?.headings ?? [];
  // A fixed heading (the component's own text) stands at the block itself.
  const prepared = declarations.map((declaration) => ({
    segments: 'field' in declaration ? segmentsOf(declaration.field) : [''],
    declaration: declaration as Declaration,
  }));
  return expand(prepared, block, [], block);
}

/** The headings of a page (its data as written), with paths from the page (`['blocks', 0, …]`). */
export function pageOutline(page: unknown, definitions: BlockDefinitions): OutlineHeading[] {
  const blocks = isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [];
  return blocks.flatMap((block, index) =>
    isRecord(block) && typeof block.type === 'string'
      ? blockHeadings(definitions, block.type, block).map((h) => ({
          ...h,
          path: ['blocks', index, ...h.path],
        }))
      : [],
  );
}
