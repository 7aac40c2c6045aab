/**
 * Sessions: `id.secret` tokens whose secret is stored only as a SHA-256; malformed or forged
 * tokens are null; idle expiry slides (written at most every five minutes) under an absolute cap;
 * every sign-in makes a new session and ends the one held; removal and role changes end them.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSession,
  DEFAULT_SESSION_POLICY,
  parseSessionToken,
  validateSessionToken,
} from '../../../../../src/studio/team/auth/sessions.ts';
import { sessionById, sessionsOfUser } from '../../../../../src/studio/team/db/sessions.ts';
import { insertUser, type User } from '../../../../../src/studio/team/db/users.ts';
import { CLI_ACTOR, HOUR, member, MINUTE, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
let user: User;
beforeEach(async () => {
  fixture = await teamFixture();
  user = await insertUser(
    fixture.database.client,
    { email: 'ed@example.com', name: 'Ed', role: 'editor' },
    fixture.clock.now(),
  );
});
afterEach(() => fixture.cleanup());

const policy = DEFAULT_SESSION_POLICY;
const validate = (token: unknown) =>
  validateSessionToken(fixture.database.client, token, fixture.clock.now(), policy);

describe('sessions', () => {
  it('names its limits with their units', () => {
    expect(policy).toEqual({
      idleTimeoutSeconds: 8 * 60 * 60,
      absoluteLifetimeSeconds: 7 * 24 * 60 * 60,
      lastSeenWriteIntervalSeconds: 5 * 60,
    });
  });

  it('issues id.secret of 144 and 256 random bits and stores only the secret’s SHA-256', async () => {
    const { token, secret, session } = await createSession(
      fixture.database.client,
      user.id,
      fixture.clock.now(),
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
    expect(token).toBe(`${session.id}.${secret}`);
    const row = await fixture.database.client.execute('SELECT * FROM sessions');
    expect(row.rows).toHaveLength(1);
    const stored = JSON.stringify(
      Object.values(row.rows[0]!).map((value) =>
        value instanceof ArrayBuffer ? Buffer.from(value).toString('base64url') : value,
      ),
    );
    expect(stored).not.toContain(secret);
    const hash = Buffer.from(row.rows[0]!.secret_hash as ArrayBuffer);
    expect(hash.equals(createHash('sha256').update(secret).digest())).toBe(true);
    const second = await createSession(fixture.database.client, user.id, fixture.clock.now());
    expect(second.token.split('.')[0]).not.toBe(session.id);
    expect(second.secret).not.toBe(secret);
  });

  it('returns null for a malformed, unknown or forged token, and never throws', async () => {
    const { token, session } = await createSession(
      fixture.database.client,
      user.id,
      fixture.clock.now(),
    );
    const [id, secret] = token.split('.') as [string, string];
    const forgedSecret = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const malformed: unknown[] = [
      undefined,
      null,
      42,
      '',
      '.',
      id,
      `${id}.`,
      `.${secret}`,
      `${id}.${secret}.x`,
      `${id}x.${secret}`,
      `${id}.${secret}=`,
      `${id}.${secret.slice(1)}+`,
      `${id.slice(1)}/.${secret}`,
      `${id}\u0000.${secret}`,
      'x'.repeat(100_000),
    ];
    for (const value of malformed) {
      expect(parseSessionToken(value), String(value).slice(0, 80)).toBeNull();
      await expect(validate(value)).resolves.toBeNull();
    }
    // Well-formed but wrong: a forged secret for a real id, and a token the client made up.
    for (const value of [`${id}.${forgedSecret}`, `${'a'.repeat(24)}.${'b'.repeat(43)}`]) {
      expect(parseSessionToken(value)).not.toBeNull();
      await expect(validate(value)).resolves.toBeNull();
    }
    // A forged secret does not end the genuine session either.
    expect(await sessionById(fixture.database.client, session.id)).not.toBeNull();
    expect((await validate(token))?.session.id).toBe(session.id);
  });

  it('ends a session idle for 8 hours, and slides the limit with each request', async () => {
    const { token } = await createSession(fixture.database.client, user.id, fixture.clock.now());
    fixture.clock.advance(7 * HOUR);
    expect(await validate(token)).not.toBeNull();
    // Seven hours after that request, eight after nothing: still alive because it slid.
    fixture.clock.advance(7 * HOUR);
    expect(await validate(token)).not.toBeNull();
    fixture.clock.advance(8 * HOUR);
    expect(await validate(token)).toBeNull();
    // Ended for good: the row is gone.
    expect(await sessionsOfUser(fixture.database.client, user.id)).toEqual([]);
  });

  it('writes the last-seen time at most once per five minutes', async () => {
    const start = fixture.clock.now();
    const { token, session } = await createSession(fixture.database.client, user.id, start);
    const lastSeen = async () =>
      (await sessionById(fixture.database.client, session.id))!.lastSeenAt;
    fixture.clock.advance(4 * MINUTE);
    expect((await validate(token))!.session.lastSeenAt).toBe(start);
    expect(await lastSeen()).toBe(start);
    fixture.clock.advance(MINUTE);
    expect(await validate(token)).not.toBeNull();
    expect(await lastSeen()).toBe(start + 5 * MINUTE);
    fixture.clock.advance(MINUTE);
    expect(await validate(token)).not.toBeNull();
    expect(await lastSeen()).toBe(start + 5 * MINUTE);
  });

  it('ends even a busy session 7 days after sign-in', async () => {
    const start = fixture.clock.now();
    const { token, session } = await createSession(fixture.database.client, user.id, start);
    expect(session.expiresAt).toBe(start + 7 * 24 * HOUR);
    while (fixture.clock.now() < start + 7 * 24 * HOUR - HOUR) {
      fixture.clock.advance(HOUR);
      expect(await validate(token)).not.toBeNull();
    }
    fixture.clock.set(start + 7 * 24 * HOUR);
    expect(await validate(token)).toBeNull();
  });
});

describe('sessions through sign-in', () => {
  it('makes a new session at every sign-in and ends the one the browser held (no fixation)', async () => {
    const ada = await member(fixture, 'ada@example.com', 'editor');
    const first = await fixture.auth.signIn({
      email: 'ada@example.com',
      password: ada.password,
      ip: '198.51.100.1',
    });
    if (!first.ok) throw new Error(first.message);
    // Signing in again while holding a session: a different session, the held one ended.
    const second = await fixture.auth.signIn({
      email: 'ADA@example.com',
      password: ada.password,
      ip: '198.51.100.1',
      currentToken: first.token,
    });
    if (!second.ok) throw new Error(second.message);
    expect(second.token).not.toBe(first.token);
    expect(second.session.id).not.toBe(first.session.id);
    expect(await fixture.auth.validateSession(first.token)).toBeNull();
    expect((await fixture.auth.validateSession(second.token))?.user.email).toBe('ada@example.com');
    // A token the attacker planted (well-formed, never issued) is not adopted at sign-in.
    const planted = `${'p'.repeat(24)}.${'q'.repeat(43)}`;
    const third = await fixture.auth.signIn({
      email: 'ada@example.com',
      password: ada.password,
      ip: '198.51.100.1',
      currentToken: planted,
    });
    if (!third.ok) throw new Error(third.message);
    expect(third.token).not.toBe(planted);
    expect(third.token.split('.')[0]).not.toBe(planted.split('.')[0]);
    expect(await fixture.auth.validateSession(planted)).toBeNull();
  });

  it('ends all of a person’s sessions when they are removed or their role changes', async () => {
    await member(fixture, 'root@example.com', 'admin');
    const bo = await member(fixture, 'bo@example.com', 'editor');
    const other = await fixture.auth.signIn({
      email: 'bo@example.com',
      password: bo.password,
      ip: '198.51.100.2',
    });
    if (!other.ok) throw new Error(other.message);
    expect(await fixture.auth.validateSession(bo.token)).not.toBeNull();
    await fixture.auth.changeRole({
      user: { email: 'bo@example.com' },
      role: 'reviewer',
      by: CLI_ACTOR,
    });
    expect(await fixture.auth.validateSession(bo.token)).toBeNull();
    expect(await fixture.auth.validateSession(other.token)).toBeNull();
    const again = await fixture.auth.signIn({
      email: 'bo@example.com',
      password: bo.password,
      ip: '198.51.100.2',
    });
    if (!again.ok) throw new Error(again.message);
    expect((await fixture.auth.validateSession(again.token))?.user.role).toBe('reviewer');
    await fixture.auth.removeUser({ user: { email: 'bo@example.com' }, by: CLI_ACTOR });
    expect(await fixture.auth.validateSession(again.token)).toBeNull();
    expect(await sessionsOfUser(fixture.database.client, bo.user.id)).toEqual([]);
    const refused = await fixture.auth.signIn({
      email: 'bo@example.com',
      password: bo.password,
      ip: '198.51.100.2',
    });
    expect(refused.ok).toBe(false);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const cy = await member(fixture, 'cy@example.com', 'publisher');
    const { setCookie } = await fixture.auth.signOut(cy.token, '198.51.100.3');
    expect(setCookie).toBe(
      '__Host-studio_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
    expect(await fixture.auth.validateSession(cy.token)).toBeNull();
    expect(await sessionsOfUser(fixture.database.client, cy.user.id)).toEqual([]);
  });
});
