/**
 * The one way a block shows a text an author can type over on the page. On the built site (no
 * provider) `<EditableText>` is the text itself: no element, no attribute, nothing added to the
 * HTML. Only in the studio's preview, which provides `EditableFields` around each block, is the
 * text wrapped in a `<span data-studio-field>` naming the field it came from (its path from the
 * file's root, JSON), so the preview can turn it into a plain-text editor on a click
 * (src/studio/app/preview/use-page-editing.ts). The span has no style of its own: marking the
 * page moves nothing.
 */
import { createContext, useContext, useLayoutEffect, useRef } from 'react';

export type FieldPath = readonly (string | number)[];

/** Where the texts inside come from: the path of the block (or file) they belong to. */
export interface EditableFieldsValue {
  base: FieldPath;
}

/** Provided by the studio's preview alone. */
export const EditableFields = createContext<EditableFieldsValue | null>(null);

/** The attribute that marks an editable text (the built site never has it). */
export const FIELD_ATTRIBUTE = 'data-studio-field';

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
  return <MarkedText path={[...fields.base, ...path]} value={value} text={text} />;
}

/**
 * The span owns its text node (set here, not as React's child) because while it is being typed
 * in the browser edits that node; a render then must not fight the person's caret.
 */
function MarkedText({
  path,
  value,
  text,
}: {
  path: FieldPath;
  value: string | number;
  text: string;
}) {
  const element = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = element.current;
    if (span && span.ownerDocument.activeElement !== span && span.textContent !== text)
      span.textContent = text;
  }, [text]);
  return (
    <span
      ref={element}
      {...{ [FIELD_ATTRIBUTE]: JSON.stringify(path) }}
      // A value shown computed (a price) is edited as the value; the editor reads it from here.
      data-studio-value={typeof value === 'number' ? String(value) : undefined}
      data-studio-shown={text}
      onBlur={(event) => {
        if (event.currentTarget.textContent !== text) event.currentTarget.textContent = text;
      }}
    />
  );
}
