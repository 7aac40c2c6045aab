/**
 * `npm run bench:studio`: the studio on a copy of the project, in Chromium, editing the largest
 * page. Prints the studio's load time (until the preview shows the page, first and second
 * visit) and, for a scripted typing session, the keystroke-to-preview latency: from the key
 * press until the preview frame has painted a render that includes it (median and p95); then,
 * with the form view open, the same typing on the page itself (the first block's heading in the
 * preview): from the key press in the frame until the YAML, the form (the studio's render) and
 * the preview all hold it (median and p95).
 * It prints figures and never fails on timing (aim: median < 50 ms, p95 < 150 ms on 2 cores).
 */
import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../chromium.ts';
import { startStudioServer } from './studio-copy-server.ts';

const KEYSTROKES = 80;
const TYPING_INTERVAL_MS = 100; // about 10 characters a second, a quick typist

function largestPage(root: string): string {
  const files = readdirSync(join(root, 'pages')).filter(
    (name) => name.endsWith('.yaml') && !name.startsWith('_'),
  );
  const sizes = files.map((name) => ({ name, size: statSync(join(root, 'pages', name)).size }));
  return `pages/${sizes.sort((a, b) => b.size - a.size)[0]!.name}`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const studio = await startStudioServer();
const browser = await launchBrowser();
try {
  const file = largestPage(studio.project.root);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const frame = page.getByTitle('Page preview').contentFrame();

  const load = async (query = '') => {
    const started = performance.now();
    // A first visit on a busy machine can take minutes (Vite transforms on demand): the
    // benchmark reports it rather than failing.
    await page.goto(`${studio.base}/studio?file=${file}${query}`, { timeout: 300_000 });
    await page
      .getByRole('textbox', { name: `YAML source of ${file}` })
      .waitFor({ timeout: 300_000 });
    await frame
      .locator('[data-studio-block]')
      .first()
      .waitFor({ state: 'attached', timeout: 300_000 });
    return performance.now() - started;
  };
  const firstLoad = await load();
  const secondLoad = await load();

  // Type at the end of the first block's title, as an author rewording a heading.
  const editor = page.getByRole('textbox', { name: `YAML source of ${file}` });
  await editor.click();
  await page.keyboard.press('Control+f');
  const find = page.getByRole('textbox', { name: 'Find' });
  await find.pressSequentially('    title: ');
  await find.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
  await page.evaluate(() => {
    window.__studioLatencies = [];
    window.__studioValidationTimes = [];
  });
  const words = ' for contractors who want more booked jobs every single week';
  for (let index = 0; index < KEYSTROKES; index++) {
    const key = index < words.length ? words[index]! : 'Backspace';
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(TYPING_INTERVAL_MS);
  }
  await page.waitForTimeout(1000);
  const latencies = await page.evaluate(() => window.__studioLatencies ?? []);
  const validations = await page.evaluate(() => window.__studioValidationTimes ?? []);

  // The same words typed on the page, at the end of the first block's heading, form view open,
  // in a fresh context: the YAML typed above is no draft to offer back.
  const onPageContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const onPageTab = await onPageContext.newPage();
  await onPageTab.goto(`${studio.base}/studio?file=${file}&view=form`, { timeout: 300_000 });
  const onPageFrame = onPageTab.getByTitle('Page preview').contentFrame();
  const heading = onPageFrame
    .locator('[data-studio-block="0"] :is(h1, h2) [data-studio-field]')
    .first();
  await heading.click({ timeout: 300_000 });
  await onPageFrame.locator('[data-studio-field][contenteditable]').waitFor();
  await onPageTab.keyboard.press('End');
  await onPageTab.evaluate(() => void (window.__studioPageLatencies = []));
  for (let index = 0; index < KEYSTROKES; index++) {
    const key = index < words.length ? words[index]! : 'Backspace';
    await onPageTab.keyboard.press(key === ' ' ? 'Space' : key);
    await onPageTab.waitForTimeout(TYPING_INTERVAL_MS);
  }
  await onPageTab.waitForTimeout(1000);
  const onPage = await onPageTab.evaluate(() => window.__studioPageLatencies ?? []);
  const lines =
    (await editor.evaluate((element) => element.querySelectorAll('.cm-line').length)) || 0;
  console.log(
    `Studio benchmark: ${file} (${lines} lines drawn), ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`  studio load, first visit (dev server transforms): ${firstLoad.toFixed(0)} ms`);
  console.log(`  studio load, second visit:                        ${secondLoad.toFixed(0)} ms`);
  console.log(
    `  keystroke to preview: median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} of ${KEYSTROKES} keystrokes (one every ${TYPING_INTERVAL_MS} ms)`,
  );
  console.log(
    `  keystroke on the page to YAML, form and preview: median ${percentile(onPage, 50).toFixed(1)} ms, p95 ${percentile(onPage, 95).toFixed(1)} ms, max ${Math.max(...onPage).toFixed(1)} ms over ${onPage.length} of ${KEYSTROKES} keystrokes`,
  );
  console.log(
    `  of which the validation request: median ${percentile(validations, 50).toFixed(1)} ms, p95 ${percentile(validations, 95).toFixed(1)} ms (${validations.length} requests)`,
  );
} finally {
  await browser.close();
  await studio.close();
}
