/**
 * What a draft's change of the site file does (src/studio/server/site-changes.ts): the settings
 * whose values differ, named by their keys in the file's order, and the old addresses apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteChanges } from '../../../../src/studio/server/site-changes.ts';

const site = readFileSync(join(import.meta.dirname, '../../../../pages/_site.yaml'), 'utf8');
const replaced = (text: string, from: RegExp, to: string) => {
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  return changed;
};

describe("a site file's changes", () => {
  it('names each setting whose value changed, in the order of the file', () => {
    const phone = replaced(site, /^(\s+phone: ).*$/m, '$1"+1 555 0100"');
    const both = replaced(phone, /^(\s+tagline: .*)$/m, '$1 Now in Ohio.');
    expect(siteChanges(site, phone)).toEqual({ settings: ['contact'], redirects: [] });
    expect(siteChanges(site, both).settings).toEqual(['brand', 'contact']);
  });

  it('leaves out what changes no value: comments, layout, quoting', () => {
    const commented = replaced(site, /^(\s+phone: )(.*)$/m, '$1$2 # the office line');
    expect(siteChanges(site, `# The site's settings\n${commented}`)).toEqual({
      settings: [],
      redirects: [],
    });
  });

  it('tells the old addresses apart from the settings, and a new or removed file whole', () => {
    const redirected = replaced(
      site,
      /^redirects:\n/m,
      'redirects:\n  - from: /spring\n    to: /pricing\n',
    );
    expect(siteChanges(site, redirected)).toEqual({
      settings: [],
      redirects: [{ from: '/spring', to: '/pricing' }],
    });
    const removed = siteChanges(site, null);
    expect(removed.settings).toContain('brand');
    expect(removed.settings).not.toContain('redirects');
    expect(siteChanges(null, site).settings).toEqual(removed.settings);
  });
});
