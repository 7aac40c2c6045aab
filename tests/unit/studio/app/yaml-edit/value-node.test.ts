/**
 * The form view writes a picture's focal point inline (`focus: [0.62, 0.3]`), as the examples do,
 * and every other list in block style as before.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editBlock } from '../../../../../src/studio/app/yaml-edit/block-edits.ts';
import { valueNode } from '../../../../../src/studio/app/yaml-edit/value-node.ts';
import { yaml } from '../../../../support/fixture-project.ts';

const page = yaml(
  'title: Demo',
  'blocks:',
  '  - type: hero',
  '    title: Hello # greeting',
  '    image:',
  '      src: media/roof.jpg',
  '      alt: A roof',
);

describe('the value node of a form edit', () => {
  it('writes a focus inline and keeps the rest of the picture in block style', () => {
    const image = { src: 'media/roof.jpg', alt: 'A roof', focus: [0.62, 0.3] };
    const { text } = editBlock(page, 0, (block, doc) =>
      block.setIn(['image'], valueNode(doc, image)),
    )!;
    expect(text).toContain('    image:\n      src: media/roof.jpg\n      alt: A roof\n');
    expect(text).toContain('      focus: [0.62, 0.3]');
    expect(text).toContain('title: Hello # greeting');
    expect((parse(text) as { blocks: { image: unknown }[] }).blocks[0]!.image).toEqual(image);
  });

  it('keeps lists of text and of objects in block style', () => {
    const { text } = editBlock(page, 0, (block, doc) =>
      block.setIn(['points'], valueNode(doc, ['Fast', 'Fair'])),
    )!;
    expect(text).toContain('    points:\n      - Fast\n      - Fair');
  });
});
