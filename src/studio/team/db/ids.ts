/** Random identifiers for rows. Lower-case hex, so they are safe in branch names and logs. */
import { randomBytes } from 'node:crypto';

/** `u_3f9c0a…`: 64 random bits, unique by the primary key. */
export function newUserId(): string {
  return `u_${randomBytes(8).toString('hex')}`;
}

/** The short id a draft's branch ends with (`studio/<slug>-<id>`): 40 random bits. */
export function newDraftId(): string {
  return randomBytes(5).toString('hex');
}
