/**
 * The facade the server uses: sign-in's answers, the session a cookie names (with the CSRF token
 * and what the role may do), the team's changes and their guards, and a restart that keeps it all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TeamAuthError } from '../../../../../src/studio/team/auth/errors.ts';
import { csrfTokenFor } from '../../../../../src/studio/team/auth/csrf.ts';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../../../src/studio/team/auth/team-auth.ts';
import { readSetting } from '../../../../../src/studio/team/db/settings.ts';
import { CLI_ACTOR, HOUR, member, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
beforeEach(async () => {
  fixture = await teamFixture();
});
afterEach(() => fixture.cleanup());

describe('TeamAuth', () => {
  it('signs in with a Set-Cookie, and names the person, their CSRF token and allowed actions', async () => {
    const { password } = await member(fixture, 'ivy@example.com', 'reviewer');
    const result = await fixture.auth.signIn({
      email: ' Ivy@Example.COM ',
      password,
      ip: '192.0.2.1',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.setCookie).toBe(
      `__Host-studio_session=${result.token}; Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Strict; Secure`,
    );
    const signedIn = await fixture.auth.validateSession(
      fixture.auth.tokenOf({ cookie: `other=1; __Host-studio_session=${result.token}` }),
    );
    expect(signedIn?.user).toMatchObject({ email: 'ivy@example.com', role: 'reviewer' });
    expect(signedIn?.allowedActions).toEqual([
      'files.read',
      'preview.read',
      'deploys.read',
      'draft.review',
      'leads.counts',
      'mail.choices',
    ]);
    expect(signedIn?.csrfToken).toBe(csrfTokenFor(result.token.split('.')[1]!));
    expect(signedIn?.csrfToken).toBe(result.csrfToken);
    expect(await fixture.auth.validateSession(undefined)).toBeNull();
  });

  it('answers a wrong e-mail and a wrong password with the same message', async () => {
    const { password } = await member(fixture, 'ivy@example.com', 'editor');
    const wrongPassword = await fixture.auth.signIn({
      email: 'ivy@example.com',
      password: 'nope nope',
      ip: undefined,
    });
    const wrongEmail = await fixture.auth.signIn({
      email: 'ivan@example.com',
      password,
      ip: undefined,
    });
    const notAnEmail = await fixture.auth.signIn({ email: 'ivy', password, ip: undefined });
    const invitedOnly = await fixture.auth.invite({
      email: 'new@example.com',
      role: 'editor',
      by: CLI_ACTOR,
    });
    const pending = await fixture.auth.signIn({
      email: invitedOnly.user.email,
      password,
      ip: undefined,
    });
    for (const answer of [wrongPassword, wrongEmail, notAnEmail, pending]) {
      expect(answer).toEqual({
        ok: false,
        reason: 'wrong-credentials',
        message: WRONG_CREDENTIALS_MESSAGE,
      });
    }
  });

  it('keeps people, sessions and invitations across a restart', async () => {
    const kim = await member(fixture, 'kim@example.com', 'publisher');
    const pending = await fixture.auth.invite({
      email: 'lee@example.com',
      role: 'editor',
      by: CLI_ACTOR,
    });
    await fixture.auth.start();
    await fixture.reopen();
    const signedIn = await fixture.auth.validateSession(kim.token);
    expect(signedIn?.user).toMatchObject({ email: 'kim@example.com', role: 'publisher' });
    expect((await fixture.auth.listUsers()).map((m) => [m.email, m.status])).toEqual([
      ['kim@example.com', 'active'],
      ['lee@example.com', 'invited'],
    ]);
    expect(await readSetting(fixture.database.client, 'public-url')).toBe(
      'https://studio.example.com',
    );
    await fixture.auth.acceptInvitation({
      token: pending.token,
      password: 'lee’s password',
      ip: undefined,
    });
    const again = await fixture.auth.signIn({
      email: 'kim@example.com',
      password: kim.password,
      ip: undefined,
    });
    expect(again.ok).toBe(true);
  });

  it('will not remove or demote the last admin', async () => {
    await member(fixture, 'root@example.com', 'admin');
    const refused = await fixture.auth
      .changeRole({ user: { email: 'root@example.com' }, role: 'editor', by: CLI_ACTOR })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TeamAuthError);
    expect((refused as TeamAuthError).code).toBe('last-admin');
    await expect(
      fixture.auth.removeUser({ user: { email: 'root@example.com' }, by: CLI_ACTOR }),
    ).rejects.toThrow('root@example.com is the only admin');
    await member(fixture, 'second@example.com', 'admin');
    const removed = await fixture.auth.removeUser({
      user: { email: 'root@example.com' },
      by: CLI_ACTOR,
    });
    expect(removed.removedAt).toBe(fixture.clock.now());
    await expect(
      fixture.auth.changeRole({
        user: { email: 'root@example.com' },
        role: 'admin',
        by: CLI_ACTOR,
      }),
    ).rejects.toThrow('root@example.com has no account in this studio.');
  });

  it('lists the team with where each stands, removed people only when asked', async () => {
    await member(fixture, 'a@example.com', 'admin');
    await fixture.auth.invite({ email: 'b@example.com', role: 'editor', by: CLI_ACTOR });
    fixture.clock.advance(HOUR);
    await fixture.auth.invite({ email: 'c@example.com', role: 'reviewer', by: CLI_ACTOR });
    await member(fixture, 'd@example.com', 'publisher');
    await fixture.auth.removeUser({ user: { email: 'd@example.com' }, by: CLI_ACTOR });
    fixture.clock.advance(71 * HOUR);
    const members = await fixture.auth.listUsers({ includeRemoved: true });
    expect(members.map((m) => [m.email, m.role, m.status])).toEqual([
      ['a@example.com', 'admin', 'active'],
      ['b@example.com', 'editor', 'invitation-expired'],
      ['c@example.com', 'reviewer', 'invited'],
      ['d@example.com', 'publisher', 'removed'],
    ]);
    expect(members[2]!.invitationExpiresAt).toBe(fixture.clock.now() + HOUR);
    expect((await fixture.auth.listUsers()).map((m) => m.email)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('drops expired sessions when it tidies up', async () => {
    const mo = await member(fixture, 'mo@example.com', 'editor');
    fixture.clock.advance(9 * HOUR);
    await fixture.auth.housekeeping();
    const rows = await fixture.database.client.execute('SELECT count(*) AS n FROM sessions');
    expect(rows.rows[0]!.n).toBe(0);
    expect(await fixture.auth.validateSession(mo.token)).toBeNull();
  });
});
