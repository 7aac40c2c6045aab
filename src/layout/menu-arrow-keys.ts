/**
 * Arrow keys inside a menu panel, as in the WAI-ARIA disclosure navigation pattern (the menus
 * are a toggle button and a list of links, not role=menu): Down and Up move to the next and
 * previous link (wrapping), Home and End to the first and last. Tab still leaves the panel.
 */
import { focusablesIn } from './focusables.ts';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Moves focus among the panel's focusable items for an arrow, Home or End key; true if handled. */
export function moveFocusInPanel(panel: HTMLElement | null, key: string): boolean {
  const move = moves[key];
  if (!panel || !move) return false;
  const items = focusablesIn(panel);
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next =
    current === -1
      ? key === 'ArrowUp' || key === 'End'
        ? items.length - 1
        : 0
      : move(current, items.length);
  items[next]!.focus();
  return true;
}
