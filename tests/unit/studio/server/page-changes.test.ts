/**
 * A page's change in words, as the reviewer's draft dialog lists it: the page's fields, each
 * value changed from what to what, blocks added, removed and moved, and no line for a block
 * that only stands after another one added.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOST_PAGE_CHANGES, pageChanges } from '../../../../src/studio/server/page-changes.ts';

const page = (blocks: string, title = 'Pricing') =>
  `title: ${title}\ndescription: Plans for contractors.\nblocks:\n${blocks}`;
const hero = (title: string) => `  - type: hero\n    title: ${title}\n`;
const faq = `  - type: faq\n    items:\n      - question: Is there a contract?\n        answer: No.\n`;
const cta = `  - type: cta\n    title: Ready to talk?\n`;

describe('a page’s changes in words', () => {
  it('says what a text was and what it is, in which block', () => {
    expect(
      pageChanges(
        page(hero('Simple, transparent pricing') + faq),
        page(hero('Spring pricing for every trade') + faq),
      ),
    ).toEqual([
      'Opening band (block 1) › Title: “Simple, transparent pricing” → “Spring pricing for every trade”',
    ]);
  });

  it('names the page’s own fields', () => {
    expect(pageChanges(page(faq), page(faq, 'Plans'))).toEqual(['Page title: “Pricing” → “Plans”']);
  });

  it('counts a list’s items from 1, and says what was added to it', () => {
    const more = faq + `      - question: Can I cancel?\n        answer: Any month.\n`;
    const answered = faq.replace('answer: No.', 'answer: No, month to month.');
    expect(pageChanges(page(faq), page(answered))).toEqual([
      'Questions and answers (block 1) › Items 1 › Answer: “No.” → “No, month to month.”',
    ]);
    expect(pageChanges(page(faq), page(more))).toEqual([
      'Questions and answers (block 1) › Items: 1 added at the end',
    ]);
  });

  it('says a block was added without listing the blocks after it as changed', () => {
    expect(pageChanges(page(hero('A') + cta), page(hero('A') + faq + cta))).toEqual([
      'Questions and answers (block 2): added',
    ]);
    expect(pageChanges(page(hero('A') + faq + cta), page(hero('A') + cta))).toEqual([
      'Questions and answers (block 2): removed',
    ]);
  });

  it('says a block moved when it stands elsewhere as it was', () => {
    expect(pageChanges(page(hero('A') + faq + cta), page(hero('A') + cta + faq))).toEqual([
      'Questions and answers: moved from block 2 to block 3',
    ]);
  });

  it('cuts a long value and counts what does not fit', () => {
    const long = 'x'.repeat(200);
    const [line] = pageChanges(page(hero('A')), page(hero(long)));
    expect(line).toBe(`Opening band (block 1) › Title: “A” → “${'x'.repeat(59)}…”`);
    const many = (word: string) =>
      Array.from({ length: 20 }, (_, index) => hero(`${word} ${index}`)).join('');
    const lines = pageChanges(page(many('Old')), page(many('New')));
    expect(lines).toHaveLength(MOST_PAGE_CHANGES);
    expect(lines.at(-1)).toBe(`and ${20 - MOST_PAGE_CHANGES + 1} more changes`);
  });

  it('calls a new page new, and has nothing to say of a removed one or a text that is no page', () => {
    expect(pageChanges(null, page(faq))).toEqual(['a new page']);
    expect(pageChanges(page(faq), null)).toEqual([]);
    expect(pageChanges('- a list', page(faq))).toEqual([]);
  });

  it('says nothing of a page as it was, and something of any change to a title', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(hero('A'), hero('B'), faq, cta), { maxLength: 6 }),
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((text) => /^[A-Za-z][\w ]*\w$/.test(text)),
        (blocks, title) => {
          const text = page(blocks.join(''));
          expect(pageChanges(text, text)).toEqual([]);
          const retitled = page(blocks.join(''), title);
          expect(pageChanges(text, retitled)).toEqual(
            title === 'Pricing' ? [] : [`Page title: “Pricing” → “${title}”`],
          );
        },
      ),
    );
  });
});

describe('a long text changed far from its start', () => {
  it('is quoted where it differs, not as two equal beginnings', () => {
    const start = 'He tried the software built for contractors and found tools that fit.';
    const before = `title: About\nblocks:\n  - type: text\n    text: ${start}\n`;
    const after = `title: About\nblocks:\n  - type: text\n    text: ${start} Then he built his own.\n`;
    const [line] = pageChanges(before, after);
    expect(line).toMatch(/: “….*fit\.” → “….*fit\. Then he built his own\.”$/);
  });
});
