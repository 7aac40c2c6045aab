/**
 * Change address, in one file's text (src/studio/server/point-links.ts): every `to:` that leads
 * to the old route leads to the new one, its section kept, in its old quoting; nothing else of
 * the text changes.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointLinksAt } from '../../../../src/studio/server/point-links.ts';

const site = readFileSync(join(import.meta.dirname, '../../../../pages/_site.yaml'), 'utf8');

describe('pointing links at a page’s new address', () => {
  it('changes each link to the page, in its quoting, with its section, and no other byte', () => {
    const text = [
      '# The menu',
      'header:',
      '  links:',
      '    - label: Open roles # the jobs board',
      "      to: '/careers#open'",
      '    - label: Careers FAQ',
      '      to: /careers-faq',
      '  cta: { label: Join us, to: "/careers/" }',
      'blocks:',
      '  - type: cta',
      '    title: /careers is where we hire',
      '    actions:',
      '      - label: Jobs',
      '        to: /careers',
      '',
    ].join('\n');
    expect(pointLinksAt(text, '/careers', '/jobs')).toEqual({
      changed: 3,
      text: text
        .replace("to: '/careers#open'", "to: '/jobs#open'")
        .replace('to: "/careers/"', 'to: "/jobs"')
        .replace('        to: /careers\n', '        to: /jobs\n'),
    });
  });

  it('follows the site file’s contact page, and no other field named page', () => {
    const moved = pointLinksAt(site, '/contact', '/reach-us');
    expect(site).toContain('  page: /contact\n');
    expect(moved.text).toBe(
      site
        .replaceAll('to: /contact\n', 'to: /reach-us\n')
        .replace('  page: /contact\n', '  page: /reach-us\n'),
    );
    const elsewhere = ['blocks:', '  - type: faq', '    contact:', '      page: /contact', ''].join(
      '\n',
    );
    expect(pointLinksAt(elsewhere, '/contact', '/reach-us')).toEqual({
      text: elsewhere,
      changed: 0,
    });
  });

  it('leaves a text with no link to the page, or one that does not parse, as it is', () => {
    expect(pointLinksAt(site, '/no-such-page', '/jobs')).toEqual({ text: site, changed: 0 });
    expect(pointLinksAt('to: [\n', '/careers', '/jobs')).toEqual({ text: 'to: [\n', changed: 0 });
  });

  it('moves the site file’s menus there and back again, byte for byte', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/careers', '/pricing', '/case-studies', '/about'),
        fc.stringMatching(/^\/[a-z][a-z0-9-]{0,20}$/),
        (from, to) => {
          fc.pre(!site.includes(to));
          const there = pointLinksAt(site, from, to);
          const back = pointLinksAt(there.text, to, from);
          return there.changed > 0 && back.changed === there.changed && back.text === site;
        },
      ),
    );
  });
});
