/**
 * The studio's block edits are text edits: each changes only the block it is about, and every
 * comment and every other line of the file stays as the author wrote it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  deleteBlock,
  duplicateBlock,
  editBlock,
  insertBlock,
  moveBlock,
} from '../../../../../src/studio/app/yaml-edit/block-edits.ts';
import { blockAt, blockRanges } from '../../../../../src/studio/app/yaml-edit/block-ranges.ts';
import { lineDiff } from '../../../../../src/studio/app/line-diff.ts';
import { yaml } from '../../../../support/fixture-project.ts';

const page = yaml(
  '# top comment',
  'title: Demo',
  'blocks:',
  '  # the opening',
  '  - type: hero',
  '    title: Hello # greeting',
  '    points: [a, b]',
  '',
  '  - type: faq',
  '    items:',
  '      - question: Why?',
  '        answer: Because.',
  '# closing comment',
);

const types = (text: string) =>
  (parse(text) as { blocks: { type: string }[] }).blocks.map((block) => block.type);

describe('block ranges', () => {
  it('finds each block with the lines it spans and the comments above it', () => {
    const [hero, faq] = blockRanges(page);
    expect(page.slice(hero!.withComments, hero!.to)).toBe(
      '  # the opening\n  - type: hero\n    title: Hello # greeting\n    points: [a, b]\n',
    );
    expect(page.slice(faq!.from, faq!.to)).toMatch(/^ {2}- type: faq\n[\s\S]*Because\.\n$/);
    expect(blockAt([hero!, faq!], page.indexOf('Hello'))?.type).toBe('hero');
    expect(blockAt([hero!, faq!], page.indexOf('Because'))?.index).toBe(1);
  });
});

describe('block edits', () => {
  it('moves a block with its comment, leaving everything else as written', () => {
    const moved = moveBlock(page, 1, -1)!.text;
    expect(types(moved)).toEqual(['faq', 'hero']);
    expect(moved).toContain('  # the opening\n  - type: hero\n    title: Hello # greeting\n');
    expect(moved.startsWith('# top comment\ntitle: Demo\nblocks:\n  - type: faq\n')).toBe(true);
    expect(moved.endsWith('# closing comment\n')).toBe(true);
    expect(moveBlock(moved, 0, 1)!.text).toBe(page);
  });

  it('duplicates and deletes a block', () => {
    expect(types(duplicateBlock(page, 0)!.text)).toEqual(['hero', 'hero', 'faq']);
    const deleted = deleteBlock(page, 0)!.text;
    expect(types(deleted)).toEqual(['faq']);
    expect(deleted).toBe(
      yaml(
        '# top comment',
        'title: Demo',
        'blocks:',
        '  - type: faq',
        '    items:',
        '      - question: Why?',
        '        answer: Because.',
        '# closing comment',
      ),
    );
  });

  it('inserts a block from its example after the block under the cursor', () => {
    const { text, selection } = insertBlock(page, page.indexOf('Hello'), 'cta', {
      title: 'Go',
      actions: [{ label: 'Call', to: '/' }],
    });
    expect(types(text)).toEqual(['hero', 'cta', 'faq']);
    expect(text.slice(selection!.from, selection!.to)).toBe(
      '  - type: cta\n    title: Go\n    actions:\n      - label: Call\n        to: /\n',
    );
    expect(text.replace(text.slice(selection!.from - 1, selection!.to), '')).toBe(page);
  });

  it('inserts before the closing band when no block is selected (the cursor above the blocks)', () => {
    const closing = yaml(
      'title: Demo',
      'blocks:',
      '  - type: hero',
      '    title: Hello',
      '  # the closing band',
      '  - type: cta',
      '    title: Go',
    );
    const example = { title: 'Why', items: [] };
    const above = insertBlock(closing, 0, 'faq', example, new Set(['cta']));
    expect(types(above.text)).toEqual(['hero', 'faq', 'cta']);
    // The closing band keeps its comment, and the new block is selected.
    expect(above.text).toContain('  # the closing band\n  - type: cta');
    expect(above.text.slice(above.selection!.from, above.selection!.to)).toMatch(
      /^ {2}- type: faq/,
    );
    // A selected block still wins: inside the band, the new block goes after it.
    const inBand = insertBlock(closing, closing.indexOf('Go'), 'faq', example, new Set(['cta']));
    expect(types(inBand.text)).toEqual(['hero', 'cta', 'faq']);
    // Without a closing band the block goes at the end.
    expect(types(insertBlock(closing, 0, 'faq', example).text)).toEqual(['hero', 'cta', 'faq']);
  });

  it('changes a field through the Document API and re-prints only that block', () => {
    const { text } = editBlock(page, 0, (block) => void block.set('title', 'Hi there'))!;
    expect(text).toBe(page.replace('title: Hello # greeting', 'title: Hi there # greeting'));
  });

  it('keeps every other line of a real page when a field changes', () => {
    const pricing = readFileSync('pages/pricing.yaml', 'utf8');
    const faqIndex = types(pricing).indexOf('faq');
    const { text } = editBlock(pricing, faqIndex, (block) => void block.set('title', 'FAQ'))!;
    const changed = lineDiff(pricing, text).filter((line) => line.kind !== 'same');
    expect(changed).toEqual([
      { kind: 'mine', text: '    title: Pricing questions' },
      { kind: 'theirs', text: '    title: FAQ' },
    ]);
  });

  it('labels a conflict line by line: blank lines kept, a last line without newline too', () => {
    expect(lineDiff('a\n\nb\nmine', 'a\n\nb\ntheirs\nmore\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: '' },
      { kind: 'same', text: 'b' },
      { kind: 'mine', text: 'mine' },
      { kind: 'theirs', text: 'theirs' },
      { kind: 'theirs', text: 'more' },
    ]);
  });
});
