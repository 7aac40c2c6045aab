// @vitest-environment jsdom
/** perDocument (src/content/per-document.ts): a walk runs once per document and arguments. */
import { expect, it } from 'vitest';
import { perDocument } from '../../../src/content/per-document.ts';

it('walks a document once for the same arguments, again for others, and shares a frozen answer', () => {
  const walks: unknown[][] = [];
  const keysOf = perDocument((data: unknown, prefix: string) => {
    walks.push([data, prefix]);
    return Object.keys(data as object).map((key) => `${prefix}${key}`);
  });
  const page = { title: 'A', blocks: [] };
  const first = keysOf(page, '');
  expect(first).toEqual(['title', 'blocks']);
  expect(keysOf(page, '')).toBe(first);
  expect(keysOf(page, '/')).toEqual(['/title', '/blocks']);
  // An equal document that is another object is walked for itself.
  expect(keysOf({ ...page }, '')).toEqual(first);
  expect(walks).toHaveLength(3);
  expect(Object.isFrozen(first)).toBe(true);
  expect(() => (first as string[]).push('x')).toThrow(TypeError);
});
