/**
 * FNV-1a: a stable 32-bit hash of a text, the same in Node and the browser. For what a text
 * picks (a portrait's features, an island's id prefix), never for what must not collide.
 */
export function textHash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
