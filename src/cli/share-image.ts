/**
 * `npx tsx src/cli/share-image.ts`: draws public/og-image.png (1200 × 630), the picture link
 * previews show, from the brand name and tagline in pages/_site.yaml, with Chromium.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { chromiumPath } from './chromium.ts';

const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as {
  brand: { name: string; tagline: string };
};
const font = readFileSync(
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
).toString('base64');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff;
  background: radial-gradient(900px 500px at 85% -10%, rgb(31 86 214 / .6), transparent),
  radial-gradient(600px 360px at 0% 110%, rgb(249 115 22 / .25), transparent), #0b1f3a;
  display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 64px; font-weight: 800; letter-spacing: -1px; }
p { font-size: 40px; line-height: 1.3; color: #cbd5e1; max-width: 940px; margin: 40px 0 0; }
</style></head><body>
<div class="brand"><svg viewBox="0 0 32 32" width="96" height="96"><rect width="32" height="32" rx="8" fill="#1a46b0"/>
<path d="M8 22h4v-5H8zM14 22h4v-9h-4zM20 22h4V9h-4z" fill="#fff"/>
<path d="M7 12l6-4 4 3 8-5" stroke="#f97316" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>
${escape(site.brand.name)}</div><p>${escape(site.brand.tagline)}</p></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('wrote public/og-image.png');
