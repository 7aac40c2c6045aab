// @vitest-environment jsdom
/**
 * The form view's icon field says how to choose in a line: the hundred names its schema lists
 * (for the YAML editor's hover) are drawn by the picker, and read out each time the field had
 * focus. A field that describes itself keeps its own words.
 */
import { render, screen } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it, vi } from 'vitest';
import { ICON_FIELD_DESCRIPTION } from '../../../../../src/content/icon-names.ts';
import { blockSchema } from '../../../../../src/studio/app/block-catalogue.ts';
import { FieldEditor } from '../../../../../src/studio/app/form-view/fields.tsx';
import type { FieldContext } from '../../../../../src/studio/app/form-view/field-context.ts';
import { descriptionOf } from './described-by.ts';

const itemOfFeatures = (blockSchema('features')!.properties!.items as JSONSchema7)
  .items as JSONSchema7;
const iconSchema = itemOfFeatures.properties!.icon as JSONSchema7;

function iconField(schema: JSONSchema7) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  const context: FieldContext = { meta: null, sections: [], edits };
  render(
    <FieldEditor
      name="icon"
      path={['blocks', 0, 'items', 0, 'icon']}
      schema={schema}
      value="globe"
      required
      context={context}
    />,
  );
  return screen.getByLabelText('Icon: globe. Change icon');
}

describe('the icon field', () => {
  it('is the block’s icon field, which lists every name', () => {
    expect(iconSchema.description).toBe(ICON_FIELD_DESCRIPTION);
    expect(ICON_FIELD_DESCRIPTION).toContain('arrow-left, arrow-right');
  });

  it('says in a line how to choose, not the names', () => {
    const summary = iconField(iconSchema);
    expect(descriptionOf(summary)).toBe(
      'Change icon shows them all as pictures, with a search by name.',
    );
    expect(document.body.textContent).not.toContain('arrow-left, arrow-right');
  });

  it('keeps a description of its own', () => {
    const summary = iconField({ ...iconSchema, description: 'The card’s picture' });
    expect(descriptionOf(summary)).toBe('The card’s picture');
  });
});
