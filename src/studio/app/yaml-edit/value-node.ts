/**
 * The YAML node the form view writes for a value. Lists of numbers (a picture's
 * `focus: [0.62, 0.3]`) are written inline, as authors and the examples write them: a point is
 * one thing, not a list of two items on lines of their own. Everything else keeps the block style.
 */
import { isScalar, visit, type Document, type Node } from 'yaml';

export function valueNode(doc: Document, value: unknown): Node {
  const node = doc.createNode(value) as Node;
  visit(node, {
    Seq(_, seq) {
      if (
        seq.items.length > 0 &&
        seq.items.every((item) => isScalar(item) && typeof item.value === 'number')
      ) {
        seq.flow = true;
      }
    },
  });
  return node;
}
