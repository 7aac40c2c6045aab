/**
 * What the palette offers: every block of the registry (blocks/index.ts) with its description,
 * its example (the data the block gallery shows) and its README, and the JSON Schema of its
 * fields for the form view. Nothing here lists a block by name.
 */
import type { JSONSchema7 } from 'json-schema';
import { blockRegistry } from '../../../blocks/index.ts';
import pageSchema from '../../../schemas/page.schema.json';

const readmes = import.meta.glob<string>('/blocks/*/README.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface BlockInfo {
  type: string;
  /** Its name in plain words, for the palette and the outline. */
  label: string;
  description: string;
  example: Record<string, unknown>;
  readme: string;
  /** Closes a page: new blocks go before it (see `closesPage` in define-block.ts). */
  closesPage: boolean;
}

export const blockCatalogue: BlockInfo[] = blockRegistry.map((block) => ({
  type: block.type,
  label: block.label,
  description: block.description,
  example: structuredClone(block.example) as Record<string, unknown>,
  readme: readmes[`/blocks/${block.type}/README.md`] ?? '',
  closesPage: block.closesPage === true,
}));

/** The types that close a page, for `insertBlock`. */
export const closingBlockTypes: ReadonlySet<string> = new Set(
  blockCatalogue.filter((info) => info.closesPage).map((info) => info.type),
);

export const pageJsonSchema = pageSchema as unknown as JSONSchema7;

const branches = ((pageJsonSchema.properties?.blocks as JSONSchema7).items as JSONSchema7)
  .oneOf as JSONSchema7[];

/** The JSON Schema of one block type's fields. */
export function blockSchema(type: string): JSONSchema7 | undefined {
  return branches.find(
    (branch) => (branch.properties?.type as JSONSchema7 | undefined)?.const === type,
  );
}

/** A block type's name in plain words ("Pricing plans"); the type itself if it is unknown. */
export { blockWord as blockLabel } from '../words.ts';
