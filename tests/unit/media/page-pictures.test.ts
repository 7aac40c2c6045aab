/**
 * withBuiltPictures (src/media/page-pictures.ts) puts what the build made of each picture into
 * a page's data: at each picture's place, the first large one of the first block marked to load
 * first, and the page it was given left as it was.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../src/content/page-schema.ts';
import type { BuiltPicture } from '../../../src/media/built-picture.ts';
import { jobId } from '../../../src/media/image-jobs.ts';
import { imagesIn } from '../../../src/media/images-in.ts';
import { withBuiltPictures } from '../../../src/media/page-pictures.ts';

const page = pageSchema.parse(parse(readFileSync('pages/about.yaml', 'utf8')));
const found = imagesIn(pageSchema, page);
const pictureOf = (src: string): BuiltPicture => ({
  sources: [],
  src: `/built${src}`,
  width: 8,
  height: 6,
});
const built = new Map(
  found.map(({ value, layout }) => {
    const job = { src: value.src, layout, ...(value.focus && { focus: value.focus }) };
    return [jobId(job), pictureOf(value.src)];
  }),
);

const at = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], data);

describe('a page with what the build made of its pictures', () => {
  it('has every picture built in its place, and leaves the page it was given as it was', () => {
    expect(found.length).toBeGreaterThan(1);
    const before = structuredClone(page);
    const result = withBuiltPictures(pageSchema, page, built);
    expect(page).toEqual(before);
    for (const { path, value } of found) {
      const picture = at(result, path) as { src: string; built: BuiltPicture };
      expect(picture.src).toBe(value.src);
      expect(picture.built.src).toBe(`/built${value.src}`);
    }
    const withoutBuilt = JSON.parse(JSON.stringify(result), (key, value: unknown) =>
      key === 'built' ? undefined : value,
    );
    expect(withoutBuilt).toEqual(before);
  });

  it('marks one picture, a large one of the first block, to load first', () => {
    const result = withBuiltPictures(pageSchema, page, built);
    const first = found.filter(
      ({ path }) => (at(result, path) as { built: { priority?: boolean } }).built.priority,
    );
    expect(first.length).toBeLessThanOrEqual(1);
    for (const { path } of first) expect(path[1]).toBe(0);
  });
});
