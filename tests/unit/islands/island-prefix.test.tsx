// @vitest-environment jsdom
/**
 * An island's id prefix (the ids `useId` gives inside it) is made from its kind and props
 * (islandPrefix, island-html.ts), not from its place in the page: the same island then has the
 * same HTML on every page, wherever it sits, and the prerender renders it once
 * (island-memo.ts). Rendered here through the real Island component, as a build renders it.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as IslandHtml from '../../../src/islands/island-html.ts';
import type * as IslandModule from '../../../src/islands/Island.tsx';

let Island: typeof IslandModule.Island;
let collectIslands: typeof IslandHtml.collectIslands;
let islandPrefix: typeof IslandHtml.islandPrefix;
beforeAll(async () => {
  // What Vite's define gives a build (src/islands/mode.ts): Island then marks its part.
  (globalThis as { __ISLANDS__?: boolean }).__ISLANDS__ = true;
  ({ Island } = await import('../../../src/islands/Island.tsx'));
  ({ collectIslands, islandPrefix } = await import('../../../src/islands/island-html.ts'));
});

const faq = { items: [{ question: 'How fast?', answer: 'A week.' }] };
const other = { label: 'Services' };

/** A page's render in a build: the id of each island it marks, in order. */
function islandIds(islands: object[]): string[] {
  collectIslands();
  const html = renderToString(
    <StaticRouter location="/a">
      {islands.map((props, index) => (
        <Island key={index} name="block" props={props}>
          <p>part</p>
        </Island>
      ))}
    </StaticRouter>,
  );
  return [...html.matchAll(/data-island-id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('an island id prefix', () => {
  it('is the same on every page for the same island, wherever it sits', () => {
    const [alone] = islandIds([faq]);
    const [, belowAnother] = islandIds([other, faq]);
    expect(belowAnother).toBe(alone);
    expect(islandIds([other])[0]).not.toBe(alone);
  });

  it('numbers a second island of the same kind and props on one page', () => {
    const [first, second] = islandIds([faq, faq]);
    expect(second).not.toBe(first);
    expect(second).toMatch(/^i[0-9a-z]+n1-$/);
    // The next page starts again.
    expect(islandIds([faq])[0]).toBe(first);
  });

  it('is made without a page render from the kind and the props', () => {
    collectIslands();
    const made = islandPrefix('block', JSON.stringify(faq));
    expect(islandIds([faq])[0]).toBe(made);
  });
});
