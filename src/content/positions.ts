/**
 * Finds where a value sits in the YAML source, so an error points at the offending node itself
 * (however deeply nested), not at its top-level key.
 */
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export function locate(
  document: Document,
  lines: LineCounter,
  path: readonly PropertyKey[],
  pointAtKey = false,
): Position {
  let node: Node | null = document.contents as Node | null;
  let keyNode: Node | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && item.key.value === segment,
      );
      if (!pair) break;
      keyNode = pair.key as Node;
      node = (pair.value as Node | null) ?? keyNode;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      keyNode = null;
      node = node.items[segment] as Node;
    } else {
      break;
    }
  }
  const target = pointAtKey && keyNode ? keyNode : node;
  const offset = target?.range?.[0] ?? 0;
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

/**
 * Where a problem about the whole file goes (nothing links to the page, it has no description):
 * its `title:` key, or else its first key, the start of what the author wrote. Not line 1, which
 * is usually the `# yaml-language-server` comment, where an editor's mark means nothing.
 */
export function headOf(document: Document, lines: LineCounter): Position {
  const top = document.contents;
  if (!isMap(top)) return { line: 1, column: 1 };
  const pair =
    top.items.find((item) => isScalar(item.key) && item.key.value === 'title') ?? top.items[0];
  const offset = (pair?.key as Node | null | undefined)?.range?.[0];
  if (offset === undefined) return { line: 1, column: 1 };
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

/** `['blocks', 2, 'plans', 0, 'monthlyFee']` → `blocks[2].plans[0].monthlyFee` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** Line and column (from 1) of an offset, for text the parser has not read. */
export function positionAt(source: string, offset: number): Position {
  const before = source.slice(0, Math.min(Math.max(offset, 0), source.length));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}
