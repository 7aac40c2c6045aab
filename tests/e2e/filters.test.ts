/**
 * Search and filters on the growth library, case studies, webinars and blog: typing and clicking
 * filter the visible cards, the state lives in the URL (shareable, reloadable, Back works), the
 * prerendered HTML lists everything, and the keyboard alone operates every filter.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, documentWidth, hydrated, openPage, setupBrowser } from './harness.ts';
import { axeOnPage } from './axe.ts';

setupBrowser();

/** Titles of the cards a visitor can see (role queries skip hidden elements). */
async function visibleTitles(section: Locator): Promise<string[]> {
  return (await section.locator('article').getByRole('heading').allInnerTexts()).sort();
}

/** Opens a listing page with its `main`, where the cards and their headings are. */
async function openListing(route: string) {
  const opened = await openPage(route);
  return { ...opened, main: opened.page.locator('main') };
}

function params(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never received focus by Tab');
}

const library = {
  all: [
    'Answer Every Lead in Under a Minute',
    'Google Ads for Contractors, Start to Finish',
    'Job Profit Calculator',
    'Lead Follow-Up Text Scripts',
    'Proposals That Get Signed the Same Day',
    'Referral Program Playbook',
    'Review Request Planner',
    'Roofing Estimate Template',
    'Storm Season Playbook',
  ],
};

describe('growth library', () => {
  it('filters resources and videos as you type and by category, with the state in the URL', async () => {
    const { page, problems, main } = await openListing('/growth-library');
    const search = page.getByRole('searchbox', { name: 'Search the growth library' });
    const categories = page.getByRole('group', { name: 'Filter by category' });
    const status = page.locator('#library').getByRole('status');
    expect(await visibleTitles(main)).toEqual(library.all);

    await search.pressSequentially('roo');
    await expect.poll(() => visibleTitles(main)).toEqual(['Roofing Estimate Template']);
    await expect.poll(() => params(page)).toEqual({ q: 'roo' });
    await expect.poll(() => status.innerText()).toBe('1 resource');
    // Empty groups and the video section disappear with their headings.
    expect(await page.getByRole('heading', { name: 'Latest Resources' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Video Tutorials' }).count()).toBe(0);

    await categories.getByRole('button', { name: 'Templates' }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'roo', category: 'templates' });
    expect(
      await categories.getByRole('button', { name: 'Templates' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await categories.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await search.fill('');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Lead Follow-Up Text Scripts', 'Roofing Estimate Template']);
    await expect.poll(() => status.innerText()).toBe('2 resources');

    await categories.getByRole('button', { name: 'Tools' }).click();
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Job Profit Calculator', 'Review Request Planner']);
    await categories.getByRole('button', { name: 'Playbooks' }).click();
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Referral Program Playbook', 'Storm Season Playbook']);
    expect(params(page)).toEqual({ category: 'playbooks' });

    // The search reads descriptions too, and finds videos.
    await categories.getByRole('button', { name: 'All' }).click();
    await search.fill('ads');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Google Ads for Contractors, Start to Finish']);
    expect(await page.getByRole('heading', { name: 'Video Tutorials' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const { page } = await openPage('/growth-library');
    await page.getByRole('searchbox', { name: 'Search the growth library' }).fill('zebra');
    await page.getByText('No resources match your search.').waitFor();
    expect(await visibleTitles(page.locator('main'))).toEqual([]);
    expect(await page.locator('#library').getByRole('status').innerText()).toBe('0 resources');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => visibleTitles(page.locator('main'))).toEqual(library.all);
    expect(params(page)).toEqual({});
    expect(
      await page.getByRole('searchbox', { name: 'Search the growth library' }).inputValue(),
    ).toBe('');
    await page.context().close();
  });
});

describe('case studies', () => {
  const trades = {
    Painting: ['From referrals only to a second crew in six months'],
    Roofing: [
      'How Summit Roofing booked $180K in 90 days after one hailstorm',
      'Insurance jobs closed in days, not weeks',
    ],
    HVAC: ['Service plans that sell themselves in summer'],
    Carpentry: ['Custom decks booked three months out'],
    Plumbing: ['Emergency calls answered around the clock'],
    General: ['Remodels paid on time, every milestone'],
  };

  it('filters by each trade button and by search, combining both', async () => {
    const { page, problems, main } = await openListing('/case-studies');
    const group = page.getByRole('group', { name: 'Filter by trade' });
    expect(await visibleTitles(main)).toHaveLength(7);
    for (const [trade, titles] of Object.entries(trades)) {
      await group.getByRole('button', { name: trade, exact: true }).click();
      await expect.poll(() => visibleTitles(main)).toEqual(titles.sort());
      expect(params(page)).toEqual({ trade: trade.toLowerCase() });
      expect(
        await group.getByRole('button', { name: trade, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    await group.getByRole('button', { name: 'Roofing' }).click();
    await page.getByRole('searchbox', { name: 'Search case studies' }).fill('INSUR');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Insurance jobs closed in days, not weeks']);
    expect(params(page)).toEqual({ trade: 'roofing', q: 'INSUR' });
    await page.getByRole('searchbox', { name: 'Search case studies' }).fill('phoenix');
    await page.getByText('No case studies match your search.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads a filtered URL directly, with the prerendered HTML still listing everything', async () => {
    const html = await (await fetch(baseUrl() + '/case-studies?trade=roofing&q=insurance')).text();
    for (const titles of Object.values(trades))
      for (const title of titles) expect(html).toContain(title.replace('&', '&amp;'));

    const { page, problems } = await openPage('/case-studies?trade=roofing&q=insurance');
    expect(await visibleTitles(page.locator('main'))).toEqual([
      'Insurance jobs closed in days, not weeks',
    ]);
    expect(await page.getByRole('searchbox', { name: 'Search case studies' }).inputValue()).toBe(
      'insurance',
    );
    expect(await page.getByRole('button', { name: 'Roofing' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-filter-pending')))
      .toBe(false);
    expect(problems).toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await visibleTitles(page.locator('main'))).toEqual([
      'Insurance jobs closed in days, not weeks',
    ]);
    await page.context().close();
  });

  it('keeps the list hidden before hydration when the URL is filtered, so nothing flashes', async () => {
    const { page } = await openPage('');
    // The app's scripts never arrive: only the inline script of the prerendered HTML runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(baseUrl() + '/case-studies?trade=hvac', { waitUntil: 'domcontentloaded' });
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-filter-pending')),
    ).toBe(true);
    const cards = page.locator('#stories article').first();
    expect(await cards.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    await page.goto(baseUrl() + '/case-studies', { waitUntil: 'domcontentloaded' });
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-filter-pending')),
    ).toBe(false);
    expect(await cards.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    await page.context().close();
  });

  it('goes back through filter choices, and typing does not add history entries', async () => {
    const { page } = await openPage('/case-studies');
    const group = page.getByRole('group', { name: 'Filter by trade' });
    const before = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Search case studies' }).pressSequentially('deck');
    await expect.poll(() => params(page)).toEqual({ q: 'deck' });
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.getByRole('searchbox', { name: 'Search case studies' }).fill('');
    await group.getByRole('button', { name: 'Painting' }).click();
    await group.getByRole('button', { name: 'Plumbing' }).click();
    await expect.poll(() => params(page)).toEqual({ trade: 'plumbing' });
    await page.goBack();
    await expect.poll(() => params(page)).toEqual({ trade: 'painting' });
    await expect
      .poll(() => visibleTitles(page.locator('main')))
      .toEqual(['From referrals only to a second crew in six months']);
    expect(await group.getByRole('button', { name: 'Painting' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.context().close();
  });
});

describe('webinars', () => {
  it('shows all, upcoming or recorded, and searches speakers without accents', async () => {
    const { page, problems, main } = await openListing('/webinars');
    const group = page.getByRole('group', { name: 'Show webinars' });
    expect(await visibleTitles(main)).toHaveLength(7);

    await group.getByRole('button', { name: 'Upcoming' }).click();
    await expect.poll(() => visibleTitles(main)).toHaveLength(4);
    expect(params(page)).toEqual({ show: 'upcoming' });
    expect(await page.getByRole('heading', { name: 'Recorded Webinars' }).count()).toBe(0);
    await expect
      .poll(() => page.locator('#webinar-list').getByRole('status').innerText())
      .toBe('4 webinars');

    await group.getByRole('button', { name: 'Recorded' }).click();
    await expect
      .poll(() => visibleTitles(main))
      .toEqual([
        'Five-Star Reviews on Autopilot',
        'Hiring and Keeping Great Crews',
        'Selling HVAC Service Plans',
      ]);
    expect(params(page)).toEqual({ show: 'recorded' });

    await group.getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search webinars' }).fill('vasquez');
    await expect.poll(() => visibleTitles(main)).toEqual(['Pricing and Proposals That Win']);
    expect(params(page)).toEqual({ q: 'vasquez' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('blog', () => {
  it('searches title, excerpt, author and category', async () => {
    const { page, problems, main } = await openListing('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    expect(await visibleTitles(main)).toHaveLength(4);
    await search.fill('priya');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['How Painters Raise Prices Without Losing Jobs']);
    await search.fill('payments');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(['Milestone Payments End the Chase for Checks']);
    await search.fill('growth strat');
    await expect
      .poll(() => visibleTitles(main))
      .toEqual(["From 0 to 30+ Jobs a Month: The Contractor's 30-Day Playbook"]);
    expect(params(page)).toEqual({ q: 'growth strat' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard alone', () => {
  const pages = [
    {
      route: '/growth-library',
      search: 'Search the growth library',
      group: 'Filter by category',
      button: 'Tools',
      param: { category: 'tools' },
      expected: 2,
    },
    {
      route: '/case-studies',
      search: 'Search case studies',
      group: 'Filter by trade',
      button: 'HVAC',
      param: { trade: 'hvac' },
      expected: 1,
    },
    {
      route: '/webinars',
      search: 'Search webinars',
      group: 'Show webinars',
      button: 'Recorded',
      param: { show: 'recorded' },
      expected: 3,
    },
  ];

  it.each(pages)('operates the search and the buttons of $route', async (spec) => {
    const { page, main } = await openListing(spec.route);
    await tabTo(page, page.getByRole('searchbox', { name: spec.search }));
    await page.keyboard.type('zzzz');
    await expect.poll(() => visibleTitles(main)).toEqual([]);
    await page.keyboard.press('Escape'); // a search box clears on Escape
    await expect.poll(() => params(page)).toEqual({});
    const button = page
      .getByRole('group', { name: spec.group })
      .getByRole('button', { name: spec.button });
    await tabTo(page, button);
    await page.keyboard.press('Space');
    await expect.poll(() => params(page)).toEqual(spec.param);
    await expect.poll(() => visibleTitles(main)).toHaveLength(spec.expected);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // the button before it, also by keyboard
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });

  it('operates the blog search', async () => {
    const { page } = await openPage('/blog');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search articles' }));
    await page.keyboard.type('milestone');
    await expect
      .poll(() => visibleTitles(page.locator('main')))
      .toEqual(['Milestone Payments End the Chase for Checks']);
    expect(params(page)).toEqual({ q: 'milestone' });
    await page.context().close();
  });
});

describe('typed while the list wakes', () => {
  it('keeps a search typed at the moment its island starts to hydrate', async () => {
    const { page, problems } = await openPage('');
    // React creates the island's root, then renders it in a later task: text typed between the
    // two went unheard, and the render after hydration (the box following the URL) cleared it.
    await page.addInitScript(() => {
      const listen = EventTarget.prototype.addEventListener;
      let typed = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        listen.apply(this, args);
        // 'canplay' is among the events React listens for at a root it creates; nothing else
        // here listens for it on an island.
        if (typed || args[0] !== 'canplay' || !(this instanceof HTMLElement)) return;
        const box = this.querySelector<HTMLInputElement>('input[type="search"]');
        if (!this.dataset.island || !box) return;
        typed = true;
        Object.assign(window, { typedAsItHydrated: true });
        queueMicrotask(() => {
          box.value = 'calculator';
          box.dispatchEvent(new Event('input', { bubbles: true }));
        });
      } as typeof EventTarget.prototype.addEventListener;
    });
    await page.goto(`${baseUrl()}/growth-library`);
    // Focus wakes the island; its root is made once the island's code has come.
    await page.getByRole('searchbox', { name: 'Search the growth library' }).focus();
    await expect.poll(() => page.evaluate(() => 'typedAsItHydrated' in window)).toBe(true);
    await expect.poll(() => visibleTitles(page.locator('main'))).toEqual(['Job Profit Calculator']);
    await expect.poll(() => params(page)).toEqual({ q: 'calculator' });
    expect(
      await page.getByRole('searchbox', { name: 'Search the growth library' }).inputValue(),
    ).toBe('calculator');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('no console error or hydration warning', () => {
  it('filters after a client-side navigation, then keeps the state when coming back', async () => {
    const { page, problems } = await openPage('/');
    await page.locator('footer').getByRole('link', { name: 'Growth Library' }).click();
    await page.waitForURL('**/growth-library');
    await page.getByRole('searchbox', { name: 'Search the growth library' }).fill('calculator');
    await expect.poll(() => visibleTitles(page.locator('main'))).toEqual(['Job Profit Calculator']);
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await page.goBack();
    await expect.poll(() => params(page)).toEqual({ q: 'calculator' });
    await expect.poll(() => visibleTitles(page.locator('main'))).toEqual(['Job Profit Calculator']);
    expect(
      await page.getByRole('searchbox', { name: 'Search the growth library' }).inputValue(),
    ).toBe('calculator');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    '/growth-library',
    '/growth-library?q=roof&category=templates',
    '/case-studies?trade=general',
    '/webinars?show=upcoming&q=storm',
    '/blog?q=pricing',
  ])('%s', async (route) => {
    const { page, problems } = await openPage(route);
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each(['/growth-library', '/case-studies?trade=roofing', '/webinars', '/blog?q=zzz'])(
    '%s has no WCAG 2.1 AA violation found by axe (filtered and empty states included)',
    async (route) => {
      const { page } = await openPage(route);
      const result = await axeOnPage(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(result.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    },
  );
});

describe('at 375 px', () => {
  it.each(['/growth-library', '/case-studies', '/webinars', '/blog'])(
    '%s has no horizontal scroll and wraps every filter button into view',
    async (route) => {
      const { page, problems } = await openPage(route, { width: 375, height: 800 });
      expect(await documentWidth(page)).toBeLessThanOrEqual(375);
      const buttons = await page.locator('main [role="group"] button').all();
      // /blog has a search box only; the other pages have filter buttons to check.
      expect(buttons.length > 0, 'has filter buttons').toBe(route !== '/blog');
      for (const button of buttons) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
