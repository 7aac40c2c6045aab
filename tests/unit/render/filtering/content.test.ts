/**
 * Every filter button on every page keeps at least one card: a button whose `match` no item
 * carries (a typo, a removed card) would always show an empty list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../src/render/filtering/match.ts';

interface Block {
  type: string;
  filter?: { filterOn?: string; controls?: { buttons?: { label: string; match?: string }[] } };
  [key: string]: unknown;
}

/** Every value of `key` anywhere in the block's content (the filter settings left out). */
function valuesOf(node: unknown, key: string): string[] {
  if (Array.isArray(node)) return node.flatMap((entry) => valuesOf(entry, key));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, value]) => {
    if (name === 'filter') return [];
    if (name === key && typeof value === 'string') return [value];
    return valuesOf(value, key);
  });
}

const filtered = readdirSync('pages', { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => {
    const page = parse(readFileSync(`pages/${file}`, 'utf8')) as { blocks?: Block[] };
    return (page.blocks ?? [])
      .filter((block) => block.filter?.controls?.buttons?.length)
      .map((block) => ({ name: `${file} ${block.type}`, block }));
  });

describe('filter buttons in pages/', () => {
  it('are found (library, case studies and webinars at least)', () => {
    expect(filtered.length).toBeGreaterThanOrEqual(3);
  });

  it.each(filtered)('$name: every button keeps at least one item', ({ block }) => {
    const values = valuesOf(block, block.filter!.filterOn!).map(normalize);
    for (const button of block.filter!.controls!.buttons!) {
      if (button.match) expect(values, button.label).toContain(normalize(button.match));
    }
  });
});
