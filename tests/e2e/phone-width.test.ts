/**
 * Every page fits a 375 px phone: no horizontal scroll, every image has loaded (no broken
 * image anywhere), and no image the phone layout hides was downloaded.
 */
import { describe, expect, it } from 'vitest';
import { documentWidth, openPage, setupBrowser } from './harness.ts';
import { routes } from './site-data.ts';

setupBrowser();

describe('at 375 px', () => {
  it.each(routes)('%s has no horizontal scroll, no broken or wasted image', async (route) => {
    const { page, problems } = await openPage(route, { width: 375, height: 800 });
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    // Lazy images load as they come into view: scroll through the page first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
    expect(broken).toEqual([]);
    const hiddenButFetched = await page.evaluate(() =>
      [...document.images]
        .filter((image) => getComputedStyle(image).display === 'none')
        .map((image) => new URL(image.getAttribute('src')!, window.location.href).href)
        .filter((url) => performance.getEntriesByName(url).length > 0),
    );
    expect(hiddenButFetched).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
