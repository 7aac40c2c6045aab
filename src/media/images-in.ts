/**
 * Every picture of a document: its path, its value and its layout, found by the `image` tag of
 * the schema (src/content/tags.ts), never by the shape of the data. The validator's file checks,
 * the build's list of images to make, the page data's built pictures and the media library's
 * "where is it used" all walk a page through here. Pure: no file is read.
 */
import type { z } from 'zod';
import {
  childSchema,
  governingSchema,
  imageLayoutOf,
  reachTest,
} from '../content/schema-introspection.ts';
import { perDocument } from '../content/per-document.ts';
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
export function imagesIn(root: z.core.$ZodType, data: unknown): readonly FoundImage[] {
  return imagesOfDocument(data, root);
}

const imagesOfDocument = perDocument((data: unknown, root: z.core.$ZodType) => {
  const found: FoundImage[] = [];
  const visit = (value: unknown, path: (string | number)[], schema: z.core.$ZodType) => {
    if (value === null || typeof value !== 'object') return;
    const layout = imageLayoutOf(schema);
    if (layout && !Array.isArray(value)) {
      found.push({ path, value: value as ImageValue, layout });
      return;
    }
    if (!mayHoldImages(schema)) return;
    const governing = governingSchema(schema, value);
    if (!governing) return;
    if (Array.isArray(value)) {
      const next = childSchema(governing, 0);
      if (next) value.forEach((child, index) => visit(child, [...path, index], next));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const next = childSchema(governing, key);
      if (next) visit(child, [...path, key], next);
    }
  };
  visit(data, [], root);
  return found;
});
