// What a field allows, said beside a text typed on the page, from the generated JSON Schema.
import { describe, expect, it } from 'vitest';
import { fieldHint } from '../../../../src/studio/app/field-hint.ts';

describe('fieldHint', () => {
  it('says a required one-line heading, a paragraph, and a number with its floor', () => {
    expect(fieldHint(['blocks', 0, 'title'], 'hero')).toEqual({
      label: 'Title',
      hint: 'Required. One line: Enter to finish',
      multiline: false,
    });
    expect(fieldHint(['blocks', 3, 'items', 0, 'answer'], 'faq')).toMatchObject({
      label: 'Answer',
      multiline: true,
    });
    expect(fieldHint(['blocks', 1, 'plans', 1, 'monthlyFee'], 'pricing').hint).toMatch(/^A number/);
  });
});
