import { preview } from 'vite';
import { launchBrowser } from './src/cli/chromium.ts';

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const address = server.httpServer.address() as { port: number };
const origin = `http://127.0.0.1:${address.port}`;
const browser = await launchBrowser();
const out = '/work/shots/wip-leads-site';

async function shot(width: number, path: string, status: number, name: string, inline = false) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route(/\/api\/v1\.0\/email\//, (route) => route.fulfill({ status, body: 'nope' }));
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const scope = inline ? page.getByRole('form').first() : page.getByRole('dialog');
  await scope.waitFor();
  for (const textbox of await scope.getByRole('textbox').all()) {
    const label = (await textbox.getAttribute('type')) === 'email' ? 'ana@example.com' : (await textbox.getAttribute('type')) === 'tel' ? '(555) 010-2000' : 'Sample text';
    await textbox.fill(label);
  }
  for (const select of await scope.getByRole('combobox').all()) await select.selectOption({ index: 1 });
  await page.waitForTimeout(2300);
  await scope.locator('button[type=submit]').click();
  const alert = scope.getByRole('alert').filter({ hasText: /./ });
  await alert.waitFor();
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-${width}.png` });
  console.log(name, width, await alert.innerText());
  await context.close();
}
for (const width of [375, 1280]) {
  await shot(width, '/?modal=consultation', 503, 'consultation-failure-saved');
  await shot(width, '/contact', 503, 'contact-failure-saved', true);
}
await shot(1280, '/?modal=consultation', 403, 'consultation-failure-refused');
await browser.close();
await server.close();
