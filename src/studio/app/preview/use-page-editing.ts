/**
 * Typing on the page, in the preview frame: a click on a marked text (MarkedText.tsx, placed by
 * src/render/editable-text.tsx) makes it a plain-text editor (`contenteditable="plaintext-only"`, a labelled textbox) and each
 * input is sent to the studio as an edit of its field. Enter ends a one-line edit (Shift+Enter
 * adds a line where the field allows several), Escape puts back the text as it was when the edit
 * began, Tab and Shift+Tab move to the next or previous text, Ctrl+Z and Ctrl+Shift+Z go to the
 * studio's history. The markers show on hover and focus as outlines, which take no room: the
 * page does not move.
 */
import { useEffect } from 'react';
import { FIELD_ATTRIBUTE } from './MarkedText.tsx';
import type { FieldPath, FromPreview, ToPreview } from '../preview-protocol.ts';
import { historyKey } from '../use-edit-history.ts';

const STYLE_ID = 'studio-page-editing';
const HINT_ID = 'studio-field-hint';
const MARKED = `[${FIELD_ATTRIBUTE}]`;
const MARKER_CSS = `
${MARKED} { cursor: text; border-radius: 2px; }
${MARKED}:hover { outline: 2px dashed #f59e0b; outline-offset: 2px; }
${MARKED}[contenteditable] { outline: 2px solid #2563eb; outline-offset: 2px; cursor: text; }
#${HINT_ID} { position: fixed; z-index: 2147483647; padding: 0.2em 0.6em; border-radius: 0.3em;
  background: #1e3a8a; color: #fff; font-family: system-ui, sans-serif; font-weight: 500;
  line-height: 1.5; pointer-events: none; }
@media (prefers-reduced-motion: no-preference) { ${MARKED} { transition: outline-color 120ms; } }
`;

const pathOf = (element: Element) =>
  JSON.parse(element.getAttribute(FIELD_ATTRIBUTE) ?? '[]') as FieldPath;
const samePath = (a: FieldPath, b: FieldPath) => JSON.stringify(a) === JSON.stringify(b);

/** The text to send: a value shown computed (a price) is sent as the number typed. */
function valueOf(element: HTMLElement): string | number | null {
  // The browser types a space at the end of a line as a no-break space, to keep it visible.
  const text = element.innerText.replace(/\n$/, '').replaceAll('\u00a0', ' ');
  if (!element.hasAttribute('data-studio-value')) return text;
  const number = Number(text.replace(/[^0-9.-]/g, ''));
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

interface Active {
  element: HTMLElement;
  path: FieldPath;
  /** The text as the edit began, for Escape. */
  start: string;
  multiline: boolean;
}

export function usePageEditing(on: boolean, tellStudio: (message: FromPreview) => void) {
  useEffect(() => {
    if (!on) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = MARKER_CSS;
    document.head.append(style);
    const hint = document.createElement('div');
    hint.id = HINT_ID;
    hint.hidden = true;
    document.body.append(hint);
    let active: Active | null = null;

    const placeHint = () => {
      if (!active || hint.hidden) return;
      // The studio shows the page scaled down to fit its pane: the hint is sized to be read
      // at the size it is seen, not at the page's.
      const seen = window.frameElement?.getBoundingClientRect().width ?? window.innerWidth;
      const scale = Math.min(1, seen / window.innerWidth) || 1;
      hint.style.fontSize = `${12 / scale}px`;
      hint.style.maxWidth = `${18 / scale}rem`;
      const box = active.element.getBoundingClientRect();
      hint.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - hint.offsetWidth - 4))}px`;
      const below = box.bottom + 6;
      hint.style.top = `${below + hint.offsetHeight > window.innerHeight ? box.top - hint.offsetHeight - 6 : below}px`;
    };

    const end = () => {
      const was = active;
      if (!was) return;
      active = null;
      hint.hidden = true;
      was.element.removeAttribute('contenteditable');
      for (const name of ['role', 'aria-label', 'aria-multiline', 'aria-describedby'])
        was.element.removeAttribute(name);
      if (document.activeElement === was.element) was.element.blur();
    };

    const begin = (element: HTMLElement, caret?: { x: number; y: number }) => {
      end();
      const path = pathOf(element);
      const raw = element.getAttribute('data-studio-value');
      active = { element, path, start: raw ?? element.textContent ?? '', multiline: false };
      // A price is typed as the number it is made from.
      if (raw !== null) element.textContent = raw;
      element.setAttribute('contenteditable', 'plaintext-only');
      element.setAttribute('role', 'textbox');
      element.setAttribute('aria-multiline', 'false');
      element.focus({ preventScroll: true });
      const selection = window.getSelection();
      const range = caret && raw === null ? document.caretRangeFromPoint(caret.x, caret.y) : null;
      if (selection) {
        const place = range ?? document.createRange();
        if (!range) place.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(place);
      }
      const block = element.closest('[data-studio-block]');
      if (block)
        tellStudio({
          type: 'select-block',
          index: Number(block.getAttribute('data-studio-block')),
          focusSource: false,
        });
      tellStudio({ type: 'edit-start', path });
    };

    const onHint = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data;
      if (message.type !== 'field-hint' || !active || !samePath(message.path, active.path)) return;
      active.multiline = message.multiline;
      active.element.setAttribute('aria-label', message.label);
      active.element.setAttribute('aria-multiline', String(message.multiline));
      hint.textContent = message.hint;
      hint.hidden = message.hint === '';
      if (message.hint !== '') active.element.setAttribute('aria-describedby', HINT_ID);
      placeHint();
    };

    const onClick = (event: MouseEvent) => {
      // A space typed in a text inside a button (the header's) makes Chrome press the button:
      // a click of no pointer (detail 0) on what holds the text being typed is not a click.
      const target = event.target;
      if (
        active &&
        event.detail === 0 &&
        target instanceof Node &&
        target.contains(active.element)
      ) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      const marked = (event.target as Element | null)?.closest?.(MARKED);
      if (!(marked instanceof HTMLElement)) return;
      // Typing, not following the link or opening the question the text sits in.
      event.preventDefault();
      event.stopPropagation();
      if (active?.element !== marked) begin(marked, { x: event.clientX, y: event.clientY });
    };

    const onInput = (event: Event) => {
      if (!active || event.target !== active.element) return;
      const value = valueOf(active.element);
      if (value === null) return;
      tellStudio({
        type: 'edit-text',
        path: active.path,
        value,
        typedAt: performance.timeOrigin + event.timeStamp,
      });
      placeHint();
    };

    const move = (step: 1 | -1) => {
      if (!active) return;
      const all = [...document.querySelectorAll<HTMLElement>(MARKED)];
      const next = all[all.indexOf(active.element) + step];
      if (next) {
        next.scrollIntoView({ block: 'nearest' });
        begin(next);
      } else end();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!active || event.target !== active.element) return;
      const wanted = historyKey(event);
      if (wanted) {
        event.preventDefault();
        end();
        tellStudio({ type: 'history', direction: wanted });
      } else if (event.key === 'Enter' && !(event.shiftKey && active.multiline)) {
        event.preventDefault();
        end();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        const { element, path, start } = active;
        element.textContent = start;
        const value = valueOf(element);
        if (value !== null)
          tellStudio({
            type: 'edit-text',
            path,
            value,
            typedAt: performance.timeOrigin + event.timeStamp,
          });
        end();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        move(event.shiftKey ? -1 : 1);
      }
    };

    const onFocusOut = (event: FocusEvent) => {
      if (active && event.target === active.element) end();
    };

    document.addEventListener('click', onClick, true);
    document.addEventListener('input', onInput);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('message', onHint);
    window.addEventListener('scroll', placeHint, true);
    return () => {
      end();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('input', onInput);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('message', onHint);
      window.removeEventListener('scroll', placeHint, true);
      style.remove();
      hint.remove();
    };
  }, [on, tellStudio]);
}
