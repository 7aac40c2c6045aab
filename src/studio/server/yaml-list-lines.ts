/**
 * A YAML file's block lists edited as lines, so comments and formatting elsewhere stay byte for
 * byte: one item appended at the indentation of those before it, items cut with their lines.
 * The callers (menu-link.ts, site-redirect.ts) check that the text then reads as the old data
 * with exactly their change (`plain`), or refuse it.
 */
import { isMap, parseDocument, stringify, type YAMLMap, type YAMLSeq } from 'yaml';

const indentLines = (text: string, indent: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');

/** The text's data, to compare an edit's result with what it should be. */
export const plain = (text: string) => parseDocument(text).toJS() as unknown;

/**
 * The text with `value` as one more item of the block list `list` (whose last item is a map),
 * at the indentation of the items before it; null when the list is not written one "- " item
 * per map.
 */
export function withItemAppended(text: string, list: YAMLSeq, value: object): string | null {
  const last = list.items.at(-1);
  if (list.flow || !isMap(last) || !last.range) return null;
  // The last item's dash starts its first line: the new item goes after its last line.
  const lineStart = text.lastIndexOf('\n', last.range[0] - 1) + 1;
  const indent = /^( *)- /.exec(text.slice(lineStart, last.range[0]))?.[1];
  if (indent === undefined) return null;
  const lineEnd = text.indexOf('\n', Math.max(last.range[1] - 1, lineStart));
  const at = lineEnd === -1 ? text.length : lineEnd + 1;
  const before = lineEnd === -1 ? text + '\n' : text.slice(0, at);
  return before + indentLines(stringify([value], { lineWidth: 0 }), indent) + text.slice(at);
}

/**
 * The text without the lines of `items` (list items that are maps), each from its dash's line
 * to the end of its last line; null when one is not written as a "- " item of its own.
 */
export function withItemsCut(text: string, items: readonly YAMLMap[]): string | null {
  const cuts: [from: number, to: number][] = [];
  for (const item of items) {
    if (!item.range) return null;
    const lineStart = text.lastIndexOf('\n', item.range[0] - 1) + 1;
    if (!/^ *- +$/.test(text.slice(lineStart, item.range[0]))) return null;
    const lineEnd = text.indexOf('\n', Math.max(item.range[1] - 1, lineStart));
    cuts.push([lineStart, lineEnd === -1 ? text.length : lineEnd + 1]);
  }
  let result = text;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, from) + result.slice(to);
  return result;
}
