/**
 * "Forgot password" links: a token in the fragment of /studio/reset, stored hashed; it works
 * once, for an hour; only the newest works; a refused password keeps it; using it ends the
 * person's sessions; a removed person's link does nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TeamAuthError } from '../../../../../src/studio/team/auth/errors.ts';
import {
  completePasswordReset,
  issuePasswordReset,
} from '../../../../../src/studio/team/auth/password-reset.ts';
import { sessionsOfUser } from '../../../../../src/studio/team/db/sessions.ts';
import { CLI_ACTOR, HOUR, MINUTE, member, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
beforeEach(async () => {
  fixture = await teamFixture();
});
afterEach(() => fixture.cleanup());

const publicUrl = new URL('https://studio.example.com');
const NEW_PASSWORD = 'a brand new password';

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TeamAuthError);
  return (error as TeamAuthError).code;
}

const tokenOf = (link: string) => link.split('#')[1]!;

describe('password resets', () => {
  it('sets the password once through a link in the fragment, stored hashed, and ends the sessions', async () => {
    const dee = await member(fixture, 'dee@example.com', 'editor');
    const db = fixture.database.client;
    const { link } = await issuePasswordReset(db, dee.user.id, {
      publicUrl,
      at: fixture.clock.now(),
    });
    expect(link).toMatch(/^https:\/\/studio\.example\.com\/studio\/reset#[A-Za-z0-9_-]{43}$/);
    const stored = await db.execute('SELECT token_hash FROM password_resets');
    expect(JSON.stringify(stored.rows)).not.toContain(tokenOf(link));
    expect(await sessionsOfUser(db, dee.user.id)).toHaveLength(1);

    const user = await completePasswordReset(
      db,
      { token: tokenOf(link), password: NEW_PASSWORD },
      fixture.clock.now(),
    );
    expect(user.email).toBe('dee@example.com');
    expect(await sessionsOfUser(db, dee.user.id)).toEqual([]);
    const signIn = await fixture.auth.signIn({
      email: 'dee@example.com',
      password: NEW_PASSWORD,
      ip: '203.0.113.1',
    });
    expect(signIn.ok).toBe(true);
    expect(
      await refusal(
        completePasswordReset(
          db,
          { token: tokenOf(link), password: 'another password' },
          fixture.clock.now(),
        ),
      ),
    ).toBe('reset-used');
  });

  it('expires after an hour, voids an older link, keeps a link whose password was refused', async () => {
    const dee = await member(fixture, 'dee@example.com', 'editor');
    const db = fixture.database.client;
    const at = fixture.clock.now();
    const first = await issuePasswordReset(db, dee.user.id, { publicUrl, at });
    const second = await issuePasswordReset(db, dee.user.id, { publicUrl, at });
    expect(
      await refusal(
        completePasswordReset(db, { token: tokenOf(first.link), password: NEW_PASSWORD }, at),
      ),
    ).toBe('reset-used');
    expect(
      await refusal(
        completePasswordReset(db, { token: tokenOf(second.link), password: 'short' }, at),
      ),
    ).toBe('password-too-short');
    expect(
      await refusal(
        completePasswordReset(
          db,
          { token: tokenOf(second.link), password: NEW_PASSWORD },
          at + HOUR,
        ),
      ),
    ).toBe('reset-expired');
    const third = await issuePasswordReset(db, dee.user.id, { publicUrl, at });
    await completePasswordReset(
      db,
      { token: tokenOf(third.link), password: NEW_PASSWORD },
      at + 59 * MINUTE,
    );
    expect(
      await refusal(
        completePasswordReset(db, { token: 'x'.repeat(43), password: NEW_PASSWORD }, at),
      ),
    ).toBe('reset-unknown');
  });

  it('does nothing for a person removed after the link was sent', async () => {
    const dee = await member(fixture, 'dee@example.com', 'editor');
    const db = fixture.database.client;
    const { link } = await issuePasswordReset(db, dee.user.id, {
      publicUrl,
      at: fixture.clock.now(),
    });
    await fixture.auth.removeUser({ user: { email: 'dee@example.com' }, by: CLI_ACTOR });
    expect(
      await refusal(
        completePasswordReset(
          db,
          { token: tokenOf(link), password: NEW_PASSWORD },
          fixture.clock.now(),
        ),
      ),
    ).toBe('reset-used');
    const signIn = await fixture.auth.signIn({
      email: 'dee@example.com',
      password: NEW_PASSWORD,
      ip: '203.0.113.1',
    });
    expect(signIn.ok).toBe(false);
  });
});
