/**
 * A page's key covers the chunks that render it: the shared code, its blocks' and the forms its
 * data or the site's names; another form's or block's code leaves it as it is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKeys } from '../../../../src/build/cache/render-keys.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

/** A server build's folder: a manifest and its chunks, some of whose bytes `changed` alters. */
function serverDir(changed: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'render-keys-'));
  folders.push(dir);
  const chunks = {
    'src/entry-server.tsx': 'entry-server.js',
    'blocks/faq/Component.tsx': 'faq.js',
    'blocks/hero/Component.tsx': 'hero.js',
    'forms/demo.yaml': 'demo.js',
    'forms/demo-call.yaml': 'demo-call.js',
    'forms/newsletter.yaml': 'newsletter.js',
  };
  const manifest = Object.fromEntries(
    Object.entries(chunks).map(([entry, file]) => [
      entry,
      {
        file,
        ...(entry.startsWith('src/') && {
          isEntry: true,
          dynamicImports: Object.keys(chunks).slice(1),
        }),
      },
    ]),
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [entry, file] of Object.entries(chunks))
    writeFileSync(join(dir, file), `${file} ${changed.includes(entry) ? 'changed' : ''}`);
  return dir;
}

const job = { url: '/a', outFile: 'a/index.html', status: 200 };
const module = {
  json: JSON.stringify({ page: { blocks: [{ type: 'faq', form: 'demo-call' }] } }),
  blockTypes: ['faq'],
};
const forms = ['demo', 'demo-call', 'newsletter'];
const keyWith = (changed: string[], siteJson = '{}') =>
  renderKeys(serverDir(changed), siteJson, forms).bodyKey(job, module);

describe('bodyKey', () => {
  it('changes with the code of the page’s blocks and of the forms it names, only', () => {
    const key = keyWith([]);
    expect(keyWith(['blocks/hero/Component.tsx'])).toBe(key);
    expect(keyWith(['forms/demo.yaml'])).toBe(key);
    expect(keyWith(['forms/newsletter.yaml'])).toBe(key);
    expect(keyWith(['blocks/faq/Component.tsx'])).not.toBe(key);
    expect(keyWith(['forms/demo-call.yaml'])).not.toBe(key);
    expect(keyWith(['src/entry-server.tsx'])).not.toBe(key);
  });

  it('counts the forms the site’s data names on every page', () => {
    const site = JSON.stringify({ header: { action: { form: 'newsletter' } } });
    expect(keyWith(['forms/newsletter.yaml'], site)).not.toBe(keyWith([], site));
  });
});
