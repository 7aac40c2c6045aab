/**
 * The site file's menus (src/studio/server/menu-link.ts). New page's "Add it to the menu": one
 * link more at the end of the header menu, written as the links before it, and nothing else
 * changed. Delete page: every link of the menus to the page goes, and nothing else.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withMenuLink, withoutLinksTo } from '../../../../src/studio/server/menu-link.ts';

const site = readFileSync(join(import.meta.dirname, '../../../../pages/_site.yaml'), 'utf8');
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

describe('removing a deleted page from the menus', () => {
  it('takes the page out of every menu (header and footer) and changes no other line', () => {
    const edit = withoutLinksTo(site, '/case-studies');
    expect(edit).toMatchObject({ ok: true, removed: 2 });
    const text = (edit as { text: string }).text;
    expect(text).not.toMatch(/\/case-studies/);
    // The site file's own text, every byte of it, without the two links' four lines.
    expect(
      site
        .replace('    - label: Success Stories\n      to: /case-studies\n', '')
        .replace('        - label: Success Stories\n          to: /case-studies\n', ''),
    ).toBe(text);
  });

  it('gives back what adding took away, byte for byte', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.stringMatching(/^\/[a-z][a-z0-9-]{0,20}$/),
        (label, to) => {
          fc.pre(!site.includes(`to: ${to}\n`));
          const added = withMenuLink(site, { label, to });
          if (!added.ok) return false;
          const removed = withoutLinksTo(added.text, to);
          return removed.ok && removed.removed === 1 && removed.text === site;
        },
      ),
    );
  });

  it('counts a link to a section of the page as a link to it, and leaves other pages alone', () => {
    const text = [
      'header:',
      '  links:',
      '    - label: Plans',
      '      to: /pricing#plans # the plans',
      '    - label: Pricing help',
      '      to: /pricing-help',
      '',
    ].join('\n');
    expect(withoutLinksTo(text, '/pricing')).toEqual({
      ok: true,
      removed: 1,
      text: [
        'header:',
        '  links:',
        '    - label: Pricing help',
        '      to: /pricing-help',
        '',
      ].join('\n'),
    });
    expect(withoutLinksTo(text, '/about')).toEqual({ ok: true, removed: 0, text });
  });

  it('refuses an edit it cannot make as lines alone, or a file that does not parse', () => {
    const cases = {
      flow: 'header:\n  links: [{ label: Plans, to: /pricing }, { label: Us, to: /about }]\n',
      // The list would be left empty, which is not the same data as a list without the link.
      emptied: 'header:\n  links:\n    - label: Plans\n      to: /pricing\n',
      broken: 'header: [\n',
    };
    for (const [name, text] of Object.entries(cases)) {
      expect(withoutLinksTo(text, '/pricing'), name).toMatchObject({
        ok: false,
        message: expect.stringMatching(/_site\.yaml/),
      });
    }
  });
});
