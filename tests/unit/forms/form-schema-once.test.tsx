// @vitest-environment jsdom
/**
 * The prerender renders a form on every page that holds it: its zod schema is built once per
 * form definition, not once per page (src/forms/schema-from-definition.ts).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as FormSchema from '../../../src/content/form-schema.ts';
import FormPanel from '../../../src/forms/FormPanel.tsx';
import { definitionWith, nameAndEmail } from '../../support/form-definition.ts';

/** Each field's rule, counted: one call per field each time a schema is built. */
const ruleCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/content/form-schema.ts', async (importOriginal) => {
  const original = await importOriginal<typeof FormSchema>();
  return {
    ...original,
    fieldTypeOf: (type: Parameters<typeof original.fieldTypeOf>[0]) => {
      const fieldType = original.fieldTypeOf(type);
      return {
        ...fieldType,
        rule: (...args: Parameters<typeof fieldType.rule>) => {
          ruleCalls.count++;
          return fieldType.rule(...args);
        },
      };
    },
  };
});

describe('a form rendered on many pages', () => {
  it('builds its schema once per definition', () => {
    const definition = definitionWith(nameAndEmail);
    ruleCalls.count = 0;
    const pages = Array.from({ length: 3 }, () =>
      renderToString(<FormPanel definition={definition} />),
    );
    expect(new Set(pages).size).toBe(1);
    expect(ruleCalls.count).toBe(nameAndEmail.length);

    // An edited definition (the studio's) is a new object: a schema of its own.
    renderToString(<FormPanel definition={definitionWith(nameAndEmail)} />);
    expect(ruleCalls.count).toBe(2 * nameAndEmail.length);
  });
});
