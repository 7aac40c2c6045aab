import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFromText } from '../../../../src/studio/app/page-from-text.ts';

const pricing = readFileSync('pages/pricing.yaml', 'utf8');

describe('the preview fast path (the validator in the browser)', () => {
  it('gives the page a valid text describes, as plain JSON', () => {
    const page = pageFromText('pages/pricing.yaml', pricing);
    expect(page?.title).toBe(/^title:\s*(.+)$/m.exec(pricing)?.[1]?.replace(/^['"]|['"]$/g, ''));
    expect(page?.blocks.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('gives nothing for a text the validator refuses, so the last valid render stays', () => {
    const misspelt = pricing.replace(/type: (\w+)/, 'type: $1x');
    expect(pageFromText('pages/pricing.yaml', misspelt)).toBeNull();
    expect(pageFromText('pages/pricing.yaml', 'title: *a')).toBeNull();
  });
});
