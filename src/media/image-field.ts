/**
 * The one schema of a picture in content: `{ src, alt }` or `{ src, decorative: true }`, with an
 * optional focal point. `src` is an original in media/ (`media/crew-on-roof.jpg`) or a drawn
 * picture under public/ (`/images/blog/featured.svg`); its size comes from the file, never from
 * the author. The schema checks the shape and the alt text (alt-text.ts); whether the file exists,
 * decodes and is wide enough is checked after it (image-checks.ts), where the files are known.
 * Each block's field names its layout (layouts.ts) through its tag (src/content/tags.ts), which
 * the build reads to make the widths and crops.
 */
import * as z from 'zod';
import { imageTagged } from '../content/tags.ts';
import { altProblem } from './alt-text.ts';
import type { ImageLayoutName } from './layouts.ts';

/** The extensions an original may have. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/** A path under media/ or public/ with an image extension: what the JSON Schema checks too. */
export const IMAGE_SRC_PATTERN = `^(media/|/)[^?#]*\\.(${[...IMAGE_EXTENSIONS, ...IMAGE_EXTENSIONS.map((e) => e.toUpperCase())].join('|')})$`;

const src = z
  .string()
  .regex(new RegExp(IMAGE_SRC_PATTERN), {
    message:
      'expected a path under media/ ("media/crew.jpg") or public/ ("/images/x.svg") ending in .jpg, .jpeg, .png, .webp, .avif or .svg',
  })
  .describe('The picture: media/<file> for a photo, /images/<file> for a file under public/');

const unit = z.number().min(0).max(1);

function imageSchema() {
  return z
    .strictObject({
      src,
      alt: z
        .string()
        .optional()
        .describe('What the picture shows, for screen readers (required unless decorative)'),
      decorative: z
        .literal(true)
        .optional()
        .describe('true when the picture adds nothing the text does not say: no alt text then'),
      focus: z
        .tuple([unit, unit])
        .optional()
        .describe('The point every crop keeps in view: [x, y] from 0 (left, top) to 1'),
    })
    .superRefine((image, ctx) => {
      if (image.decorative && image.alt !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['decorative'],
          params: { problem: 'alt-and-decorative' },
          message: 'a decorative picture has no alt text: remove `alt` or `decorative`',
        });
        return;
      }
      if (image.decorative) return;
      if (image.alt === undefined || image.alt.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: image.alt === undefined ? [] : ['alt'],
          params: { problem: 'missing-alt' },
          message:
            'the picture has no alt text: say what it shows in `alt`, or mark it `decorative: true`',
        });
        return;
      }
      const problem = altProblem(image.alt, image.src);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['alt'],
          params: { problem: problem.code },
          message: problem.message,
        });
      }
    });
}

/** A picture field laid out as `layout` (layouts.ts): what every block's `image:` is. */
export function imageField(layout: ImageLayoutName) {
  return imageTagged(imageSchema(), layout).describe(
    'A picture: { src, alt } or { src, decorative: true }, with an optional focus: [x, y]',
  );
}

export type ImageValue = z.output<ReturnType<typeof imageField>>;
