/**
 * Edits of a page's own fields (its title and description: what search results show) as text
 * edits, for the form view's page form. Only the field's own lines are replaced, written by the
 * `yaml` stringifier; a field the page lacks goes in before `blocks:`. Comments and formatting
 * everywhere else stay exactly as they were, as with the block edits (block-edits.ts).
 */
import { isMap, isScalar, stringify } from 'yaml';
import type { TextEdit } from './block-edits.ts';
import { parsePage } from './block-ranges.ts';

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/** The offset just past the line holding `offset` (its newline included). */
function pastLine(text: string, offset: number) {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/**
 * The page's text with `key` (a field of the page's map, not `blocks`) set to `value`, or
 * removed when `value` is undefined; null when the text does not parse as a map.
 */
export function setPageField(text: string, key: string, value: unknown): TextEdit | null {
  const doc = parsePage(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  const line = value === undefined ? '' : stringify({ [key]: value }, { lineWidth: 0 });
  const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
  const keyRange = isScalar(pair?.key) ? pair.key.range : undefined;
  if (pair && keyRange) {
    const from = lineStart(text, keyRange[0]);
    // Through the value's last character (a block scalar's last line), or the key's line.
    const valueEnd = (pair.value as { range?: [number, number, number] } | null)?.range?.[1];
    const to = pastLine(text, Math.max((valueEnd ?? keyRange[1]) - 1, keyRange[1]));
    const ending = to === text.length && !text.endsWith('\n') ? line.replace(/\n$/, '') : line;
    return {
      text: text.slice(0, from) + ending + text.slice(to),
      selection: { from, to: from },
    };
  }
  if (value === undefined) return { text };
  // A new field: before the blocks, else at the end.
  const blocks = doc.contents.items.find(
    (item) => isScalar(item.key) && item.key.value === 'blocks',
  );
  const blocksKey = isScalar(blocks?.key) ? blocks.key.range : undefined;
  const at = blocksKey ? lineStart(text, blocksKey[0]) : text.length;
  const before = at === text.length && text !== '' && !text.endsWith('\n') ? '\n' : '';
  return {
    text: text.slice(0, at) + before + line + text.slice(at),
    selection: { from: at + before.length, to: at + before.length },
  };
}
