/**
 * Content hashes for the build cache: every key is a sha256 of what the product is made from,
 * never a file's time or size (a CI checkout gives every file a new time). The hashes of the
 * code's files are file-hashes.ts's.
 */
import { createHash } from 'node:crypto';

/** A hash of several parts; each is length-prefixed, so ("ab", "c") and ("a", "bc") differ. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}
