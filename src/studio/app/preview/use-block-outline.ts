/**
 * Outlines the block the editor's cursor is in (and scrolls to it when asked), by styling the
 * element(s) the block rendered: its wrapper has no box of its own.
 */
import { useEffect } from 'react';

const STYLE_ID = 'studio-block-outline';

export function useBlockOutline(index: number | null, scroll: boolean, renderSeq?: number) {
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent =
      index === null
        ? ''
        : `[data-studio-block="${index}"] > * { outline: 3px solid #f59e0b; outline-offset: -3px; }`;
    document
      .querySelectorAll('[data-studio-current]')
      .forEach((element) => element.removeAttribute('data-studio-current'));
    const first =
      index === null ? null : document.querySelector(`[data-studio-block="${index}"] > *`);
    first?.setAttribute('data-studio-current', 'true');
    if (scroll && first) first.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [index, scroll, renderSeq]);
}
