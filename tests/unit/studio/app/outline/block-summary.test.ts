/**
 * The outline names each block by its kind in words and its heading, and "Scroll to a section"
 * offers this page's sections (the blocks with an id) by their headings, in the page's order.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  blockSummaries,
  pageSections,
} from '../../../../../src/studio/app/outline/block-summary.ts';

const pricing = parse(readFileSync('pages/pricing.yaml', 'utf8')) as { blocks: unknown[] };

describe('the outline of a page', () => {
  it('says each block’s kind in words and its heading', () => {
    expect(blockSummaries(pricing.blocks).slice(0, 2)).toEqual([
      { index: 0, type: 'hero', kind: 'Opening band', heading: 'Simple, transparent pricing' },
      {
        index: 1,
        type: 'pricing',
        kind: 'Pricing plans',
        heading: 'Pick the plan that fits your crew today',
      },
    ]);
  });

  it('offers only this page’s sections, by their headings', () => {
    const sections = pageSections(pricing.blocks);
    expect(sections[0]).toEqual({
      value: 'pricing-plans',
      text: 'Pick the plan that fits your crew today',
    });
    const ids = pricing.blocks.flatMap((block) => {
      const id = (block as { id?: string }).id;
      return id ? [id] : [];
    });
    expect(sections.map((section) => section.value)).toEqual(ids);
  });

  it('names a section without a heading by its kind', () => {
    expect(pageSections([{ type: 'faq', id: 'questions' }])).toEqual([
      { value: 'questions', text: 'Questions and answers' },
    ]);
  });
});
