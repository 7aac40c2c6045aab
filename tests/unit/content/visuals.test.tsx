// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { VISUAL_HEIGHT, VISUAL_WIDTH, visualNames, visuals } from '../../../src/content/visuals.ts';
import { hero } from '../../../blocks/hero/schema.ts';
import Hero from '../../../blocks/hero/Component.tsx';
import { MemoryRouter } from 'react-router-dom';
import { routeFromPageFile } from '../../../src/content/route-path.ts';
import { readdirSync } from 'node:fs';

describe('the visual registry', () => {
  it.each(visualNames)(
    '%s has its drawing in public/visuals, a <symbol> the page can use',
    (name) => {
      const file = `public/visuals/${name}.svg`;
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`<symbol id="visual" viewBox="0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}"`);
      // Set in the page's font: drawn through <use>, the symbol's text inherits it.
      expect(svg).toContain("font-family=\"'Inter Variable'");
    },
  );

  it('draws a hero visual sized before the file arrives, named for screen readers', () => {
    const props = hero.schema.parse({ ...hero.example, visual: 'dashboard' });
    render(
      <MemoryRouter>
        <Hero {...props} />
      </MemoryRouter>,
    );
    const picture = screen.getByRole('img', { name: visuals.dashboard });
    expect(picture.getAttribute('width')).toBe(String(VISUAL_WIDTH));
    expect(picture.getAttribute('height')).toBe(String(VISUAL_HEIGHT));
    expect(picture.querySelector('use')?.getAttribute('href')).toBe(
      '/visuals/dashboard.svg#visual',
    );
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
