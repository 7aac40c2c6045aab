/**
 * The site settings' form edits (src/studio/app/yaml-edit/top-field-edits.ts): a field of
 * pages/_site.yaml changed through the Document API rewrites that field's lines alone; every
 * other line, comments included, stays as it was.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type YAMLSeq } from 'yaml';
import { editTopField } from '../../../src/studio/app/yaml-edit/top-field-edits.ts';

const site = readFileSync(join(import.meta.dirname, '../../../pages/_site.yaml'), 'utf8');
const data = parse(site) as Record<string, unknown>;

/** Every text of the settings, with its path. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The lines of `text` that are not those of top-level field `key`. */
function linesBesides(text: string, key: string) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  let end = start + 1;
  while (end < lines.length && /^(\s|-|$)/.test(lines[end]!) && lines[end] !== '') end++;
  return [...lines.slice(0, start), ...lines.slice(end)];
}

const setIn = (value: unknown, path: (string | number)[], to: unknown): unknown => {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path.at(-1)!] = to;
  return copy;
};

describe('a site settings field edited in the form view', () => {
  it('changes that field as asked and leaves every other line as it was', () => {
    const paths = leaves(data);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.string({ minLength: 1 }).filter((text) => text.trim() === text),
        (path, text) => {
          const key = String(path[0]);
          const edit = editTopField(site, key, (root) => root.setIn(path, text));
          expect(edit).not.toBeNull();
          expect(parse(edit!.text)).toEqual(setIn(data, path, text));
          expect(linesBesides(edit!.text, key)).toEqual(linesBesides(site, key));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes the file again byte for byte when nothing changes, comments included', () => {
    for (const key of Object.keys(data)) expect(editTopField(site, key, () => {})?.text).toBe(site);
  });

  it('adds a redirect as one more item, a missing field at the end, and removes a field whole', () => {
    const added = editTopField(site, 'redirects', (root, doc) =>
      (root.get('redirects', true) as unknown as YAMLSeq).add(
        doc.createNode({ from: '/spring', to: '/' }),
      ),
    )!.text;
    expect(added).toBe(`${site}  - from: /spring\n    to: /\n`);
    const bare = 'brand:\n  name: Co # the legal name\n';
    expect(editTopField(bare, 'locale', (root) => root.set('locale', 'en_GB'))!.text).toBe(
      `${bare}locale: en_GB\n`,
    );
    expect(
      editTopField(`${bare}locale: en_GB\n# the end\n`, 'locale', (root) => root.delete('locale'))!
        .text,
    ).toBe(`${bare}# the end\n`);
  });

  it('refuses a text that is no map, rather than guessing', () => {
    expect(editTopField('brand: [', 'brand', () => {})).toBeNull();
    expect(editTopField('- a\n', 'brand', () => {})).toBeNull();
  });
});
