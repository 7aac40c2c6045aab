/**
 * The form view's page form (src/studio/app/yaml-edit/page-head-edits.ts): a page's title or
 * description set by replacing that field's lines only, whatever the text typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { setPageField } from '../../../src/studio/app/yaml-edit/page-head-edits.ts';

const page = [
  '# yaml-language-server: $schema=../schemas/page.schema.json',
  'title: Spring offer',
  '# One or two sentences for search results and link previews (50 to 160 characters).',
  'description: Spring offer. Replace this sentence with what a visitor finds on this page.',
  'blocks:',
  '  - type: hero',
  '    title: Spring offer # the h1',
  '',
].join('\n');

describe("setting a page's own field", () => {
  it('replaces the line of the field and no other', () => {
    const edit = setPageField(
      page,
      'description',
      'Primer free on every exterior estimate booked in May.',
    );
    expect(edit?.text).toBe(
      page.replace(
        /^description: .*$/m,
        'description: Primer free on every exterior estimate booked in May.',
      ),
    );
  });

  it('replaces every line of a value written over several', () => {
    const folded = page.replace(
      /^description: .*$/m,
      'description: >-\n  One line,\n  and another.',
    );
    const edit = setPageField(folded, 'description', 'Just one.');
    expect(edit?.text).toBe(page.replace(/^description: .*$/m, 'description: Just one.'));
  });

  it('adds a field the page lacks before its blocks, and removes one', () => {
    const without = page.replace(/^description: .*\n/m, '');
    expect(setPageField(without, 'description', 'Added.')?.text).toBe(
      without.replace('blocks:\n', 'description: Added.\nblocks:\n'),
    );
    expect(setPageField(page, 'description', undefined)?.text).toBe(without);
  });

  it('gives nothing for a text that does not parse', () => {
    expect(setPageField('title: [\n', 'title', 'X')).toBeNull();
  });

  it('reads back whatever was typed, and the blocks as they were', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('title', 'description'),
        (typed, key) => {
          const edited = setPageField(page, key, typed);
          if (!edited) return false;
          const data = parse(edited.text) as Record<string, unknown>;
          return (
            data[key] === typed &&
            JSON.stringify(data.blocks) === JSON.stringify(parse(page).blocks)
          );
        },
      ),
    );
  });
});
