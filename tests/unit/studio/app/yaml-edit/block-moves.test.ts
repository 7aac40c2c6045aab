/**
 * Arranging blocks moves their lines as written: whatever the page, each block keeps its own
 * text (comments, quotes, flow style), the lines outside the blocks stay as they were, and the
 * page's data holds the blocks in the new order.
 */
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  duplicateBlockAt,
  insertBlockAt,
  moveBlockTo,
  removeBlockAt,
} from '../../../../../src/studio/app/yaml-edit/block-moves.ts';
import { blockRanges } from '../../../../../src/studio/app/yaml-edit/block-ranges.ts';

/** One block written in one of the ways authors write them. */
const blockArb = fc.record({
  title: fc.stringMatching(/^[A-Za-z][A-Za-z ,.!?]{0,20}$/),
  style: fc.constantFrom('plain', 'quoted', 'flow', 'comment', 'nested'),
});

function blockLines(block: { title: string; style: string }, index: number): string {
  const title = `${block.title} ${index}`;
  switch (block.style) {
    case 'quoted':
      return `  - type: cta\n    title: "${title}"\n    date: '2026-01-02'\n`;
    case 'flow':
      return `  - type: features\n    title: ${title}\n    items: [{ icon: check, title: A, text: B }]\n`;
    case 'comment':
      return `  # about block ${index}\n  - type: hero # the opening\n    title: ${title}\n`;
    case 'nested':
      return `  - type: faq\n    title: ${title}\n    items:\n      - question: Why?\n        answer: |\n          Because.\n          Really.\n`;
    default:
      return `  - type: rich-text\n    title: ${title}\n`;
  }
}

const pageArb = fc.array(blockArb, { minLength: 2, maxLength: 7 }).chain((blocks) =>
  fc.record({
    blocks: fc.constant(blocks.map(blockLines)),
    gap: fc.constantFrom('', '\n', '\n\n'),
    finalNewline: fc.boolean(),
  }),
);

function pageText({
  blocks,
  gap,
  finalNewline,
}: {
  blocks: string[];
  gap: string;
  finalNewline: boolean;
}) {
  const text = `# The pricing page\ntitle: Demo # head\nblocks:\n${blocks.join(gap)}`;
  return finalNewline ? text : text.replace(/\n$/, '');
}

const titles = (text: string) =>
  (parse(text) as { blocks: { title: string }[] }).blocks.map((block) => block.title);
const blockTexts = (text: string) =>
  blockRanges(text).map((range) => text.slice(range.withComments, range.to).replace(/\n$/, ''));

describe('moving a block to a place', () => {
  it('keeps every block’s text and puts the blocks in the new order', () => {
    fc.assert(
      fc.property(pageArb, fc.nat(), fc.nat(), (page, a, b) => {
        const text = pageText(page);
        const count = page.blocks.length;
        const [from, to] = [a % count, b % count];
        fc.pre(from !== to);
        const edit = moveBlockTo(text, from, to)!;
        const expected = titles(text);
        expected.splice(to, 0, ...expected.splice(from, 1));
        expect(titles(edit.text)).toEqual(expected);
        expect([...blockTexts(edit.text)].sort()).toEqual([...blockTexts(text)].sort());
        // The head and its comments are untouched; the moved block is what is selected.
        expect(edit.text.startsWith('# The pricing page\ntitle: Demo # head\nblocks:\n')).toBe(
          true,
        );
        expect(edit.text.slice(edit.selection.from, edit.selection.to).replace(/\n$/, '')).toBe(
          blockTexts(text)[from],
        );
        // Moving it back gives the file as it was.
        expect(moveBlockTo(edit.text, to, from)!.text).toBe(text);
      }),
    );
  });

  it('refuses a place outside the list and a list written inline', () => {
    const text =
      'title: A\nblocks:\n  - type: cta\n    title: One\n  - type: cta\n    title: Two\n';
    expect(moveBlockTo(text, 0, 2)).toBeNull();
    expect(moveBlockTo('title: A\nblocks: [{ type: cta }, { type: cta }]\n', 0, 1)).toBeNull();
  });
});

describe('duplicating, removing and inserting', () => {
  it('duplicates a block right after itself and removes it again to the same text', () => {
    fc.assert(
      fc.property(pageArb, fc.nat(), (page, a) => {
        const text = pageText(page);
        const index = a % page.blocks.length;
        const copy = duplicateBlockAt(text, index)!;
        const expected = titles(text);
        expected.splice(index, 0, expected[index]!);
        expect(titles(copy.text)).toEqual(expected);
        expect(blockTexts(copy.text)[index + 1]).toBe(blockTexts(text)[index]);
        const removed = removeBlockAt(copy.text, index + 1)!;
        expect(titles(removed.text)).toEqual(titles(text));
        expect(blockTexts(removed.text)).toEqual(blockTexts(text));
      }),
    );
  });

  it('removes a block with its comment and keeps every other block’s text', () => {
    fc.assert(
      fc.property(pageArb, fc.nat(), (page, a) => {
        const text = pageText(page);
        const index = a % page.blocks.length;
        const edit = removeBlockAt(text, index)!;
        const expected = blockTexts(text);
        expected.splice(index, 1);
        expect(blockTexts(edit.text)).toEqual(expected);
        expect(edit.text).not.toContain(`about block ${index}\n`);
      }),
    );
  });

  it('will not remove the only block (a page needs one)', () => {
    expect(removeBlockAt('title: A\nblocks:\n  - type: cta\n    title: One\n', 0)).toBeNull();
  });

  it('inserts a new block at any place, from its example', () => {
    fc.assert(
      fc.property(pageArb, fc.nat(), (page, a) => {
        const text = pageText(page);
        const index = a % (page.blocks.length + 1);
        const edit = insertBlockAt(text, index, 'cta', { title: 'Book a call' })!;
        const expected = titles(text);
        expected.splice(index, 0, 'Book a call');
        expect(titles(edit.text)).toEqual(expected);
        expect(edit.text.slice(edit.selection.from, edit.selection.to).replace(/\n$/, '')).toBe(
          '  - type: cta\n    title: Book a call',
        );
        const others = blockTexts(edit.text);
        others.splice(index, 1);
        expect(others).toEqual(blockTexts(text));
      }),
    );
  });
});
