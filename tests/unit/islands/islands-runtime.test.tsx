// @vitest-environment jsdom
/**
 * The islands runtime (src/islands/runtime.ts) in jsdom, on server-rendered HTML: nothing is
 * hydrated until an island is touched; the touched island alone wakes and then answers with its
 * React handlers; a block that is plain HTML (the FAQ's native disclosures) never wakes.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Comparison from '../../../blocks/comparison/Component.tsx';
import { comparison } from '../../../blocks/comparison/schema.ts';
import Faq from '../../../blocks/faq/Component.tsx';
import { Header } from '../../../src/layout/Header.tsx';

const faq = {
  type: 'faq' as const,
  title: 'Questions',
  tone: 'light' as const,
  items: [{ question: 'Is there a contract?', answer: 'No, month to month.' }],
};
const tiers = { type: 'comparison', ...comparison.schema.parse(comparison.example) };

/** What an islands build prerenders for one island (src/islands/Island.tsx). */
function island(name: string, element: ReactNode, props?: object) {
  const prefix = `i${name}-`;
  const html = renderToString(<StaticRouter location="/">{element}</StaticRouter>, {
    identifierPrefix: prefix,
  });
  const data = props ? ` data-island-props='${JSON.stringify(props).replace(/'/g, '&#39;')}'` : '';
  return `<div class="contents" data-island="${name}" data-island-wake="interaction" data-island-id="${prefix}"${data}>${html}</div>`;
}

beforeAll(async () => {
  document.body.innerHTML = [
    island('header', <Header />),
    '<main>',
    renderToString(<Faq {...faq} />),
    island('block', <Comparison {...tiers} />, tiers),
    '</main>',
  ].join('');
  await import('../../../src/islands/runtime.ts');
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

  it('never wakes a block that is plain HTML', async () => {
    const question = screen.getByText('Is there a contract?');
    expect(question.closest('[data-island]')).toBeNull();
    fireEvent.pointerOver(question);
    fireEvent.focusIn(question);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(awake()).toEqual([]);
  });

  it('wakes only the island touched, which then answers with its own handlers', async () => {
    const services = screen.getAllByText('Services')[0]!.closest('summary')!;
    const menu = services.closest('details')!;
    fireEvent.pointerOver(services);
    await waitFor(() => expect(awake()).toEqual(['header']), { timeout: 10_000 });
    // The arrow key is the menu's React handler (use-menu.ts), not the browser's disclosure.
    expect(menu.open).toBe(false);
    fireEvent.keyDown(services, { key: 'ArrowDown' });
    await waitFor(() => expect(menu.open).toBe(true));
    // Hydrated, not replaced: the prerendered element is the one that answers.
    expect(screen.getAllByText('Services')[0]!.closest('summary')).toBe(services);
  }, 20_000);

  it('wakes a block island on focus, apart from the header', async () => {
    const [getStarted] = screen.getAllByRole('button', { name: /get started/i });
    fireEvent.focusIn(getStarted!);
    await waitFor(() => expect(awake().sort()).toEqual(['block', 'header']), {
      timeout: 10_000,
    });
  }, 20_000);
});
