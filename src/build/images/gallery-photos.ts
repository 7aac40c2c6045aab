/**
 * The block gallery's test photos (dev server only): every block that takes a picture is shown
 * a second time with photo-like test pictures (test-photo.ts) in each of its picture fields,
 * made by the image step like a built page's, so crops, widths and placeholders can be looked
 * at before the company's photos exist. The photos live in `.cache/build/images/test-photos/`, never
 * in media/ nor in block examples (which feed the studio's Insert block and the bench pages).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import type { z } from 'zod';
import { withProjectContext } from '../../content/context.ts';
import type { BlockDefinition } from '../../content/define-block.ts';
import {
  childSchema,
  governingSchema,
  imageLayoutOf,
  objectShape,
} from '../../content/schema-introspection.ts';
import { buildImages } from './build-images.ts';
import { imageCacheDir } from '../../media/cache-dir.ts';
import { imageJobs } from './image-jobs.ts';
import type { ImageLayoutName } from '../../media/layouts.ts';
import { withBuiltPictures } from './page-pictures.ts';
import { testPhotoJpeg } from '../../media/test-photo.ts';

/** The test photos: what `src:` shows in the gallery's YAML, and how each is drawn. */
const PHOTOS = {
  'media/test-photo.jpg': { width: 2000, height: 1500, seed: 26 },
  'media/test-portrait.jpg': { width: 480, height: 480, seed: 7 },
} as const;

type PhotoSrc = keyof typeof PHOTOS;

const photoFor = (layout: ImageLayoutName): PhotoSrc =>
  layout === 'avatar' || layout === 'portrait' ? 'media/test-portrait.jpg' : 'media/test-photo.jpg';

/** A copy of `data` with every picture field of every object (set or not) a test photo. */
function withTestPhotos(schema: z.core.$ZodType, data: unknown): unknown {
  const visit = (value: unknown, at: z.core.$ZodType): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const governing = governingSchema(at, value);
    if (!governing) return value;
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const next = childSchema(governing, index);
        return next ? visit(item, next) : item;
      });
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const next = childSchema(governing, key);
      copy[key] = next ? visit(child, next) : child;
    }
    for (const [key, field] of Object.entries(objectShape(governing) ?? {})) {
      const layout = imageLayoutOf(field);
      if (!layout) continue;
      // The photo takes the visual's place (a hero shows one of them): the YAML drops it.
      delete copy.visual;
      copy[key] = {
        src: photoFor(layout),
        alt: 'A test photo of smooth noise and grain, standing in for a real photo',
        ...(layout === 'hero' && { focus: [0.7, 0.4] }),
      };
    }
    return copy;
  };
  return visit(data, schema);
}

export interface GalleryPhotoVariant {
  type: string;
  yaml: string;
  props: unknown;
}

export async function galleryPhotoVariants(
  root: string,
  blocks: readonly BlockDefinition[],
): Promise<GalleryPhotoVariant[]> {
  const folder = join(imageCacheDir(root), 'test-photos');
  mkdirSync(folder, { recursive: true });
  const fileOf = (src: string) => join(folder, src.replace('media/', ''));
  for (const [src, options] of Object.entries(PHOTOS)) {
    if (!existsSync(fileOf(src))) writeFileSync(fileOf(src), await testPhotoJpeg(options));
  }
  const variants = blocks.flatMap((block) => {
    const example = withTestPhotos(block.schema, block.example);
    if (JSON.stringify(example) === JSON.stringify(block.example)) return [];
    const props = withProjectContext(null, () => block.schema.parse(example));
    const yaml = stringify(
      { blocks: [{ type: block.type, ...(example as object) }] },
      {
        lineWidth: 0,
      },
    );
    return [{ block, props, yaml }];
  });
  const jobs = variants.flatMap(({ block, props }) =>
    imageJobs(block.schema, [props]).map((job) => ({
      ...job,
      file: relative(root, fileOf(job.src)),
    })),
  );
  const { pictures } = await buildImages(root, jobs);
  return variants.map(({ block, props, yaml }) => ({
    type: block.type,
    yaml,
    props: withBuiltPictures(block.schema, props, pictures),
  }));
}
