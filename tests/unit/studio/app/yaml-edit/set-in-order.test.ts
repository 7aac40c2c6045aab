/**
 * A field the form view fills anew goes where the block's schema lists it among the fields the
 * block has (src/studio/app/yaml-edit/set-in-order.ts), so emptying a field and filling it again
 * gives back the text it started as.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../../../../src/studio/app/block-catalogue.ts';
import { keysInOrder } from '../../../../../src/studio/app/form-view/schema-kinds.ts';
import { editBlock } from '../../../../../src/studio/app/yaml-edit/block-edits.ts';
import { setInOrder } from '../../../../../src/studio/app/yaml-edit/set-in-order.ts';
import { valueNode } from '../../../../../src/studio/app/yaml-edit/value-node.ts';
import { yaml } from '../../../../support/fixture-project.ts';

const page = yaml(
  'title: Demo',
  'blocks:',
  '  - type: faq',
  '    eyebrow: Pricing # the small line above',
  '    title: Still wondering?',
  '    intro: Short answers to the usual questions.',
  '    items:',
  '      - question: Is there a contract?',
  '        answer: No, month to month.',
);
const faq = blockSchema('faq')!;
const fields = {
  eyebrow: 'Pricing',
  title: 'Still wondering?',
  intro: 'Short answers to the usual questions.',
};

/** The form view's edit: `path` set to `value`, placed by the faq schema's order. */
const set = (text: string, path: (string | number)[], value: unknown) =>
  editBlock(text, 0, (block, doc) =>
    setInOrder(block, doc, path, valueNode(doc, value), keysInOrder(faq, path.slice(0, -1))),
  )!.text;
const remove = (text: string, path: (string | number)[]) =>
  editBlock(text, 0, (block) => void block.deleteIn(path))!.text;

describe('a field filled anew', () => {
  it('reads the schema’s order of a block and of a list’s item', () => {
    expect(keysInOrder(faq, []).slice(0, 4)).toEqual(['type', 'eyebrow', 'title', 'intro']);
    expect(keysInOrder(faq, ['items', 0])).toEqual(['question', 'answer']);
  });

  it('goes back where it was when emptied and filled again, whichever it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[])), (key) => {
        const filled = set(remove(page, [key]), [key], fields[key]);
        // The comment of the eyebrow's line goes with it; the rest is the text it started as.
        return filled === (key === 'eyebrow' ? page.replace(' # the small line above', '') : page);
      }),
    );
  });

  it('lands before the list in a block that had none of the frame’s fields, and in an item too', () => {
    const bare = remove(remove(remove(page, ['eyebrow']), ['title']), ['intro']);
    expect(set(bare, ['intro'], 'Hi.')).toContain('  - type: faq\n    intro: Hi.\n    items:\n');
    const noQuestion = remove(page, ['items', 0, 'question']);
    expect(set(noQuestion, ['items', 0, 'question'], 'Why?')).toContain(
      '      - question: Why?\n        answer: No, month to month.\n',
    );
  });
});
