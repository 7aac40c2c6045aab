import type { z } from 'zod';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading the block's component renders: the field that holds its text (`title`, `addons.title`,
 * or `items[].title` for each item of a list) and its level, which may depend on the block's
 * data (`(block) => (block.title ? 3 : 2)`). Rendered when the field holds text, or always when
 * `always` is set (the component has a text of its own for it). A heading whose text is the
 * component's own (`fixed`) is always rendered.
 */
export type HeadingDeclaration<Data = Record<string, unknown>> = {
  level: HeadingLevel | ((block: Data) => HeadingLevel);
} & ({ field: string; always?: true } | { fixed: string });

/**
 * A block type: its props schema (fields carry `.describe()` text that becomes editor help and
 * docs) and an example that must validate. The component lives beside it, by convention, in
 * `blocks/<type>/Component.tsx`: the browser imports components only, never zod.
 */
export interface BlockDefinition<
  Type extends string = string,
  Schema extends z.ZodObject = z.ZodObject,
> {
  type: Type;
  /** What the block is called in the studio, in plain words ("Pricing plans", not `pricing`). */
  label: string;
  /** One sentence: what the block is for. */
  description: string;
  schema: Schema;
  example: z.input<Schema>;
  /**
   * The schema.org type a block of this kind stands for, with its `title` and `description`
   * (e.g. `Course` for a program curriculum): the page's JSON-LD then includes it.
   */
  describes?: 'Course';
  /**
   * Whether the component keeps state in the browser, and so when a built page wakes it
   * (src/islands/): `interaction` when touched, hovered or focused (disclosures), `visible` when
   * it scrolls into view (forms, lists with filters). Left out, the block is plain HTML and
   * sends no JavaScript, unless its data holds a button that runs in the browser (a modal or a
   * download: see `runsInBrowser` in src/actions/define-action.ts).
   */
  wakes?: 'interaction' | 'visible';
  /**
   * The block closes a page (the closing call-to-action band): the studio's Insert block puts
   * a new block before it, not under it, when no block is selected.
   */
  closesPage?: true;
  /**
   * The headings the component renders, in the order it renders them (consecutive fields of one
   * list, `groups[].title` then `groups[].items[].title`, go item by item). The content review
   * works out each page's outline from these (one h1, no skipped level); a unit test renders
   * every block of the site and compares (tests/unit/content/review/block-headings.test.tsx).
   */
  headings?: readonly HeadingDeclaration<z.input<Schema>>[];
}

export function defineBlock<const Type extends string, Schema extends z.ZodObject>(
  definition: BlockDefinition<Type, Schema>,
): BlockDefinition<Type, Schema> {
  return definition;
}

/** Props a block component receives: its parsed fields plus the section id, if any. */
export type BlockProps<Definition extends BlockDefinition> = z.output<Definition['schema']> & {
  id?: string;
};
