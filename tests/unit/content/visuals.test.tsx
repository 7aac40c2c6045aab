// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { VISUAL_HEIGHT, VISUAL_WIDTH, visualNames } from '../../../src/content/visuals.ts';
import { routeFromPageFile } from '../../../src/content/route-path.ts';
import { drawVisual } from '../../../src/drawings/draw-visual.ts';
import { hero } from '../../../blocks/hero/schema.ts';
import Hero from '../../../blocks/hero/Component.tsx';
import Pricing from '../../../blocks/pricing/Component.tsx';
import { pricing } from '../../../blocks/pricing/schema.ts';
import { pageSchema } from '../../../src/project/page-schema.ts';
import { Page } from '../../../src/render/Page.tsx';

const components = { hero: Hero, pricing: Pricing } as Record<string, ComponentType<never>>;

/** A page of a hero naming the pricing visual and plan cards with the Growth plan at `fee`. */
const pricingPage = (fee: number) =>
  pageSchema.parse({
    title: 'Pricing',
    blocks: [
      { type: 'hero', ...hero.example, visual: 'pricing' },
      {
        type: 'pricing',
        ...pricing.example,
        plans: pricing.example.plans.map((plan) =>
          plan.title === 'Growth' ? { ...plan, monthlyFee: fee } : plan,
        ),
      },
    ],
  });

const shown = (page: ReturnType<typeof pricingPage>) =>
  render(
    <MemoryRouter>
      <Page module={{ file: 'pages/pricing.yaml', route: '/pricing', page, components }} />
    </MemoryRouter>,
  );

describe('the visual registry', () => {
  it.each(visualNames)('%s is drawn from a page, with no file to fetch', (name) => {
    const { markup, label } = drawVisual(name, pricingPage(797));
    expect(label).not.toBe('');
    expect(markup).toMatch(/^<defs>/);
    expect(markup).not.toContain('href="/');
  });

  it('draws a hero visual inline from its page, sized before it paints, named by its content', () => {
    shown(pricingPage(797));
    const picture = screen.getByRole('img', { name: /Growth plan at \$797 a month/ });
    expect(picture.getAttribute('width')).toBe(String(VISUAL_WIDTH));
    expect(picture.getAttribute('height')).toBe(String(VISUAL_HEIGHT));
    expect(picture.querySelector('use')).toBeNull();
    expect(picture.textContent).toContain('$797');
  });

  it('draws the plan card again when the plan changes', () => {
    const { rerender } = shown(pricingPage(797));
    rerender(
      <MemoryRouter>
        <Page
          module={{
            file: 'pages/pricing.yaml',
            route: '/pricing',
            page: pricingPage(845),
            components,
          }}
        />
      </MemoryRouter>,
    );
    const picture = screen.getByRole('img', { name: /Growth plan at \$845 a month/ });
    expect(picture.textContent).toContain('$845');
    expect(picture.textContent).not.toContain('$797');
  });

  it('rejects a name outside the registry', () => {
    const result = hero.schema.safeParse({ ...hero.example, visual: 'dashbord' });
    expect(result.success).toBe(false);
  });

  it('gives every page a visual at the top', () => {
    const missing = readdirSync('pages')
      .filter((file) => routeFromPageFile(file) !== null)
      .filter((file) => {
        const first = (
          parse(readFileSync(`pages/${file}`, 'utf8')) as { blocks: Record<string, unknown>[] }
        ).blocks[0]!;
        // The curriculum opens with its own band of facts and the PDF download instead.
        return first.type === 'hero' && !first.visual;
      });
    expect(missing).toEqual([]);
  });
});
