/** A page file: its head (title, description) and its blocks, a discriminated union on `type`. */
import * as z from 'zod';
import { blockRegistry } from '../../blocks/index.ts';
import { sectionId } from '../content/fields.ts';
import { reportRepeatedKeys } from '../content/repeated-keys.ts';
import { textKind } from '../content/tags.ts';

const [first, ...rest] = blockRegistry.map((block) =>
  block.schema
    .extend({
      type: z.literal(block.type).describe(block.description),
      id: sectionId,
    })
    // Title, description and example become editor help in the JSON Schema (npm run schemas).
    .meta({
      title: block.type,
      description: block.description,
      examples: [{ type: block.type, ...block.example }],
    }),
);

export const blockSchema = z.discriminatedUnion('type', [first!, ...rest]);

export const pageSchema = z
  .strictObject({
    // The limits are the content review's errors (src/content/review/rules/text-too-long.ts).
    title: textKind(z.string().min(1), { lines: 'one-line', limit: 200 }).describe(
      'The page title, shown in the browser tab and search results',
    ),
    // Optional so a draft page still builds; the content review warns when it is missing or long.
    description: textKind(z.string(), { lines: 'prose', limit: 500 })
      .default('')
      .describe('One or two sentences for search results and link previews (50–160 characters)'),
    blocks: z.array(blockSchema).min(1).describe('The sections of the page, top to bottom'),
  })
  .superRefine((page, ctx) =>
    reportRepeatedKeys(ctx, page.blocks, {
      path: 'blocks',
      key: 'id',
      noun: 'section id',
      problem: 'duplicate-section-id',
    }),
  )
  .describe('A page of the site: one route');

export type PageData = z.output<typeof pageSchema>;
export type BlockData = z.output<typeof blockSchema>;
