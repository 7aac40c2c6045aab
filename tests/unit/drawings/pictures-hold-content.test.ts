/**
 * Every picture a page shows is drawn from that page's content, and states no money amount,
 * percentage, multiplier or duration the content does not hold (src/content/figures.ts): a
 * marketer who changes a price in the studio changes every place it is shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { figuresNotHeld } from '../../../src/content/figures.ts';
import { routeFromPageFile } from '../../../src/content/route-path.ts';
import { drawVisual } from '../../../src/drawings/draw-visual.ts';
import { libraryCovers } from '../../../src/drawings/library-covers.ts';
import { pageSchema, type PageData } from '../../../src/project/page-schema.ts';

/** The words an SVG shows: the text of its elements, never a number of its attributes. */
export const shownWords = (svg: string) =>
  svg
    .replace(/<[^>]*>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const pages = readdirSync('pages')
  .filter((file) => routeFromPageFile(file) !== null)
  .map((file) => ({
    file,
    page: pageSchema.parse(parse(readFileSync(`pages/${file}`, 'utf8'))) as PageData,
  }));

/** The item of the content whose image is `src`, at any depth. */
function itemShowing(data: unknown, src: string): object | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { image } = data as { image?: { src?: unknown } };
  if (image?.src === src) return data;
  for (const value of Object.values(data)) {
    const found = itemShowing(value, src);
    if (found) return found;
  }
  return undefined;
}

describe('the pictures of every page', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThan(30));

  it('states no figure its page does not hold', () => {
    const unheld = pages.flatMap(({ file, page }) =>
      page.blocks.flatMap((block) => {
        if (!('visual' in block) || !block.visual) return [];
        const { label, markup } = drawVisual(block.visual, page);
        return figuresNotHeld(`${label}\n${shownWords(markup)}`, page).map(
          (figure) => `${file} (${block.visual}): ${figure.text}`,
        );
      }),
    );
    expect(unheld).toEqual([]);
  });

  it('draws every library picture from its item, stating no figure the item does not hold', () => {
    const unheld = Object.entries(libraryCovers).flatMap(([name, draw]) => {
      const item = pages
        .map(({ page }) => itemShowing(page, `/images/library/${name}.svg`))
        .find(Boolean);
      expect(item, `the item showing ${name}.svg`).toBeDefined();
      return figuresNotHeld(shownWords(draw()), item).map((figure) => `${name}: ${figure.text}`);
    });
    expect(unheld).toEqual([]);
  });
});
