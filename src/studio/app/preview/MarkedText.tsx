/**
 * How the studio's preview marks a text a block shows (src/render/editable-text.tsx): a `<span>`
 * naming its field, with no style of its own, so marking the page moves nothing. The span owns
 * its text node (set here, not as React's child) because while it is typed in the browser edits
 * that node, and a render must not fight the person's caret (use-page-editing.ts).
 */
import { useLayoutEffect, useRef } from 'react';
import type { MarkedTextProps } from '../../../render/editable-text.tsx';

/** The attribute that marks an editable text (the built site never has it). */
export const FIELD_ATTRIBUTE = 'data-studio-field';

export function MarkedText({ path, value, text }: MarkedTextProps) {
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
      // A value shown computed (a price) is typed as the value; the editor reads it from here.
      data-studio-value={typeof value === 'number' ? String(value) : undefined}
      onBlur={(event) => {
        if (event.currentTarget.textContent !== text) event.currentTarget.textContent = text;
      }}
    />
  );
}
