/**
 * The `filter:` field a list block offers in YAML: which item fields the search reads, which
 * field the buttons compare, and optionally the controls (search box, buttons, count noun).
 * A block passes the field paths it allows, so a typo in `searchIn` is a validation error.
 * The browser-side mechanism lives in src/render/filtering/.
 */
import * as z from 'zod';
import { text } from './fields.ts';

const slug = /^[a-z][a-z0-9-]*$/;

const controls = z
  .strictObject({
    searchLabel: text('Label of the search box, read by screen readers ("Search the library")'),
    placeholder: z.string().optional().describe('Hint inside the empty search box'),
    param: z
      .string()
      .regex(slug, { message: 'expected a kebab-case URL parameter such as "category"' })
      .default('category')
      .describe('The word the filter adds to the page address, e.g. category'),
    groupLabel: z
      .string()
      .default('Filter')
      .describe('Name of the button group for screen readers'),
    buttons: z
      .array(
        z.strictObject({
          label: text('Text of the button; the page address shows it in lower case with dashes'),
          match: z
            .string()
            .min(1)
            .optional()
            .describe('Item value this button keeps (compared without case); omit for "All"'),
        }),
      )
      .default([])
      .describe('Filter buttons, "All" (no match) first; none for a search box alone'),
    noun: z
      .strictObject({ one: text('e.g. resource'), other: text('e.g. resources') })
      .describe('What the results are called in the announced count ("4 resources")'),
  })
  .superRefine((value, ctx) => {
    if (value.buttons.length > 0 && value.buttons.filter((b) => !b.match).length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['buttons'],
        message: 'exactly one button (the "All" button) has no match',
      });
    }
  })
  .describe('Show the search box and the buttons of the scope in this block');

export function filterSchema<const Searchable extends string, const Filterable extends string>(
  searchable: readonly [Searchable, ...Searchable[]],
  filterable: readonly Filterable[] = [],
) {
  // Items with no field to compare (videos) still follow the buttons: they hide under any but All.
  const filterField = filterable.length
    ? z.enum(filterable as [Filterable, ...Filterable[]])
    : z.never();
  return z
    .strictObject({
      scope: z
        .string()
        .regex(slug, { message: 'expected a kebab-case scope such as "videos"' })
        .optional()
        .describe(
          'Lists with the same filter group (or none) share one search and filter on the page',
        ),
      searchIn: z.array(z.enum(searchable)).min(1).describe('What the search box looks in'),
      filterOn: filterField
        .optional()
        .describe(
          `Item field the buttons compare (${filterable.join(', ') || 'none in this block'}); items without it hide when a button other than All is chosen`,
        ),
      controls: controls.optional(),
    })
    .describe(
      'A search box and filter buttons above the list; the page address keeps what was chosen, so a link shares it',
    );
}
