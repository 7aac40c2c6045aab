/** Offsets in a text and the 1-based lines and columns people read. */

/** The offset of a 1-based line and column in `text` (the end when past it). */
export function offsetOf(text: string, line: number, column: number) {
  let offset = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

export function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
