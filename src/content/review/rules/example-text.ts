import { defineRule } from '../define-rule.ts';
import type { BlockDefinitions } from '../page-outline.ts';
import { textFields } from '../text-fields.ts';

/**
 * Each block type's example prose by field name (`answer`, `quote`, `text`): what the studio's
 * palette inserts with the block. By name, not by place, so an item added to a list (a copy of
 * the example's first) is caught too. A cache: made on first use for the block definitions the
 * review is given (most files hold no block), and kept as long as those definitions are.
 */
const exampleProse = new WeakMap<
  BlockDefinitions,
  ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>
>();

function proseOfExamples(definitions: BlockDefinitions) {
  const known = exampleProse.get(definitions);
  if (known) return known;
  const prose = new Map(
    [...definitions.values()].map((block) => {
      const byKey = new Map<string, Set<string>>();
      for (const text of textFields(block.schema, block.example)) {
        if (text.lines !== 'prose') continue;
        byKey.set(text.key, (byKey.get(text.key) ?? new Set()).add(text.value));
      }
      return [block.type, byKey] as const;
    }),
  );
  exampleProse.set(definitions, prose);
  return prose;
}

/**
 * A block's prose still word for word its example. Only prose: a button's "Book a call" or a
 * heading's "Pricing" may well be the example's and the page's own; an answer, a quote or a
 * paragraph that is the example's is someone else's words on the page.
 */
export const exampleText = defineRule({
  code: 'example-text',
  severity: 'warning',
  title: "Still the block's example text",
  what: "A block's text (an answer, a quote, a paragraph) is word for word the block's example, which the studio inserts with the block. It reads like real copy, so the page would go live with an answer or a customer's words that are not yours.",
  fix: 'Write your own text there, or remove the item or block.',
  appliesTo: ['page'],
  stage: 'file',
  check: (file) => {
    const blocks = (file.data as { blocks?: unknown }).blocks;
    if (!Array.isArray(blocks)) return [];
    return file.texts().flatMap((text) => {
      if (text.lines !== 'prose' || text.path[0] !== 'blocks') return [];
      const type = (blocks[text.path[1] as number] as { type?: unknown } | undefined)?.type;
      if (typeof type !== 'string') return [];
      if (!proseOfExamples(file.blocks).get(type)?.get(text.key)?.has(text.value)) return [];
      return [
        {
          path: text.path,
          message: `still the ${type} block's example text, as the studio inserts it; write your own`,
        },
      ];
    });
  },
});
