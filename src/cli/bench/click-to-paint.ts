/**
 * Click-to-painted time of one navigation, for `npm run bench:bytes`: the link is hovered, the
 * prefetch it starts is awaited (the network goes quiet), then clicked. The time runs from the
 * click until the first animation frame after the new page's h1 is in the DOM (the frame that
 * paints it). Both ends are read as `performance.timeOrigin + performance.now()`, one clock
 * across documents, so the same measure serves a client-side router (one document, the dev
 * server's) and a page load (built pages), and the reference: the same link loaded as a new page
 * (the click is turned into `location.assign` before any handler sees it), with the same warm
 * cache.
 */
import type { Browser, Locator, Page } from 'playwright-core';

export interface Navigation {
  label: string;
  from: string;
  to: string;
  link: (page: Page) => Locator;
}

export const NAVIGATIONS: Navigation[] = [
  {
    label: '/ → /pricing (header link)',
    from: '/',
    to: '/pricing',
    link: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  },
  {
    label: '/ → /autonomous-gtm (card link)',
    from: '/',
    to: '/autonomous-gtm',
    link: (page) => page.getByRole('main').getByRole('link', { name: 'Explore websites' }),
  },
  {
    label: '/pricing → /case-studies (header link)',
    from: '/pricing',
    to: '/case-studies',
    link: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Success Stories' }),
  },
];

export interface PaintTimes {
  label: string;
  click: { median: number; p95: number };
  fullLoad: { median: number; p95: number };
}

/**
 * Runs in every document before its own scripts: notes the frame after each new h1 text. A
 * string, not a function: tsx would add its `__name` helper to a function, which the page lacks.
 */
const WATCH_H1 = `(() => {
  const paints = [];
  window.__h1Paints = paints;
  let last = null;
  new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent ?? null;
    if (text === null || text === last) return;
    last = text;
    requestAnimationFrame(() => paints.push({ text, at: performance.timeOrigin + performance.now() }));
  }).observe(document, { childList: true, subtree: true, characterData: true });
  // The click's time survives a full page load in sessionStorage (same tab, same origin).
  addEventListener('click', () => {
    sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now()));
  }, { capture: true });
})()`;

/** Turns the next link click into a plain page load, before any handler of the page runs. */
const FORCE_FULL_LOAD = `addEventListener('click', (event) => {
  const link = event.target.closest('a');
  if (!link) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(link.href);
}, { capture: true, once: true })`;

async function oneRun(page: Page, origin: string, navigation: Navigation, fullLoad: boolean) {
  await page.goto(origin + navigation.from);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const fromText = await page.locator('h1').first().textContent();
  const link = navigation.link(page);
  await link.hover();
  await page.waitForLoadState('networkidle'); // the prefetch the hover started
  if (fullLoad) await page.evaluate(FORCE_FULL_LOAD);
  await link.click();
  await page.waitForURL(`**${navigation.to}`);
  // A function, not a string: the site's CSP forbids the eval a string predicate needs. It
  // names no inner function, so tsx adds no `__name` call to it.
  const handle = await page.waitForFunction((previous) => {
    const clickAt = Number(sessionStorage.getItem('clickAt'));
    const paints = (window as { __h1Paints?: { text: string; at: number }[] }).__h1Paints ?? [];
    const painted = paints.find((p) => p.at > clickAt && p.text !== previous);
    return painted ? painted.at - clickAt : undefined;
  }, fromText);
  return (await handle.jsonValue()) as number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const summary = (values: number[]) => ({
  median: percentile(values, 50),
  p95: percentile(values, 95),
});

/** Alternates clicks and forced loads so that a busy moment of the machine hits both. */
export async function clickToPaint(
  browser: Browser,
  origin: string,
  navigation: Navigation,
  { runs, cpu }: { runs: number; cpu: number },
): Promise<PaintTimes> {
  const context = await browser.newContext();
  await context.addInitScript(WATCH_H1);
  const page = await context.newPage();
  if (cpu > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  // One unmeasured visit of both ends, so every measured run starts from a warm cache.
  await oneRun(page, origin, navigation, false);
  const clicks: number[] = [];
  const full: number[] = [];
  for (let run = 0; run < runs; run++) {
    clicks.push(await oneRun(page, origin, navigation, false));
    full.push(await oneRun(page, origin, navigation, true));
  }
  await context.close();
  return { label: navigation.label, click: summary(clicks), fullLoad: summary(full) };
}
