/**
 * The islands runtime (src/islands/runtime.ts) in jsdom, on server-rendered HTML: nothing is
 * hydrated until an island is touched; the touched island alone wakes, and the click that woke
 * it is not lost (a disclosure opens, the header's menu opens); a static block stays HTML.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Faq from '../../blocks/faq/Component.tsx';
import { Header } from '../../src/layout/Header.tsx';

const faq = {
  type: 'faq',
  title: 'Questions',
  tone: 'light' as const,
  items: [{ question: 'Is there a contract?', answer: 'No, month to month.' }],
};

/** What an islands build prerenders for one island (src/islands/Island.tsx). */
function island(name: string, element: ReactNode, props?: object) {
  const prefix = `i${name}-`;
  const html = renderToString(<StaticRouter location="/">{element}</StaticRouter>, {
    identifierPrefix: prefix,
  });
  const data = props ? ` data-island-props='${JSON.stringify(props).replace(/'/g, '&#39;')}'` : '';
  return `<div class="contents" data-island="${name}" data-island-id="${prefix}"${data}>${html}</div>`;
}

beforeAll(async () => {
  document.body.innerHTML = [
    island('header', <Header />),
    '<main>',
    island('block', <Faq {...faq} />, faq),
    '<section><h2>Static</h2><p>Only HTML.</p></section>',
    '</main>',
  ].join('');
  await import('../../src/islands/runtime.ts');
});

afterAll(() => {
  document.body.innerHTML = '';
});

const awake = () =>
  [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((element) => element.dataset.islandAwake)
    .map((element) => element.dataset.island);

describe('the islands runtime', () => {
  it('marks the page ready and wakes nothing before a visitor touches it', () => {
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(awake()).toEqual([]);
  });

  it('wakes only the island clicked, and the click that woke it opens the disclosure', async () => {
    const question = screen.getByRole('button', { name: 'Is there a contract?' });
    expect(question).toHaveProperty('ariaExpanded', 'false');
    await userEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'), {
      timeout: 10_000,
    });
    expect(awake()).toEqual(['block']);
    // Hydrated, not replaced: the prerendered button is the one that answers.
    expect(screen.getByRole('button', { name: 'Is there a contract?' })).toBe(question);
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  }, 20_000);

  it("opens the header's menu on the first click, then wakes the header", async () => {
    const [toggle] = screen.getAllByRole('button', { name: /services/i });
    await userEvent.click(toggle!);
    await waitFor(() => expect(toggle!.getAttribute('aria-expanded')).toBe('true'), {
      timeout: 10_000,
    });
    expect(awake().sort()).toEqual(['block', 'header']);
  }, 20_000);
});
