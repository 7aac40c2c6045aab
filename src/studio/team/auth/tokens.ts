/**
 * Random secrets and their digests. Tokens are base64url (no padding) of random bytes from the
 * system's CSPRNG. A token with that much entropy needs no slow hash: SHA-256 is enough to make
 * a leaked database useless for signing in, and it is compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes as base64url: 18 bytes → 24 characters (144 bits). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** The exact base64url text of `bytes` bytes, so a decoder's leniency never widens what is accepted. */
export function isBase64urlOf(text: string, bytes: number): boolean {
  const length = Math.ceil((bytes * 8) / 6);
  return text.length === length && /^[A-Za-z0-9_-]+$/.test(text);
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Constant-time equality of two byte strings (false for different lengths). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
