// One scalar changed in a real content file rewrites that scalar's line and no other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, parse, type Node } from 'yaml';
import { setScalarInPlace } from '../../../../../src/studio/app/yaml-edit/scalar-edit.ts';

const pagesDir = join(import.meta.dirname, '../../../../../pages');

interface Leaf {
  path: (string | number)[];
  value: string | number;
  /** The lines (0-based) the value's characters span. */
  lines: [number, number];
  type: string | undefined;
}

function leaves(text: string): Leaf[] {
  const found: Leaf[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const walk = (node: Node | null, path: (string | number)[]) => {
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        walk(pair.value as Node, [...path, String(key)]);
      }
    else if (isSeq(node)) node.items.forEach((item, index) => walk(item as Node, [...path, index]));
    else if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number'))
      found.push({
        path,
        value: node.value,
        lines: [lineOf(node.range![0]), lineOf(Math.max(node.range![0], node.range![1] - 1))],
        type: node.type,
      });
  };
  walk(parseDocument(text).contents as Node, []);
  return found;
}

const files = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ name, text: readFileSync(join(pagesDir, name), 'utf8') }))
  .map((file) => ({ ...file, leaves: leaves(file.text) }));

const setIn = (data: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = setIn(copy[key!], rest, value);
  return copy;
};

// Words a person types: letters, digits, punctuation YAML cares about (: # ' " -), no newline.
const typed = fc
  .array(fc.constantFrom(...'aZ 09:#\'"-,.&$%!?é'.split('')), { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join(''));

describe('setScalarInPlace', () => {
  it('rewrites only the lines of the value it changes, in every page file', () => {
    expect(files.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.nat(),
        typed,
        fc.integer({ min: 0, max: 100000 }),
        (fileIndex, leafIndex, word, number) => {
          const file = files[fileIndex]!;
          const leaf = file.leaves[leafIndex % file.leaves.length]!;
          const value = typeof leaf.value === 'number' ? number : word;
          const edit = setScalarInPlace(file.text, leaf.path, value);
          expect(edit).not.toBeNull();
          expect(parse(edit!.text)).toEqual(setIn(parse(file.text), leaf.path, value));
          const before = file.text.split('\n');
          const after = edit!.text.split('\n');
          // A value on one line stays on one line; around it, every line is byte for byte the same.
          if (leaf.lines[0] === leaf.lines[1] && !leaf.type?.startsWith('BLOCK')) {
            expect(after.length).toBe(before.length);
            const changed = before.flatMap((line, index) => (line === after[index] ? [] : [index]));
            expect(changed.every((index) => index === leaf.lines[0])).toBe(true);
          } else {
            const tail = before.length - 1 - leaf.lines[1];
            expect(after.slice(0, leaf.lines[0])).toEqual(before.slice(0, leaf.lines[0]));
            expect(after.slice(after.length - tail)).toEqual(before.slice(before.length - tail));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps quotes and flow maps: a date in webinars.yaml changes on its own line', () => {
    const text = readFileSync(join(pagesDir, 'webinars.yaml'), 'utf8');
    const path = ['blocks', 1, 'featured', 'date'];
    const edit = setScalarInPlace(text, path, '2027-02-04')!;
    const before = text.split('\n');
    const after = edit.text.split('\n');
    const changed = before.filter((line, index) => line !== after[index]);
    expect(changed).toEqual(['      date: "2027-01-07"']);
    expect(after).toContain('      date: "2027-02-04"');
    expect(edit.text).toContain('noun: { one: webinar, other: webinars }');
  });

  it('quotes a text that, written plain, would read as a number', () => {
    const edit = setScalarInPlace('title: Old # kept\nn: 2\n', ['title'], '797')!;
    expect(edit.text).toBe('title: "797" # kept\nn: 2\n');
    expect(setScalarInPlace('n: 2\n', ['n'], 797)!.text).toBe('n: 797\n');
  });

  it('keeps the quoting of the file as saved through a burst of typing', () => {
    const saved = 'title: Old\ndate: "2027-01-07"\n';
    // A trailing space needs quotes for a moment; typed on, the title is plain again.
    const typing = setScalarInPlace(saved, ['title'], 'Roofs ', saved)!.text;
    expect(typing).toBe('title: "Roofs "\ndate: "2027-01-07"\n');
    expect(setScalarInPlace(typing, ['title'], 'Roofs t', saved)!.text).toBe(
      'title: Roofs t\ndate: "2027-01-07"\n',
    );
    // The author's quotes stay, though the date would read the same without them.
    expect(setScalarInPlace(saved, ['date'], '2027-02-04', saved)!.text).toContain(
      'date: "2027-02-04"',
    );
  });

  it('writes a value the saved file lacks plain, where plain reads back', () => {
    const saved = 'redirects: []\n';
    const added = 'redirects:\n  - from: ""\n';
    expect(setScalarInPlace(added, ['redirects', 0, 'from'], '/spring', saved)!.text).toBe(
      'redirects:\n  - from: /spring\n',
    );
  });

  it('refuses a path that holds no scalar', () => {
    expect(setScalarInPlace('a: { b: 1 }\n', ['a'], 'x')).toBeNull();
    expect(setScalarInPlace('a: 1\n', ['missing'], 'x')).toBeNull();
  });
});
