/**
 * Every picture of a document: its path, its value and its layout, found by the `image` tag of
 * the schema (src/content/tags.ts), never by the shape of the data. The validator's file checks,
 * the build's list of images to make, the page data's built pictures and the media library's
 * "where is it used" all walk a page through here. Pure: no file is read.
 */
import { imageLayoutOf, reachTest, type Schema } from '../content/schema-introspection.ts';
import { perDocument } from '../content/per-document.ts';
import { walkData } from '../content/schema-walk.ts';
import type { ImageValue } from './image-field.ts';
import type { ImageLayoutName } from './layouts.ts';

export interface FoundImage {
  /** Path in the document: ['blocks', 0, 'image']. */
  path: (string | number)[];
  value: ImageValue;
  layout: ImageLayoutName;
}

/** Whether pictures can be somewhere under a schema. */
const mayHoldImages = reachTest((governing) => imageLayoutOf(governing) !== undefined);

/** The pictures of `data` (valid under `root`), in document order; once per document. */
export function imagesIn(root: Schema, data: unknown): readonly FoundImage[] {
  return imagesOfDocument(data, root);
}

/** A picture's own schema, or one that can hold pictures: where the walk goes. */
const mayHoldOrBeImage = (raw: Schema) => imageLayoutOf(raw) !== undefined || mayHoldImages(raw);

const imagesOfDocument = perDocument((data: unknown, root: Schema) => {
  const found: FoundImage[] = [];
  walkData(
    root,
    data,
    (step) => {
      const layout = imageLayoutOf(step.raw);
      const { value } = step;
      if (!layout || typeof value !== 'object' || value === null || Array.isArray(value)) return;
      found.push({ path: step.path() as FoundImage['path'], value: value as ImageValue, layout });
      // A picture holds no other.
      return false;
    },
    mayHoldOrBeImage,
  );
  return found;
});
