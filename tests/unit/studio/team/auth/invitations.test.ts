/**
 * Invitations: a link with a random token in its fragment, stored hashed; it works once, for 72
 * hours; a refused password does not use it up; a new link voids the old one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TeamAuthError } from '../../../../../src/studio/team/auth/errors.ts';
import { INVITATION_LIFETIME_SECONDS } from '../../../../../src/studio/team/auth/invitations.ts';
import { CLI_ACTOR, HOUR, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
beforeEach(async () => {
  fixture = await teamFixture();
});
afterEach(() => fixture.cleanup());

const PASSWORD = 'a long enough password';

async function refusedWith(promise: Promise<unknown>): Promise<TeamAuthError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TeamAuthError);
  return error as TeamAuthError;
}

const invite = (email = 'Dee@Example.com', role = 'editor') =>
  fixture.auth.invite({ email, role, name: 'Dee', by: CLI_ACTOR });

describe('invitations', () => {
  it('makes a one-time link in the fragment of /studio/invite, storing only a hash', async () => {
    const invitation = await invite();
    expect(invitation.user).toMatchObject({
      email: 'dee@example.com',
      role: 'editor',
      name: 'Dee',
      hasPassword: false,
    });
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.link).toBe(`https://studio.example.com/studio/invite#${invitation.token}`);
    expect(invitation.expiresAt).toBe(fixture.clock.now() + 72 * HOUR);
    expect(INVITATION_LIFETIME_SECONDS).toBe(72 * 60 * 60);
    const rows = await fixture.database.client.execute('SELECT * FROM invitations');
    const stored = JSON.stringify(
      rows.rows.map((row) =>
        Object.values(row).map((value) =>
          value instanceof ArrayBuffer ? Buffer.from(value).toString('base64url') : value,
        ),
      ),
    );
    expect(stored).not.toContain(invitation.token);
    // Invited, not yet able to sign in with anything.
    const early = await fixture.auth.signIn({
      email: 'dee@example.com',
      password: PASSWORD,
      ip: '192.0.2.1',
    });
    expect(early.ok).toBe(false);
  });

  it('works once: sets the password, signs the person in, then refuses the same link', async () => {
    const invitation = await invite();
    const accepted = await fixture.auth.acceptInvitation({
      token: invitation.token,
      password: PASSWORD,
      name: 'Dee Dee',
      ip: '192.0.2.1',
    });
    expect(accepted.user).toMatchObject({
      email: 'dee@example.com',
      name: 'Dee Dee',
      hasPassword: true,
    });
    expect((await fixture.auth.validateSession(accepted.token))?.user.id).toBe(invitation.user.id);
    const again = await refusedWith(
      fixture.auth.acceptInvitation({
        token: invitation.token,
        password: 'another password!',
        ip: '192.0.2.1',
      }),
    );
    expect(again.code).toBe('invitation-used');
    expect(again.status).toBe(410);
    // The second attempt changed nothing: the first password still signs in.
    const signIn = await fixture.auth.signIn({
      email: 'dee@example.com',
      password: PASSWORD,
      ip: '192.0.2.1',
    });
    expect(signIn.ok).toBe(true);
  });

  it('expires 72 hours after it was made', async () => {
    const first = await invite('early@example.com');
    const second = await invite('late@example.com');
    fixture.clock.advance(72 * HOUR - 1);
    await fixture.auth.acceptInvitation({ token: first.token, password: PASSWORD, ip: undefined });
    fixture.clock.advance(1);
    const expired = await refusedWith(
      fixture.auth.acceptInvitation({ token: second.token, password: PASSWORD, ip: undefined }),
    );
    expect(expired.code).toBe('invitation-expired');
    expect(expired.message).toMatch(/expired .*ask an admin for a new one/);
    const members = await fixture.auth.listUsers();
    expect(members.map((m) => [m.email, m.status])).toEqual([
      ['early@example.com', 'active'],
      ['late@example.com', 'invitation-expired'],
    ]);
  });

  it('refuses an unknown or mangled token, and a bad password without using the link up', async () => {
    const invitation = await invite();
    for (const token of [
      '',
      'nope',
      invitation.token.slice(1),
      `${invitation.token}x`,
      'A'.repeat(43),
    ]) {
      const unknown = await refusedWith(
        fixture.auth.acceptInvitation({ token, password: PASSWORD, ip: undefined }),
      );
      expect(unknown.code).toBe('invitation-unknown');
    }
    const short = await refusedWith(
      fixture.auth.acceptInvitation({ token: invitation.token, password: 'short', ip: undefined }),
    );
    expect(short.code).toBe('password-too-short');
    const accepted = await fixture.auth.acceptInvitation({
      token: invitation.token,
      password: PASSWORD,
      ip: undefined,
    });
    expect(accepted.user.hasPassword).toBe(true);
  });

  it('lets exactly one of two simultaneous acceptances win', async () => {
    const invitation = await invite();
    const results = await Promise.allSettled([
      fixture.auth.acceptInvitation({
        token: invitation.token,
        password: 'first password',
        ip: undefined,
      }),
      fixture.auth.acceptInvitation({
        token: invitation.token,
        password: 'second password',
        ip: undefined,
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as TeamAuthError).code).toBe('invitation-used');
  });

  it('voids the older link when a person is invited again, and refuses an active account', async () => {
    const first = await invite();
    const second = await invite('dee@example.com', 'reviewer');
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.role).toBe('reviewer');
    const stale = await refusedWith(
      fixture.auth.acceptInvitation({ token: first.token, password: PASSWORD, ip: undefined }),
    );
    expect(stale.code).toBe('invitation-used');
    await fixture.auth.acceptInvitation({ token: second.token, password: PASSWORD, ip: undefined });
    const exists = await refusedWith(invite('DEE@example.com'));
    expect(exists.code).toBe('user-exists');
    expect(exists.status).toBe(409);
  });

  it('withdraws a removed person’s open link, and can invite them back', async () => {
    await fixture.auth.invite({ email: 'root@example.com', role: 'admin', by: CLI_ACTOR });
    const invitation = await invite();
    await fixture.auth.removeUser({ user: { email: 'dee@example.com' }, by: CLI_ACTOR });
    const withdrawn = await refusedWith(
      fixture.auth.acceptInvitation({ token: invitation.token, password: PASSWORD, ip: undefined }),
    );
    expect(withdrawn.code).toBe('invitation-used');
    const back = await invite('dee@example.com', 'publisher');
    expect(back.user).toMatchObject({ id: invitation.user.id, role: 'publisher', removedAt: null });
    await fixture.auth.acceptInvitation({ token: back.token, password: PASSWORD, ip: undefined });
  });

  it('refuses a bad e-mail, role or name with a clear message', async () => {
    const email = await refusedWith(
      fixture.auth.invite({ email: 'not-an-address', role: 'editor', by: CLI_ACTOR }),
    );
    expect(email.code).toBe('bad-email');
    expect(email.message).toBe('"not-an-address" is not an e-mail address like name@example.com.');
    const role = await refusedWith(
      fixture.auth.invite({ email: 'a@example.com', role: 'owner', by: CLI_ACTOR }),
    );
    expect(role.message).toBe(
      '"owner" is not a role: use one of editor, reviewer, publisher, admin, sales.',
    );
    const name = await refusedWith(
      fixture.auth.invite({
        email: 'a@example.com',
        role: 'editor',
        name: 'two\nlines',
        by: CLI_ACTOR,
      }),
    );
    expect(name.code).toBe('bad-name');
    expect(await fixture.auth.listUsers()).toEqual([]);
  });
});
