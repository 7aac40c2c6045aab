/**
 * Sets a field of a block through the `yaml` Document API. A field the map does not have yet (an
 * optional one filled, or emptied and filled again) goes where the block's schema lists it among
 * the fields present, not after the last: the YAML reads in the form's order, and emptying and
 * refilling a field gives back the text it started as.
 */
import { isMap, isScalar, type Document, type Node, type YAMLMap } from 'yaml';

export function setInOrder(
  block: YAMLMap,
  doc: Document,
  path: readonly (string | number)[],
  node: Node,
  /** The fields of the map at `path`'s parent, in the schema's order, when known. */
  order?: readonly string[],
) {
  const key = path.at(-1);
  const parent = path.length > 1 ? block.getIn(path.slice(0, -1), true) : block;
  const rank = typeof key === 'string' ? (order?.indexOf(key) ?? -1) : -1;
  if (!isMap(parent) || rank === -1 || parent.has(key)) {
    block.setIn(path, node);
    return;
  }
  const later = parent.items.findIndex((pair) => {
    const name = isScalar(pair.key) ? pair.key.value : pair.key;
    return typeof name === 'string' && order!.indexOf(name) > rank;
  });
  const pair = doc.createPair(key, node);
  if (later === -1) parent.items.push(pair);
  else parent.items.splice(later, 0, pair);
}
