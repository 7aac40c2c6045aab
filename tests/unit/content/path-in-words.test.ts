/**
 * A field's path as an author reads it (src/content/path-in-words.ts): the studio's save dialog
 * and a draft's changes name `hero (block 1) › items 3 › answer`, not `blocks[0].items[2].answer`.
 */
import { describe, expect, it } from 'vitest';
import { formatPath } from '../../../src/content/positions.ts';
import { pathInWords, pathSegments } from '../../../src/content/path-in-words.ts';

const page = { title: 'Pricing', blocks: [{ type: 'hero' }, { type: 'faq', items: [] }] };

describe('a path in words', () => {
  it('names a block by its type and place, a list entry by its number from 1', () => {
    expect(pathInWords('blocks[1].items[2].answer', page)).toBe('faq (block 2) › items 3 › answer');
    expect(pathInWords('blocks[0].title', page)).toBe('hero (block 1) › title');
    expect(pathInWords('description', page)).toBe('description');
  });

  it('reads the validator’s paths back as they were written', () => {
    const path = ['blocks', 1, 'items', 2, 'answer'];
    expect(pathSegments(formatPath(path))).toEqual(path);
  });

  it('calls a block it cannot find a block, and a list entry of a list at the top by its number', () => {
    expect(pathInWords('blocks[7].title', page)).toBe('block (block 8) › title');
    expect(pathInWords('blocks[0]', null)).toBe('block (block 1)');
    expect(pathInWords([0, 'label'], page)).toBe('item 1 › label');
  });
});
