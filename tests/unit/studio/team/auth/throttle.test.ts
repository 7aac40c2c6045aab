/**
 * Sign-in throttling per account and per address: five failures lock an account for 30 s,
 * doubling with each further failure; twenty lock an address; the counts live in the database and
 * survive a restart; a success clears the account's count only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addressKey,
  DEFAULT_THROTTLE_POLICY,
} from '../../../../../src/studio/team/auth/throttle.ts';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../../../src/studio/team/auth/team-auth.ts';
import { member, MINUTE, SECOND, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
let password: string;
beforeEach(async () => {
  fixture = await teamFixture();
  ({ password } = await member(fixture, 'eve@example.com', 'editor'));
  await member(fixture, 'fay@example.com', 'editor', password);
});
afterEach(() => fixture.cleanup());

const attempt = (email: string, pass: string, ip: string) =>
  fixture.auth.signIn({ email, password: pass, ip });

async function fail(times: number, email: string, ip: (index: number) => string) {
  for (let index = 0; index < times; index += 1) {
    const result = await attempt(email, 'wrong password', ip(index));
    expect(result).toEqual({
      ok: false,
      reason: 'wrong-credentials',
      message: WRONG_CREDENTIALS_MESSAGE,
    });
  }
}

describe('sign-in throttling', () => {
  it('has its numbers written out', () => {
    expect(DEFAULT_THROTTLE_POLICY).toEqual({
      account: {
        freeFailures: 5,
        windowSeconds: 900,
        firstLockoutSeconds: 30,
        maxLockoutSeconds: 900,
      },
      address: {
        freeFailures: 20,
        windowSeconds: 900,
        firstLockoutSeconds: 30,
        maxLockoutSeconds: 900,
      },
    });
  });

  it('locks an account after 5 failures from any addresses, doubling the wait, even for the right password', async () => {
    await fail(4, 'eve@example.com', (i) => `192.0.2.${i + 1}`);
    // Four failures: the right password still works … and clears the count.
    expect((await attempt('eve@example.com', password, '192.0.2.50')).ok).toBe(true);
    await fail(5, 'eve@example.com', (i) => `192.0.2.${i + 1}`);
    const locked = await attempt('eve@example.com', password, '192.0.2.99');
    expect(locked).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterSeconds: 30,
      message: 'Too many failed sign-ins: try again in 30 seconds.',
    });
    // Another account from the same addresses is not affected.
    expect((await attempt('fay@example.com', password, '192.0.2.1')).ok).toBe(true);
    fixture.clock.advance(30 * SECOND);
    await fail(1, 'eve@example.com', () => '192.0.2.7');
    expect(await attempt('eve@example.com', password, '192.0.2.99')).toMatchObject({
      retryAfterSeconds: 60,
    });
    fixture.clock.advance(60 * SECOND);
    await fail(1, 'eve@example.com', () => '192.0.2.7');
    expect(await attempt('eve@example.com', password, '192.0.2.99')).toMatchObject({
      retryAfterSeconds: 120,
    });
    fixture.clock.advance(120 * SECOND);
    expect((await attempt('eve@example.com', password, '192.0.2.99')).ok).toBe(true);
    // The success cleared the account: four more failures lock nothing.
    await fail(4, 'eve@example.com', () => '192.0.2.8');
    expect((await attempt('eve@example.com', password, '192.0.2.99')).ok).toBe(true);
  });

  it('locks an address after 20 failures over any accounts, and keeps it locked after a success elsewhere', async () => {
    for (let index = 0; index < 20; index += 1) {
      await fail(1, `nobody${index}@example.com`, () => '198.51.100.7');
    }
    const locked = await attempt('eve@example.com', password, '198.51.100.7');
    expect(locked).toMatchObject({ ok: false, reason: 'throttled', retryAfterSeconds: 30 });
    // Another address is free; its success does not clear the locked address.
    expect((await attempt('eve@example.com', password, '198.51.100.8')).ok).toBe(true);
    expect(await attempt('fay@example.com', password, '198.51.100.7')).toMatchObject({
      reason: 'throttled',
    });
  });

  it('counts an unknown e-mail like a known one (no account is revealed)', async () => {
    await fail(5, 'ghost@example.com', () => '192.0.2.1');
    expect(await attempt('ghost@example.com', 'anything at all', '192.0.2.2')).toMatchObject({
      reason: 'throttled',
    });
  });

  it('forgets failures 15 minutes after the last one', async () => {
    await fail(4, 'eve@example.com', () => '192.0.2.1');
    fixture.clock.advance(15 * MINUTE + SECOND);
    await fail(4, 'eve@example.com', () => '192.0.2.1');
    expect((await attempt('eve@example.com', password, '192.0.2.1')).ok).toBe(true);
  });

  it('keeps counts and lockouts across a restart', async () => {
    await fail(5, 'eve@example.com', () => '192.0.2.1');
    await fixture.reopen();
    expect(await attempt('eve@example.com', password, '192.0.2.2')).toMatchObject({
      reason: 'throttled',
      retryAfterSeconds: 30,
    });
    await fixture.reopen();
    fixture.clock.advance(30 * SECOND);
    expect((await attempt('eve@example.com', password, '192.0.2.2')).ok).toBe(true);
  });

  it('counts an IPv6 address by its /64 network, an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('address:0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.4')).toBe('address:192.0.2.4');
    expect(addressKey('192.0.2.4')).toBe('address:192.0.2.4');
    expect(addressKey(undefined)).toBe('address:unknown');
  });
});
