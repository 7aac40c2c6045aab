/**
 * Structural sharing: the next value, reusing every part of the previous one that is deeply
 * equal to it. The preview receives a whole new page object on each keystroke; with this, the
 * blocks that did not change keep their props' identity and their memoised components skip.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => shareEqual(previous[index], item));
    const same =
      shared.length === previous.length && shared.every((item, index) => item === previous[index]);
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const shared = Object.fromEntries(
      keys.map((key) => [key, shareEqual(previous[key], next[key])]),
    );
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => key in previous && shared[key] === previous[key]);
    return (same ? previous : shared) as T;
  }
  return next;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
