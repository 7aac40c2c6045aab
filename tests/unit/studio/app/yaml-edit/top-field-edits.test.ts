/**
 * The form edits of a whole file's map (src/studio/app/yaml-edit/top-field-edits.ts): a field of
 * pages/_site.yaml, or a page's title or description, changed through the Document API rewrites
 * that field's lines alone; every other line, comments included, stays as it was.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type YAMLSeq } from 'yaml';
import { setInOrder } from '../../../../../src/studio/app/yaml-edit/set-in-order.ts';
import { editTopField } from '../../../../../src/studio/app/yaml-edit/top-field-edits.ts';
import { valueNode } from '../../../../../src/studio/app/yaml-edit/value-node.ts';

const site = readFileSync(join(import.meta.dirname, '../../../../../pages/_site.yaml'), 'utf8');
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

const page = [
  '# yaml-language-server: $schema=../schemas/page.schema.json',
  'title: Spring offer',
  '# One or two sentences for search results and link previews (50 to 160 characters).',
  'description: Spring offer. Replace this sentence with what a visitor finds on this page.',
  'blocks:',
  '  - type: hero',
  '    title: Spring offer # the h1',
  '',
].join('\n');

/** A page's own field set as the page form sets it (use-form-edits.ts), or removed. */
const setPageField = (text: string, key: string, value: string | undefined) =>
  editTopField(text, key, (root, doc) =>
    value === undefined
      ? void root.delete(key)
      : setInOrder(root, doc, [key], valueNode(doc, value), ['title', 'description', 'blocks']),
  );

describe("a page's own field edited in the page form", () => {
  it('replaces the line of the field and no other', () => {
    const edit = setPageField(
      page,
      'description',
      'Primer free on every exterior estimate booked in May.',
    );
    expect(edit?.text).toBe(
      page.replace(
        /^description: .*$/m,
        'description: Primer free on every exterior estimate booked in May.',
      ),
    );
  });

  it('replaces every line of a value written over several', () => {
    const folded = page.replace(
      /^description: .*$/m,
      'description: >-\n  One line,\n  and another.',
    );
    const edit = setPageField(folded, 'description', 'Just one.');
    expect(edit?.text).toBe(page.replace(/^description: .*$/m, 'description: Just one.'));
  });

  it('adds a field the page lacks before its blocks, and removes one', () => {
    const without = page.replace(/^description: .*\n/m, '');
    expect(setPageField(without, 'description', 'Added.')?.text).toBe(
      without.replace('blocks:\n', 'description: Added.\nblocks:\n'),
    );
    expect(setPageField(page, 'description', undefined)?.text).toBe(without);
  });

  it('gives nothing for a text that does not parse', () => {
    expect(setPageField('title: [\n', 'title', 'X')).toBeNull();
  });

  it('reads back whatever was typed, and the blocks as they were', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('title', 'description'),
        (typed, key) => {
          const edited = setPageField(page, key, typed);
          if (!edited) return false;
          const data = parse(edited.text) as Record<string, unknown>;
          return (
            data[key] === typed &&
            JSON.stringify(data.blocks) === JSON.stringify(parse(page).blocks)
          );
        },
      ),
    );
  });
});
