/** E-mail addresses as account names: trimmed, lower-cased, plausibly an address. */
import { TeamAuthError } from './errors.ts';

/** RFC 5321's limit on a whole address. */
const MAX_EMAIL_LENGTH = 254;

/**
 * `" Alice@Example.com "` → `"alice@example.com"`. Not a full RFC 5322 parser (nobody is helped
 * by quoted local parts here); it refuses what cannot be an address someone reads mail at: no
 * `@`, spaces, an empty side, no dot in the domain.
 */
export function normalizeEmail(input: string): string {
  const email = input.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const plausible =
    email.length <= MAX_EMAIL_LENGTH &&
    !/[\s<>(),;:"[\]\\]/.test(email) &&
    at > 0 &&
    at === email.indexOf('@') &&
    /^[^.@]+(\.[^.@]+)+$/.test(email.slice(at + 1));
  if (!plausible) {
    throw new TeamAuthError(
      'bad-email',
      `"${input}" is not an e-mail address like name@example.com.`,
    );
  }
  return email;
}
