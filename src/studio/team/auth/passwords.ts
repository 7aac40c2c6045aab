/**
 * Password hashing with Argon2id, with its parameters written out (OWASP's baseline, as in
 * lucia's example): 19 MiB of memory, 2 passes, 1 lane, a 32-byte hash. The length is checked
 * before hashing, so nobody can make the server hash a megabyte, and verification is the
 * library's own (constant time).
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { TeamAuthError } from './errors.ts';

export const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id; the enum is a `const enum` that isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19456, // KiB
  timeCost: 2,
  parallelism: 1,
  outputLen: 32, // bytes
};

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Unicode normalised (NFC), so the same password typed on two systems that compose "é"
 * differently is the same password. Lengths count characters, not UTF-16 units.
 */
function normalized(password: string): string {
  return password.normalize('NFC');
}

/** Refuses a password outside the bounds, with a message for the person choosing it. */
export function checkPasswordLength(password: string): void {
  const length = [...normalized(password)].length;
  if (length < MIN_PASSWORD_LENGTH) {
    throw new TeamAuthError(
      'password-too-short',
      `A password needs at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).`,
    );
  }
  if (length > MAX_PASSWORD_LENGTH) {
    throw new TeamAuthError(
      'password-too-long',
      `A password may have at most ${MAX_PASSWORD_LENGTH} characters (this one has ${length}).`,
    );
  }
}

export async function hashPassword(password: string): Promise<string> {
  checkPasswordLength(password);
  return hash(normalized(password), ARGON2ID_OPTIONS);
}

/**
 * Whether `password` matches `passwordHash`. False, never an error, for a password out of bounds
 * or a hash the library cannot read.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Nobody's password is longer: no need to spend a hash on finding that out.
  if ([...normalized(password)].length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(passwordHash, normalized(password));
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified against when the e-mail has no account, so a wrong
 * e-mail costs the same time as a wrong password and the answer's timing does not tell which.
 */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hash('decoy password: no account has it', ARGON2ID_OPTIONS);
  await verifyPassword(await decoy, password);
  return false;
}
