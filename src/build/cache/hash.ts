/**
 * Content hashes for the build cache: every key is a sha256 of what the product is made from,
 * never a file's time or size (a CI checkout gives every file a new time). The hashes of the
 * code's files are file-hashes.ts's.
 */
import { hash } from 'node:crypto';

/**
 * A hash of several parts; each is length-prefixed, so ("ab", "c") and ("a", "bc") differ. In
 * one call of `crypto.hash` (a build after a one-page edit makes a few thousand keys, and a
 * `createHash` object for each cost six times as much).
 */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  if (parts.every((part) => typeof part === 'string'))
    return hash('sha256', parts.map((part) => `${Buffer.byteLength(part)}:${part}`).join(''));
  return hash(
    'sha256',
    Buffer.concat(
      parts.flatMap((part) => {
        const bytes = typeof part === 'string' ? Buffer.from(part) : part;
        return [Buffer.from(`${bytes.length}:`), bytes];
      }),
    ),
  );
}
