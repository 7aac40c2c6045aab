/**
 * Leaving the page (closing the tab, reloading) with changes not saved asks first. Warned from
 * the text as typed, not the state's (`text` follows it in a transition, which a tab closed
 * right after a keystroke can beat).
 */
import { useEffect, type RefObject } from 'react';
import type { OpenedFile } from './studio-state.ts';

export function useLeaveGuard(
  dirty: boolean,
  openedRef: RefObject<OpenedFile | null>,
  typedTextRef: RefObject<string>,
) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const file = openedRef.current;
      const typedSinceSave = file !== null && typedTextRef.current !== file.savedText;
      if (!dirty && !typedSinceSave) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, openedRef, typedTextRef]);
}
