/**
 * The schema each kind of content file answers to: the validator, the content review and the
 * files' digests read it from here.
 */
import type { z } from 'zod';
import type { FileKind } from '../content/collections.ts';
import { formSchema } from '../content/form-schema.ts';
import { pageSchema } from './page-schema.ts';
import { siteSchema } from '../content/site-schema.ts';

export const kindSchemas = {
  page: pageSchema,
  site: siteSchema,
  form: formSchema,
} satisfies Record<FileKind, z.ZodType>;
