// @vitest-environment jsdom
/**
 * The prerender renders an island once and places its HTML on every page with the same island
 * (src/render/island-memo.ts, server-html.tsx), unless its render read the page's location
 * (src/render/page-location.ts): then each page gets its own render. What an earlier build
 * kept (its store, src/build/cache/island-store.ts) is looked in for what it lacks.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PendingIsland } from '../../../src/islands/island-html.ts';
import { createIslandMemo, islandMemo } from '../../../src/render/island-memo.ts';
import { usePageLocation } from '../../../src/render/page-location.ts';
import { addSectionRoutes, sectionRouteOf } from '../../../src/render/section-routes.ts';
import { withIslands } from '../../../src/render/server-html.tsx';
import { SiteLink } from '../../../src/render/SiteLink.tsx';
import { useMenu } from '../../../src/layout/use-menu.ts';

const renders = new Map<string, number>();
const counted = (label: string) => renders.set(label, (renders.get(label) ?? 0) + 1);

function Plain({ label }: { label: string }) {
  counted(label);
  return <p>{label}</p>;
}

function WherePage({ label }: { label: string }) {
  counted(label);
  return <p>{`${label} on ${usePageLocation().pathname}`}</p>;
}

/** Links to a section on the page that has it (a `scrollTo`), wherever it sits. */
function ToSection({ label }: { label: string }) {
  counted(label);
  return <a href={`${sectionRouteOf('pricing-plans') ?? ''}#pricing-plans`}>{label}</a>;
}

/** Reads the location only once opened: closed, the same HTML on every page. */
function Menu({ label }: { label: string }) {
  counted(label);
  const { containerProps, panelId } = useMenu();
  return (
    <details {...containerProps}>
      <summary>{label}</summary>
      <div id={panelId}>
        <SiteLink to="/pricing">Pricing</SiteLink>
      </div>
    </details>
  );
}

function pending(
  element: React.ReactElement<{ label: string }>,
  url: string,
  prefix = 'iR1-',
): PendingIsland {
  return {
    marker: `<!--island ${prefix}-->`,
    name: 'block',
    propsJson: JSON.stringify(element.props),
    content: element,
    url,
    identifierPrefix: prefix,
  };
}

/** One page's HTML: a paragraph around the island's marker, as the page render leaves it. */
const page = async (island: PendingIsland) =>
  (await withIslands(`<main>${island.marker}</main>`, [island])).join('');

/** What rendering the island alone on that page gives, as the prerender did before the memo. */
const alone = (island: PendingIsland) =>
  `<main>${renderToString(<StaticRouter location={island.url}>{island.content}</StaticRouter>, {
    identifierPrefix: island.identifierPrefix,
  })}</main>`;

describe('the island memo of the prerender', () => {
  it('renders an island once for every page that has it, with the HTML a render gives', async () => {
    const first = pending(<Plain label="plain-shared" />, '/a');
    const second = pending(<Plain label="plain-shared" />, '/b');
    const shared = islandMemo.counts.shared;
    expect(await page(first)).toBe(alone(first));
    expect(await page(second)).toBe(alone(second));
    // Two renders by `alone` and one by the memo's first page: the second page rendered nothing.
    expect(renders.get('plain-shared')).toBe(3);
    expect(islandMemo.counts.shared).toBe(shared + 1);
  });

  it('renders again an island whose render read the location, each page with its own URL', async () => {
    const first = pending(<WherePage label="where" />, '/a');
    const second = pending(<WherePage label="where" />, '/b');
    expect(await page(first)).toBe('<main><p>where on /a</p></main>');
    expect(await page(second)).toBe('<main><p>where on /b</p></main>');
    expect(renders.get('where')).toBe(2);
  });

  it('shares a closed menu, which reads the location only once opened', async () => {
    await page(pending(<Menu label="menu" />, '/a'));
    const html = await page(pending(<Menu label="menu" />, '/b'));
    expect(renders.get('menu')).toBe(1);
    expect(html).toContain('href="/pricing"');
  });

  it('tells islands apart by their props and by their id prefix', async () => {
    await page(pending(<Plain label="props-one" />, '/a'));
    await page(pending(<Plain label="props-two" />, '/a'));
    await page(pending(<Plain label="props-one" />, '/a', 'iR2-'));
    expect(renders.get('props-one')).toBe(2);
    expect(renders.get('props-two')).toBe(1);
  });

  it('tells apart islands alike in props but drawn from pages with different pictures', async () => {
    const island = pending(<Plain label="picture" />, '/a');
    await page({ ...island, madeFrom: 'Growth at $797' });
    await page({ ...island, madeFrom: 'Growth at $797' });
    await page({ ...island, madeFrom: 'Growth at $900' });
    expect(renders.get('picture')).toBe(2);
  });

  it('does not share an element whose props the island does not carry', () => {
    const island = { ...pending(<Plain label="x" />, '/a'), propsJson: undefined };
    expect(islandMemo.keyOf(island)).toBeUndefined();
    expect(islandMemo.keyOf({ ...island, content: 'text' })).toBeUndefined();
  });

  it('stops storing once it holds its most, and still finds what it holds', () => {
    const memo = createIslandMemo(100);
    memo.set('a', 'x'.repeat(60));
    memo.set('b', 'y'.repeat(60));
    expect(memo.get('a')).toBe('x'.repeat(60));
    expect(memo.get('b')).toBeUndefined();
    expect(memo.size).toBe(1);
  });

  it('looks in the kept islands for what it lacks and keeps what it stores, by name', () => {
    const kept = new Map([['block Plain iR1- {"label":"kept"}', '<p>kept</p>']]);
    const added: string[] = [];
    const memo = createIslandMemo();
    memo.keepIn({ get: (key) => kept.get(key), add: (key) => added.push(key) });
    const island = pending(<Plain label="kept" />, '/a');
    const key = memo.keyOf(island)!;
    expect(key).toBe('block Plain iR1- {"label":"kept"}');
    expect(memo.get(key)).toBe('<p>kept</p>');
    expect(memo.counts.kept).toBe(1);
    // Found once, then held: the kept copy is not read again.
    kept.clear();
    expect(memo.get(key)).toBe('<p>kept</p>');
    memo.set('block Plain iR1- {"label":"new"}', '<p>new</p>');
    expect(added).toEqual(['block Plain iR1- {"label":"new"}']);
  });

  it('shares an island that links to a section’s page in this build, and keeps it for no other', async () => {
    // Where the section is is this build's: a page added or removed by the next may move it.
    addSectionRoutes({ 'pricing-plans': '/pricing' });
    const added: string[] = [];
    islandMemo.keepIn({ get: () => undefined, add: (key) => added.push(key) });
    try {
      const first = await page(pending(<ToSection label="to-section" />, '/a'));
      const second = await page(pending(<ToSection label="to-section" />, '/b'));
      expect(first).toBe('<main><a href="/pricing#pricing-plans">to-section</a></main>');
      expect(second).toBe(first);
      expect(renders.get('to-section')).toBe(1);
      await page(pending(<Plain label="kept-between-builds" />, '/a'));
      expect(added).toEqual(['block Plain iR1- {"label":"kept-between-builds"}']);
    } finally {
      islandMemo.keepIn(undefined);
    }
  });

  it('keeps no island of an unnamed component between builds: its number is this process’s', () => {
    const added: string[] = [];
    const asked: string[] = [];
    const memo = createIslandMemo();
    memo.keepIn({ get: (key) => void asked.push(key), add: (key) => added.push(key) });
    const Unnamed = [(props: { label: string }) => <p>{props.label}</p>][0]!;
    expect(Unnamed.name).toBe('');
    const key = memo.keyOf(pending(<Unnamed label="anonymous" />, '/a'))!;
    expect(key).toMatch(/^block #\d+ /);
    expect(memo.get(key)).toBeUndefined();
    memo.set(key, '<p>anonymous</p>');
    expect(memo.get(key)).toBe('<p>anonymous</p>');
    expect(asked).toEqual([]);
    expect(added).toEqual([]);
  });

  it('refuses a site link that is not a path from the root', () => {
    const link = (to: string) =>
      renderToString(
        <StaticRouter location="/a">
          <SiteLink to={to}>Go</SiteLink>
        </StaticRouter>,
      );
    expect(link('/pricing')).toContain('href="/pricing"');
    expect(() => link('#faq')).toThrow('a path from the root');
    expect(() => link('pricing')).toThrow('a path from the root');
  });
});
