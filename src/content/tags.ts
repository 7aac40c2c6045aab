/**
 * Tags on schemas (a zod 4 registry): what a schema *is* (an action, an image, an icon, an item
 * offered until its date…), so the JSON Schema, the docs, the error messages and the build
 * recognise it by its tag rather than by its keys or values. A tag is inherited by the copies
 * zod makes (`.describe()`, `.optional()` keep a link to their parent), and read through
 * schema-introspection.ts (`tagOf`, `expiryOf`), the one module that reads schemas.
 */
import * as z from 'zod';
import type { ImageLayoutName } from '../media/layouts.ts';

export type SchemaTag = 'action' | 'image' | 'icon' | 'download-declaration' | 'dated' | 'text';

/** What the `dated` tag adds: how an item offered until its date expires (dated-items.ts). */
export interface Expiry {
  /** The field holding the item's date, as YYYY-MM-DD. */
  dateField: string;
  /** The item counts as coming up only while these fields hold these values. */
  while: Readonly<Record<string, string>>;
  /** What the item is, for the warning: "upcoming webinar". */
  noun: string;
}

/**
 * What the `text` tag adds: how the content review (src/content/review/) reads a text field.
 * `one-line` text (a heading, a label) has a length limit; `prose` is read sentence by sentence.
 */
export interface TextKind {
  lines: 'one-line' | 'prose';
  /** The most characters the field may hold (an error over it). */
  limit?: number;
}

/** A tag, with the data the tags that need one carry. */
export type TagData =
  | { tag: Exclude<SchemaTag, 'dated' | 'text' | 'image'> }
  | { tag: 'dated'; expiry: Expiry }
  | { tag: 'text'; text: TextKind }
  | { tag: 'image'; layout: ImageLayoutName };

export const schemaTags = z.registry<TagData>();

/** Tags a schema in place and returns it. */
export function tagged<Schema extends z.ZodType>(
  schema: Schema,
  tag: Exclude<SchemaTag, 'dated' | 'text' | 'image'>,
): Schema {
  schemaTags.add(schema, { tag });
  return schema;
}

/**
 * Tags an item schema as offered until its date (an upcoming webinar): once the date is before
 * the build date, validation warns about the item and the build leaves it off the page.
 */
export function dated<Schema extends z.ZodType>(schema: Schema, expiry: Expiry): Schema {
  schemaTags.add(schema, { tag: 'dated', expiry });
  return schema;
}

/**
 * Marks a text field as one line or prose for the content review, with its own length limit
 * (one-line fields default to 300 characters: see src/content/review/text-fields.ts).
 */
export function textKind<Schema extends z.ZodType>(schema: Schema, text: TextKind): Schema {
  schemaTags.add(schema, { tag: 'text', text });
  return schema;
}

/** Tags a picture schema with its layout (src/media/layouts.ts): the widths and crops it gets. */
export function imageTagged<Schema extends z.ZodType>(schema: Schema, layout: ImageLayoutName) {
  schemaTags.add(schema, { tag: 'image', layout });
  return schema;
}
