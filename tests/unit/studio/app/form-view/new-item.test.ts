/**
 * "Add to …" in the form view: a new list item is the block example's first item without the
 * links it may leave out (a features card added from it used to link to the website service
 * page, which its author never asked for). Leaving them out costs no list of any block's
 * example its validity: the block with the item added has the problems it has with the
 * example's item copied whole (a comparison's new tier still needs a value in each row).
 */
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../../../blocks/index.ts';
import { blockCatalogue, blockSchema } from '../../../../../src/studio/app/block-catalogue.ts';
import { asSchema, newItem } from '../../../../../src/studio/app/form-view/schema-kinds.ts';

const itemSchemaOf = (type: string, list: string) =>
  asSchema((blockSchema(type)!.properties![list] as JSONSchema7).items as JSONSchema7);

describe('a new list item from the example', () => {
  it('takes the features card’s icon, title and text, not its link', () => {
    const example = blockCatalogue.find((info) => info.type === 'features')!.example;
    const first = (example.items as Record<string, unknown>[])[0]!;
    expect(first.link).toBeDefined();
    expect(newItem(itemSchemaOf('features', 'items'), first)).toEqual({
      icon: first.icon,
      title: first.title,
      text: first.text,
    });
  });

  it('is a copy: editing it leaves the example as it was', () => {
    const example = blockCatalogue.find((info) => info.type === 'features')!.example;
    const first = (example.items as Record<string, unknown>[])[0]!;
    const added = newItem(itemSchemaOf('features', 'items'), first) as Record<string, unknown>;
    added.title = 'Storm-season ready';
    expect(first.title).not.toBe('Storm-season ready');
  });

  const lists = blockCatalogue.flatMap(({ type, example }) =>
    Object.entries(example)
      .filter(([, value]) => Array.isArray(value) && value.length > 0)
      .map(([list]) => [type, list] as const),
  );

  it('covers the lists of many blocks', () => {
    expect(new Set(lists.map(([type]) => type)).size).toBeGreaterThan(10);
  });

  it.each(lists)(
    '%s: an item added to %s has the problems of the example’s item copied whole',
    (type, list) => {
      const { example } = blockCatalogue.find((info) => info.type === type)!;
      const items = example[list] as unknown[];
      const block = blockRegistry.find((definition) => definition.type === type)!;
      const problemsWith = (added: unknown) => {
        const result = block.schema.safeParse({ ...example, [list]: [...items, added] });
        return result.success ? [] : result.error.issues.map((issue) => issue.message);
      };
      expect(problemsWith(newItem(itemSchemaOf(type, list), items[0]))).toEqual(
        problemsWith(structuredClone(items[0])),
      );
    },
  );
});
