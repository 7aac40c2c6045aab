/**
 * Change address's redirect (src/studio/server/site-redirect.ts): the site file's `redirects:`
 * gains the old address, written as the items before it, loses one from the page's new address,
 * and nothing else in the file changes.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  redirectChanges,
  siteRedirects,
  withRedirect,
} from '../../../../src/studio/server/site-redirect.ts';

const site = readFileSync(join(import.meta.dirname, '../../../../pages/_site.yaml'), 'utf8');
const redirectsOf = (text: string) =>
  (parse(text) as { redirects?: { from: string; to: string }[] }).redirects;
const textOf = (edit: ReturnType<typeof withRedirect>) => {
  if (!edit.ok) throw new Error(edit.message);
  return edit.text;
};

describe("Change address's redirect", () => {
  it('adds the old address after the last redirect, at its indentation, and changes no other line', () => {
    const text = textOf(withRedirect(site, '/webinars', '/events'));
    expect(redirectsOf(text)?.at(-1)).toEqual({ from: '/webinars', to: '/events' });
    expect(redirectsOf(text)?.slice(0, -1)).toEqual(redirectsOf(site));
    expect(text.replace('  - from: /webinars\n    to: /events\n', '')).toBe(site);
  });

  it('starts the list at the end of a site file that has none, its comments kept', () => {
    const without = 'brand:\n  name: Co # the legal name\n# the end';
    expect(textOf(withRedirect(without, '/old', '/new'))).toBe(
      'brand:\n  name: Co # the legal name\n# the end\nredirects:\n  - from: /old\n    to: /new\n',
    );
  });

  it('gives a page back the address it moves to, so no redirect leads away from a page', () => {
    const moved = 'redirects:\n  # flyers\n  - from: /a\n    to: /b\n  - from: /c\n    to: /b\n';
    // The page at /b goes back to /a: /a's redirect goes, /b's comes.
    expect(textOf(withRedirect(moved, '/b', '/a'))).toBe(
      'redirects:\n  # flyers\n  - from: /c\n    to: /b\n  - from: /b\n    to: /a\n',
    );
    // The only redirect given back: the new one goes under the key.
    expect(textOf(withRedirect('x: 1\nredirects:\n  - from: /a\n    to: /b\n', '/b', '/a'))).toBe(
      'x: 1\nredirects:\n  - from: /b\n    to: /a\n',
    );
  });

  it('without keeping the old address, only gives the new one back, and leaves a site without redirects alone', () => {
    const two = 'redirects:\n  - from: /a\n    to: /b\n  - from: /c\n    to: /b\n';
    expect(textOf(withRedirect(two, '/b', '/a', false))).toBe(
      'redirects:\n  - from: /c\n    to: /b\n',
    );
    // The last one given back: an empty list, not a key without a value.
    expect(
      textOf(withRedirect('redirects: # old\n  - from: /a\n    to: /b\n', '/b', '/a', false)),
    ).toBe('redirects: [] # old\n');
    expect(textOf(withRedirect(site, '/careers', '/jobs', false))).toBe(site);
  });

  it('refuses a site file with a YAML error, and a list it cannot write to as lines', () => {
    expect(withRedirect('brand: [\n', '/a', '/b')).toMatchObject({ ok: false });
    expect(withRedirect('redirects: [{ from: /x, to: /y }]\n', '/a', '/b')).toMatchObject({
      ok: false,
      message: expect.stringContaining('add it there by hand'),
    });
  });

  it('keeps every other redirect and line, whatever the list held and however it was indented', () => {
    const route = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ from: route, to: route }), { selector: (r) => r.from }),
        fc.constantFrom('', '  ', '    '),
        route,
        route,
        (existing, indent, from, to) => {
          fc.pre(from !== to);
          const list = existing
            .map((r) => `${indent}- from: ${r.from}\n${indent}  to: ${r.to}\n`)
            .join('');
          const text = `brand: x\nredirects:${list ? `\n${list}` : ' []\n'}tail: 1\n`;
          const edit = withRedirect(text, from, to);
          if (existing.length === 0) return; // `redirects: []` is refused, checked above
          const after = textOf(edit);
          expect(redirectsOf(after)).toEqual([
            ...existing.filter((r) => r.from !== from && r.from !== to),
            { from, to },
          ]);
          expect((parse(after) as { tail: number }).tail).toBe(1);
        },
      ),
    );
  });
});

describe("a draft's redirects, as its reviewer reads them", () => {
  const before =
    'redirects:\n  - from: /a\n    to: /b\n  - from: /c\n    to: /d\n  - from: /e\n    to: /f\n';
  it('names each old address the change starts, moves or ends, and none it leaves alone', () => {
    const after =
      'redirects:\n  - from: /a\n    to: /b\n  - from: /c\n    to: /x\n  - from: /g\n    to: /h\n';
    expect(redirectChanges(before, after)).toEqual([
      { from: '/c', to: '/x', was: '/d' },
      { from: '/g', to: '/h' },
      { from: '/e', to: null, was: '/f' },
    ]);
    expect(redirectChanges(before, before)).toEqual([]);
  });

  it('reads an address listed twice as the validator and the build do: the first', () => {
    const twice = 'redirects:\n  - from: /a\n    to: /b\n  - from: /a\n    to: /c\n  - to: /d\n';
    expect([...siteRedirects(twice)]).toEqual([['/a', '/b']]);
  });

  it('reads a site file added or removed as all of its redirects started or ended', () => {
    expect(redirectChanges(null, 'redirects:\n  - from: /a\n    to: /b\n')).toEqual([
      { from: '/a', to: '/b' },
    ]);
    expect(redirectChanges('redirects:\n  - from: /a\n    to: /b\n', 'brand: {}\n')).toEqual([
      { from: '/a', to: null, was: '/b' },
    ]);
  });
});
