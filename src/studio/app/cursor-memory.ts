/**
 * Where the cursor was in each file, for this tab (sessionStorage): a file opened again, or the
 * studio reloaded, puts it back, so the form view reopens on the block being edited rather than
 * on the page's head.
 */
const key = (path: string) => `studio-cursor:${path}`;

export function rememberCursor(path: string, offset: number) {
  try {
    sessionStorage.setItem(key(path), String(offset));
  } catch {
    // A full or disabled storage only loses the place, never the text.
  }
}

/** The cursor's last offset in the file, when one is kept and lies within `text`. */
export function recalledCursor(path: string, text: string): number | null {
  try {
    const offset = Number(sessionStorage.getItem(key(path)) ?? NaN);
    return Number.isInteger(offset) && offset >= 0 && offset <= text.length ? offset : null;
  } catch {
    return null;
  }
}
