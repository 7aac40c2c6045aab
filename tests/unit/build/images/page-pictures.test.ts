/**
 * withBuiltPictures (src/build/images/page-pictures.ts) puts what the build made of each picture into
 * a page's data: at each picture's place, the first large one of the first block marked to load
 * first, and the page it was given left as it was.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../../src/project/page-schema.ts';
import type { BuiltPicture } from '../../../../src/media/built-picture.ts';
import { jobId } from '../../../../src/build/images/image-jobs.ts';
import { imagesIn } from '../../../../src/media/images-in.ts';
import { withBuiltPictures } from '../../../../src/build/images/page-pictures.ts';

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

  it("marks the first block's large picture to load first, and no other", () => {
    // The hero (a large layout) given a picture.
    const hero = {
      ...(page.blocks[0] as object),
      image: { src: '/images/hero.jpg', decorative: true },
    };
    const loadFirst = (blocks: unknown[]) => {
      const withHero = pageSchema.parse({ ...page, blocks });
      const pictures = imagesIn(pageSchema, withHero);
      const builtAll = new Map(
        pictures.map(({ value, layout }) => [
          jobId({ src: value.src, layout }),
          pictureOf(value.src),
        ]),
      );
      const result = withBuiltPictures(pageSchema, withHero, builtAll);
      return pictures
        .filter(
          ({ path }) => (at(result, path) as { built: { priority?: boolean } }).built.priority,
        )
        .map(({ path }) => path);
    };
    expect(loadFirst([hero, ...page.blocks, hero])).toEqual([['blocks', 0, 'image']]);
    // A large picture further down the page is not the first paint: none loads first.
    expect(loadFirst([...page.blocks, hero])).toEqual([]);
  });
});
