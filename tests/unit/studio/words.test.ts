/**
 * The studio speaks of blocks and fields in people's words, in the form, the problems and a
 * draft's changes: `blocks[2].title` of a call to action is "Call to action (block 3) › Title".
 */
import { describe, expect, it } from 'vitest';
import { UTM_KEYS } from '../../../src/content/lead-contract.ts';
import { pathInWords } from '../../../src/content/path-in-words.ts';
import { fieldWord, PATH_WORDS, problemInWords, utmWord } from '../../../src/studio/words.ts';

const page = { blocks: [{ type: 'hero' }, { type: 'faq' }, { type: 'cta' }] };

describe("the studio's words", () => {
  it('names a block by its label and a field by its words, never its key', () => {
    expect(pathInWords('blocks[2].title', page, PATH_WORDS)).toBe(
      'Call to action (block 3) › Title',
    );
    expect(pathInWords('blocks[1].items[0].answer', page, PATH_WORDS)).toBe(
      'Questions and answers (block 2) › Items 1 › Answer',
    );
    expect(pathInWords('blocks[0].actions[1].href', page, PATH_WORDS)).toBe(
      'Opening band (block 1) › Actions 2 › Web address',
    );
    expect(fieldWord('monthlyFee')).toBe('Monthly fee');
    // A type no block has is said as written: it is what the person has to change.
    expect(pathInWords('blocks[0].type', { blocks: [{ type: 'herro' }] }, PATH_WORDS)).toBe(
      'herro (block 1) › Type',
    );
  });

  it('says a problem where it is, what is wrong, and its line last', () => {
    expect(
      problemInWords({ line: 23, path: 'blocks[2].title', message: 'must not be empty' }, page),
    ).toBe('Call to action (block 3) › Title: must not be empty (line 23)');
    expect(problemInWords({ line: 1, path: '', message: 'not a YAML map' }, page)).toBe(
      'not a YAML map (line 1)',
    );
  });

  it('says a UTM parameter as a marketer does, and any other key as written', () => {
    expect(UTM_KEYS.map(utmWord)).toEqual(['Source', 'Medium', 'Campaign', 'Term', 'Content']);
    expect(utmWord('utm_id')).toBe('utm_id');
    // A key of every object's prototype is no parameter either.
    expect(utmWord('constructor')).toBe('constructor');
  });
});
