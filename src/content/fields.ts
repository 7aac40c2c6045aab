/**
 * Field schemas shared by every block: text, icons, images and actions. Block schemas compose
 * these so that a rule (an action needs exactly one target, an icon must exist) lives once.
 */
import * as z from 'zod';
import { ICON_FIELD_DESCRIPTION, iconNames } from './icon-names.ts';
import { visualNames } from './visuals.ts';
import { tagged } from './tags.ts';
import { imageField } from '../media/image-field.ts';

export const text = (description: string) => z.string().min(1).describe(description);
export const optionalText = (description: string) => z.string().optional().describe(description);

export const icon = tagged(z.enum(iconNames), 'icon').describe(ICON_FIELD_DESCRIPTION);

/**
 * A picture: `{ src, alt }` or `{ src, decorative: true }`, optional `focus`. Each block names
 * its layout (`imageField('hero')`); this one is the shape the docs describe.
 */
export { imageField } from '../media/image-field.ts';
export const image = imageField('card');

/**
 * Every button or link carries exactly one action; the kinds (`to`, `href`, `modal`,
 * `scrollTo`, `download`) are definitions in the action registry, src/actions/.
 */
export { action, type Action } from '../actions/action-schema.ts';

/**
 * A download a block offers, declared in its data: the name `download:` buttons use and the
 * file name. The builder sits beside the block (see src/project/downloads.ts).
 */
export const downloadDeclaration = tagged(
  z.strictObject({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, {
        message: 'expected lower case letters, digits and dashes, such as "curriculum-pdf"',
      })
      .describe('The name download buttons choose it by, in lower case with dashes'),
    fileName: z
      .string()
      .regex(/^[^/\\]+\.[A-Za-z0-9]+$/, {
        message: 'expected a file name with an extension, e.g. "Curriculum.pdf"',
      })
      .describe('The name the file is saved under, e.g. Curriculum.pdf'),
  }),
  'download-declaration',
).describe("A file visitors can download, built from this block's data");

export type DownloadDeclaration = z.output<typeof downloadDeclaration>;

export const sectionId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, {
    message: 'expected lower case letters, digits and dashes, such as "how-it-works"',
  })
  .optional()
  .describe(
    'A short name for the section (lower case, dashes between words), so buttons can scroll to it',
  );

/** A named visual from the registry (src/content/visuals.ts), drawn as SVG beside a heading. */
export const visual = z.enum(visualNames).describe('A drawn product picture or illustration');
