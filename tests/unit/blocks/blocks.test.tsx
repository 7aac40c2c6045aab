// @vitest-environment jsdom
/**
 * Every registered block renders its own example: the example validates against the block's
 * schema, and every piece of text in it reaches the page. A new block is covered automatically.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/index.ts';

const components = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>(
  '../../../blocks/*/Component.tsx',
  {
    eager: true,
  },
);

/** Keys whose values are not shown as text (targets, names of icons, styles). */
const NOT_TEXT = new Set([
  // printValue: how the curriculum PDF spells a value the page abbreviates.
  'printValue',
  // filter: which fields the search box and buttons use; status: the group a card goes in;
  // date: ISO in YAML, shown formatted ("November 3, 2026").
  'filter',
  'status',
  'date',
  'type',
  'id',
  'icon',
  // visual: a name from the visual registry; its description is the drawing's accessible name.
  'visual',
  'to',
  'href',
  'modal',
  'scrollTo',
  'download',
  'variant',
  'tone',
  'src',
  'prefill',
  'form',
]);

function visibleStrings(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => visibleStrings(child, childKey));
  }
  return [];
}

describe.each(blockRegistry.map((block) => [block.type, block] as const))(
  'block %s',
  (type, block) => {
    it('has a component, a README-worthy description and a valid example', () => {
      expect(components[`../../../blocks/${type}/Component.tsx`]).toBeDefined();
      expect(block.description.length).toBeGreaterThan(10);
      const parsed = block.schema.safeParse(block.example);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('renders every text of its example', () => {
      const Component = components[`../../../blocks/${type}/Component.tsx`]!.default;
      const props = block.schema.parse(block.example) as Record<string, unknown>;
      const { container } = render(
        <MemoryRouter>
          <Component {...props} />
        </MemoryRouter>,
      );
      // Alternative text reaches the page too, as the accessible name of its image.
      const alts = [...container.querySelectorAll('img[alt]')].map((img) =>
        img.getAttribute('alt'),
      );
      const text = [container.textContent ?? '', ...alts].join('\n');
      for (const expected of visibleStrings(block.example)) expect(text).toContain(expected);
    });
  },
);

describe('the hero', () => {
  const Hero = components['../../../blocks/hero/Component.tsx']!.default;
  const hero = blockRegistry.find((block) => block.type === 'hero')!;
  const rendered = (extra: Record<string, unknown>) =>
    render(
      <MemoryRouter>
        <Hero {...(hero.schema.parse({ ...hero.example, ...extra }) as Record<string, unknown>)} />
      </MemoryRouter>,
    ).container;

  it('shows the photo an author set in place of its drawn visual', () => {
    const both = rendered({
      visual: 'lead-reply',
      image: { src: 'media/crew.jpg', alt: 'Two roofers on a ranch house' },
    });
    expect(both.querySelector('img')?.getAttribute('alt')).toBe('Two roofers on a ranch house');
    // The drawing is an svg with role img (its description as its name); icons are hidden.
    expect(both.querySelector('svg[role="img"]')).toBeNull();
  });

  it('shows its visual when no photo is set', () => {
    const drawn = rendered({ visual: 'lead-reply', image: undefined });
    expect(drawn.querySelector('img')).toBeNull();
    expect(drawn.querySelector('svg[role="img"]')).not.toBeNull();
  });
});
