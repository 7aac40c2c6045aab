import { describe, expect, it } from 'vitest';
import {
  itemMatches,
  matchesQuery,
  normalize,
  valuesAt,
  wordsOf,
} from '../../../../src/render/filtering/match.ts';
import { sliceBySizes } from '../../../../src/render/filtering/slices.ts';
import { buttonSlug } from '../../../../src/render/filtering/use-filter-controls.ts';

describe('normalize and words', () => {
  it('drops case and accents', () => {
    expect(normalize('Café DÉCOR Vásquez')).toBe('cafe decor vasquez');
  });
  it('splits on punctuation and spaces', () => {
    expect(wordsOf('Follow-Up Text Scripts, v2!')).toEqual([
      'follow',
      'up',
      'text',
      'scripts',
      'v2',
    ]);
  });
});

describe('matchesQuery', () => {
  const texts = ['Roofing Estimate Template', 'Homeowners sign on their phone'];
  it('ignores case', () => {
    expect(matchesQuery(texts, 'ROOFING')).toBe(true);
    expect(matchesQuery(texts, 'estimate TEMPLATE')).toBe(true);
  });
  it('ignores accents on both sides', () => {
    expect(matchesQuery(['Elena Vásquez'], 'vasquez')).toBe(true);
    expect(matchesQuery(['Elena Vasquez'], 'VÁSQ')).toBe(true);
  });
  it('matches the beginning of words, not their middle', () => {
    expect(matchesQuery(texts, 'roo')).toBe(true);
    expect(matchesQuery(texts, 'oofing')).toBe(false);
    expect(matchesQuery(texts, 'phon')).toBe(true);
  });
  it('needs every word of the query, in any field and order', () => {
    expect(matchesQuery(texts, 'template phone')).toBe(true);
    expect(matchesQuery(texts, 'template plumbing')).toBe(false);
  });
  it('matches everything with an empty or blank query', () => {
    expect(matchesQuery(texts, '')).toBe(true);
    expect(matchesQuery(texts, '  - ')).toBe(true);
  });
});

describe('valuesAt', () => {
  it('reads dotted paths, arrays and numbers', () => {
    const item = {
      speaker: { name: 'Ana' },
      tags: ['a', 'b'],
      views: 12500,
      metrics: [{ value: '1' }, { value: '2' }],
    };
    expect(valuesAt(item, 'speaker.name')).toEqual(['Ana']);
    expect(valuesAt(item, 'tags')).toEqual(['a', 'b']);
    expect(valuesAt(item, 'views')).toEqual(['12500']);
    expect(valuesAt(item, 'metrics.value')).toEqual(['1', '2']);
    expect(valuesAt(item, 'missing.path')).toEqual([]);
  });
});

describe('itemMatches', () => {
  const rules = { searchIn: ['title', 'description'], filterOn: 'type' };
  const item = { type: 'template', title: 'Roofing Estimate', description: 'Sign on a phone' };
  it('combines the search text and the chosen button', () => {
    expect(itemMatches(item, rules, { query: 'roo', accepted: 'template' })).toBe(true);
    expect(itemMatches(item, rules, { query: 'roo', accepted: 'tool' })).toBe(false);
    expect(itemMatches(item, rules, { query: 'plumb', accepted: null })).toBe(false);
  });
  it('compares the button value without case or accents', () => {
    expect(
      itemMatches({ ...item, type: 'Témplate' }, rules, { query: '', accepted: 'TEMPLATE' }),
    ).toBe(true);
  });
  it('searches only the configured fields', () => {
    expect(itemMatches(item, { searchIn: ['title'] }, { query: 'phone', accepted: null })).toBe(
      false,
    );
  });
  it('hides an item without the button field once a button other than All is chosen', () => {
    expect(
      itemMatches({ title: 'Video' }, { searchIn: ['title'] }, { query: '', accepted: 'tool' }),
    ).toBe(false);
    expect(
      itemMatches({ title: 'Video' }, { searchIn: ['title'] }, { query: '', accepted: null }),
    ).toBe(true);
  });
});

describe('helpers', () => {
  it('slugs a button label for the URL', () => {
    expect(buttonSlug('General Contracting')).toBe('general-contracting');
    expect(buttonSlug('HVAC')).toBe('hvac');
  });
  it('cuts a flat list back into its groups', () => {
    expect(sliceBySizes([1, 2, 3, 4, 5, 6], [2, 3], 1)).toEqual([
      [2, 3],
      [4, 5, 6],
    ]);
  });
});
