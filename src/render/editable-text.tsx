/**
 * The one way a block shows a text an author can type over on the page. On the built site (no
 * provider) `<EditableText>` is the text itself: no element, no attribute, nothing added to the
 * HTML, and the marking code is not in the site's bundles either: the studio's preview provides
 * it (`EditableFields`: each block's path and the component that marks a text,
 * src/studio/app/preview/MarkedText.tsx), and only there is a text wrapped in an element naming
 * the field it came from.
 */
import { createContext, useContext, type ComponentType } from 'react';

export type FieldPath = readonly (string | number)[];

/**
 * The first step of a path into the site settings (`pages/_site.yaml`) rather than the open
 * file: the header and footer show the site's texts, and the preview marks them with it.
 */
export const SITE_SETTINGS = '@site';

export interface MarkedTextProps {
  /** The field's path from the file's root: `['blocks', 2, 'plans', 1, 'monthlyFee']`. */
  path: FieldPath;
  value: string | number;
  /** What the page shows: the value, or a text computed from it. */
  text: string;
}

/** Where the texts inside come from (the block's path) and how the studio marks them. */
export interface EditableFieldsValue {
  base: FieldPath;
  Mark: ComponentType<MarkedTextProps>;
}

/** Provided by the studio's preview alone. */
export const EditableFields = createContext<EditableFieldsValue | null>(null);

interface Props {
  /** The field's path inside the block (`['plans', 1, 'monthlyFee']`). */
  path: FieldPath;
  /** The field's value. */
  value: string | number;
  /** What the page shows when it is not the value itself (`$797` for `monthlyFee: 797`). */
  shown?: string;
}

export function EditableText({ path, value, shown }: Props) {
  const fields = useContext(EditableFields);
  const text = shown ?? String(value);
  if (!fields) return text;
  const { Mark, base } = fields;
  return <Mark path={[...base, ...path]} value={value} text={text} />;
}
