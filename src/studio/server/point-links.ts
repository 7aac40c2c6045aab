/**
 * Change address, in one file's text: every `to:` that leads to the old route leads to the new
 * one, its `#section` kept, and so does the site file's contact page (`contact.page`, where form
 * buttons lead without JavaScript: the one route the schemas hold outside an action). Only
 * those scalars change (spliced in at the yaml Document's ranges, written in their old
 * quoting), so comments and the rest of the file stay byte for byte: Git shows a one-line
 * change per link. An alias (`to: *shared`) follows its anchor when that is a link's own text;
 * one of another field's text (`label: &shared /old`) is left alone, and the validation after
 * the change names the link.
 */
import { isMap, isPair, isScalar, parseDocument, visit, type Scalar } from 'yaml';
import { written } from './replace-src.ts';

export interface PointedLinks {
  text: string;
  /** How many links now lead to the new route. */
  changed: number;
}

/** The link `to` with its page `from` made `to`, or null when it leads elsewhere. */
function moved(link: string, from: string, to: string): string | null {
  const cut = link.search(/[?#]/);
  const page = cut === -1 ? link : link.slice(0, cut);
  const route = page.length > 1 ? page.replace(/\/$/, '') : page;
  return route === from ? to + (cut === -1 ? '' : link.slice(cut)) : null;
}

/** Whether a pair's ancestors are the document's top-level `contact:` map. */
function inTopLevelContact(path: readonly unknown[]): boolean {
  // The document, its top-level map, the `contact` pair, that pair's map.
  if (path.length !== 4) return false;
  const [, top, contact, map] = path;
  return (
    isMap(top) &&
    isPair(contact) &&
    isScalar(contact.key) &&
    contact.key.value === 'contact' &&
    isMap(map)
  );
}

export function pointLinksAt(text: string, from: string, to: string): PointedLinks {
  const document = parseDocument(text);
  if (document.errors.length > 0) return { text, changed: 0 };
  const edits: { node: Scalar; value: string }[] = [];
  visit(document, {
    Pair(_, pair, path) {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      if (pair.key.value !== 'to' && !(pair.key.value === 'page' && inTopLevelContact(path)))
        return;
      const node = pair.value;
      if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
      const value = moved(node.value, from, to);
      if (value !== null) edits.push({ node, value });
    },
  });
  // From the end of the text backwards, so each splice leaves the earlier offsets right.
  edits.sort((a, b) => b.node.range![0] - a.node.range![0]);
  let result = text;
  for (const { node, value } of edits) {
    const [start, end] = node.range!;
    result = result.slice(0, start) + written(node, value) + result.slice(end);
  }
  return { text: result, changed: edits.length };
}
