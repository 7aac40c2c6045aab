/**
 * Content rules of the service, strategy and program pages: each opens with a hero and closes
 * with a call to action, has a search-friendly description, and every in-page scroll button
 * targets a section of that same page (so it works without leaving it).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const files = [
  'autonomous-gtm',
  'outbound-pipeline',
  'messaging-optimization',
  'proposal-automation',
  'client-onboarding',
  'retention-engine',
  'expansion-intelligence',
  'gtm-strategy',
  'partnerships',
  'customer-success',
  'growth-strategy',
  'revenue-optimization',
  'market-analysis',
  'tech-consulting',
  'growth-strategist',
];

interface Page {
  title: string;
  description: string;
  blocks: { type: string; id?: string }[];
}

const pages = files.map((name) => ({
  name,
  source: readFileSync(`pages/${name}.yaml`, 'utf8'),
  data: parse(readFileSync(`pages/${name}.yaml`, 'utf8')) as Page,
}));

/** Every `scrollTo` value anywhere in a parsed page. */
function scrollTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(scrollTargets);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'scrollTo' && typeof child === 'string' ? [child] : scrollTargets(child),
    );
  }
  return [];
}

describe.each(pages)('pages/$name.yaml', ({ data, source }) => {
  it('opens with a hero and closes with a call to action', () => {
    expect(data.blocks[0]!.type).toBe('hero');
    expect(data.blocks.filter((block) => block.type === 'hero')).toHaveLength(1);
    expect(data.blocks.at(-1)!.type).toBe('cta');
  });

  it('has a description of 50–160 characters', () => {
    expect(data.description.length).toBeGreaterThanOrEqual(50);
    expect(data.description.length).toBeLessThanOrEqual(160);
  });

  it('scrolls only to sections of its own page', () => {
    const ids = new Set(data.blocks.map((block) => block.id));
    for (const target of scrollTargets(data)) expect(ids, target).toContain(target);
  });

  it('never contradicts the 8-week program length', () => {
    expect(source).not.toMatch(/\b6[ -]weeks?\b/i);
  });
});

it('gives every page its own title', () => {
  const titles = pages.map(({ data }) => data.title);
  expect(new Set(titles).size).toBe(titles.length);
});
