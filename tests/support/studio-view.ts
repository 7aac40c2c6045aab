/**
 * Which view of a file the studio starts in, for a test's browser.
 */
import type { Page } from 'playwright-core';

/**
 * For the tests written around the YAML editor: this browser starts in the YAML view, as if the
 * person had chosen it once (view-choice.ts), unless a choice is already kept. A person who
 * never chose meets the form (studio-arrange.test.ts).
 */
export async function preferYamlView(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('studio.view') === null)
      window.localStorage.setItem('studio.view', 'yaml');
  });
}
