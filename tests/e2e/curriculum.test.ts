import { readFile } from 'node:fs/promises';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseUrl, documentWidth, hydrated, openPage, setupBrowser } from './harness.ts';
import { axeOnPage } from './axe.ts';

setupBrowser();

interface CurriculumYaml {
  blocks: {
    type: string;
    modules?: { title: string; topics: string[] }[];
    finalProject?: { title: string };
  }[];
}

const source = parse(await readFile('pages/curriculum.yaml', 'utf8')) as CurriculumYaml;
const curriculum = source.blocks.find((block) => block.type === 'curriculum')!;
const modules = curriculum.modules!;

/** Scripts the page has loaded so far, with their text, to tell which carry jsPDF. */
function watchScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return {
    count: () => scripts.length,
    withJsPdf: async (from = 0) =>
      (await Promise.all(scripts.slice(from)))
        .filter((script) => script.body.includes('jsPDF'))
        .map((script) => script.url),
  };
}

describe('/curriculum', () => {
  it('renders the heading, the info cards, every module with its topics and the final project', async () => {
    const { page, problems } = await openPage('/curriculum');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Growth Strategist Certification Program',
    );
    for (const fact of ['8 Weeks', '10-15 hrs/week', 'ACGS Certified', 'Online with live sessions'])
      expect(await page.getByText(fact, { exact: true }).isVisible(), fact).toBe(true);
    expect(await page.getByText(/6 weeks/i).count()).toBe(0);

    expect(modules).toHaveLength(5);
    const titles = await page
      .getByRole('heading', { level: 3, name: /^Module \d\d: / })
      .allTextContents();
    expect(titles).toEqual(modules.map((module, index) => `Module 0${index + 1}: ${module.title}`));
    for (const module of modules) {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: module.title }),
      });
      expect(await card.getByRole('listitem').allTextContents()).toEqual(module.topics);
    }
    expect(
      await page.getByRole('heading', { name: curriculum.finalProject!.title }).isVisible(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('links each entry of the program outline to its module', async () => {
    const { page } = await openPage('/curriculum');
    const outline = page.getByRole('navigation', { name: 'Program outline' });
    expect(await outline.getByRole('link').count()).toBe(modules.length + 1);
    await outline.getByRole('link', { name: `Module 04: ${modules[3]!.title}` }).click();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: modules[3]!.title }),
    });
    await expect
      .poll(() => card.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(200);
    await page.context().close();
  });

  it('Back to Program goes to /growth-strategist', async () => {
    const { page } = await openPage('/curriculum');
    await page.getByRole('link', { name: 'Back to Program' }).click();
    await page.waitForURL('**/growth-strategist');
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.context().close();
  });

  it('loads jsPDF only on the click, then saves TradeLift-Growth-Strategist-Curriculum.pdf', async () => {
    const { page, problems } = await openPage('');
    const scripts = watchScripts(page);
    await page.goto(baseUrl() + '/curriculum', { waitUntil: 'networkidle' });
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Download Full Curriculum PDF' });
    await button.hover();
    await button.focus();
    expect(await scripts.withJsPdf()).toEqual([]);
    const before = scripts.count();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('TradeLift-Growth-Strategist-Curriculum.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.length).toBeGreaterThan(2000);
    expect(await scripts.withJsPdf(before)).toHaveLength(1);
    await expect.poll(() => button.textContent()).toBe('Download Full Curriculum PDF');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1280])('at %i px: no horizontal scroll and no axe violation', async (width) => {
    const { page } = await openPage('/curriculum', { width });
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    const { violations } = await axeOnPage(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.context().close();
  });
});
