/** Argon2id with the written parameters, bounded lengths, and verification that never throws. */
import { hash as argon2Hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { TeamAuthError } from '../../../../../src/studio/team/auth/errors.ts';
import {
  ARGON2ID_OPTIONS,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from '../../../../../src/studio/team/auth/passwords.ts';

async function refusal(password: string): Promise<TeamAuthError> {
  const error = await hashPassword(password).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TeamAuthError);
  return error as TeamAuthError;
}

describe('passwords', () => {
  it('hashes with Argon2id: 19456 KiB, 2 passes, 1 lane, 32 bytes, a fresh salt each time', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(hash)).toMatchObject({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
      outputLen: 32,
    });
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('verifies the right password only, and a hash it cannot read as false', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('refuses a password too short or too long before hashing, with a clear message', async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MAX_PASSWORD_LENGTH).toBe(256);
    const short = await refusal('1234567');
    expect(short.code).toBe('password-too-short');
    expect(short.message).toBe('A password needs at least 8 characters (this one has 7).');
    const long = await refusal('x'.repeat(257));
    expect(long.code).toBe('password-too-long');
    expect(long.message).toBe('A password may have at most 256 characters (this one has 257).');
    await expect(hashPassword('12345678')).resolves.toMatch(/^\$argon2id\$/);
    await expect(hashPassword('x'.repeat(256))).resolves.toMatch(/^\$argon2id\$/);
  });

  it('counts characters, not UTF-16 units, and treats composed and decomposed accents alike', async () => {
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect((await refusal('🔑'.repeat(7))).code).toBe('password-too-short');
    await expect(hashPassword('🔑'.repeat(8))).resolves.toMatch(/^\$argon2id\$/);
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword(hash, 'cafe\u0301 au lait')).toBe(true);
  });

  it('does not even check a password longer than any can be', async () => {
    // A hash of a 257-character password, made behind the bound's back: it never matches.
    const tooLong = 'x'.repeat(MAX_PASSWORD_LENGTH + 1);
    const hash = await argon2Hash(tooLong, ARGON2ID_OPTIONS);
    expect(await verifyPassword(hash, tooLong)).toBe(false);
    expect(await verifyPassword(hash, 'x'.repeat(1_000_000))).toBe(false);
  });
});
