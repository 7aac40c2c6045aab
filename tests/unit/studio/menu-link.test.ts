/**
 * New page's "Add it to the menu" (src/studio/server/menu-link.ts): one link more at the end of
 * the site file's header menu, written as the links before it, and nothing else changed.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withMenuLink } from '../../../src/studio/server/menu-link.ts';

const site = readFileSync(join(import.meta.dirname, '../../../pages/_site.yaml'), 'utf8');
const linksOf = (text: string) =>
  (parse(text) as { header: { links: { label: string; to: string }[] } }).header.links;

describe('adding a page to the menu', () => {
  it("writes the link after the menu's last one, at its indentation, and changes no other line", () => {
    const edit = withMenuLink(site, { label: 'Roofing leads', to: '/roofing-leads' });
    expect(edit).toMatchObject({ ok: true, added: true });
    const text = (edit as { text: string }).text;
    expect(linksOf(text).at(-1)).toEqual({ label: 'Roofing leads', to: '/roofing-leads' });
    expect(linksOf(text).slice(0, -1)).toEqual(linksOf(site));
    // The site file's own text, every byte of it, with the two new lines in one place.
    expect(text.replace('    - label: Roofing leads\n      to: /roofing-leads\n', '')).toBe(site);
  });

  it('keeps the comments and the formatting of a menu followed by more keys', () => {
    const text = [
      '# The site',
      'header:',
      '  links:',
      '    - label: Pricing # the plans',
      "      to: '/pricing'",
      '    # more soon',
      '  cta: { label: Call, to: /contact }',
      'footer: {}',
      '',
    ].join('\n');
    const edit = withMenuLink(text, { label: 'Offers', to: '/offers' });
    expect(edit).toEqual({
      ok: true,
      added: true,
      text: text.replace(
        "      to: '/pricing'\n",
        "      to: '/pricing'\n    - label: Offers\n      to: /offers\n",
      ),
    });
  });

  it('leaves a menu that links to the route already as it is', () => {
    expect(withMenuLink(site, { label: 'Prices', to: '/pricing' })).toEqual({
      ok: true,
      added: false,
      text: site,
    });
  });

  it('says why when there is no menu to add to, or the file does not parse', () => {
    for (const text of ['brand: { name: X }\n', 'header:\n  links: []\n', 'header: [\n']) {
      const edit = withMenuLink(text, { label: 'Offers', to: '/offers' });
      expect(edit, text).toMatchObject({
        ok: false,
        message: expect.stringMatching(/_site\.yaml/),
      });
    }
  });

  it('reads back any title as the label, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (label) => {
        const edit = withMenuLink(site, { label, to: '/any-page' });
        if (!edit.ok) return false;
        return (
          JSON.stringify(linksOf(edit.text).at(-1)) === JSON.stringify({ label, to: '/any-page' })
        );
      }),
    );
  });
});
