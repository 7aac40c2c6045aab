/**
 * Sign-in throttling, per account and per address, kept in the database (a restart changes
 * nothing). Each key may fail `freeFailures` times; from then on every failure locks it for a
 * while, doubling from `firstLockoutSeconds` up to `maxLockoutSeconds`. Failures are forgotten
 * `windowSeconds` after the last one (or after the last lockout ends). An address gets more
 * tries than an account, since an office shares one address. A success clears the account's
 * count but not the address's: one good password must not buy an attacker new guesses at others.
 */
import { isIPv6 } from 'node:net';
import type { Client } from '@libsql/client';
import type { UnixMs } from '../db/rows.ts';
import {
  clearFailures,
  lockedUntil,
  recordFailure,
  type LockoutRule,
} from '../db/sign-in-attempts.ts';

export interface LockoutPolicy {
  freeFailures: number;
  windowSeconds: number;
  firstLockoutSeconds: number;
  maxLockoutSeconds: number;
}

export interface ThrottlePolicy {
  account: LockoutPolicy;
  address: LockoutPolicy;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  account: {
    freeFailures: 5,
    windowSeconds: 15 * 60,
    firstLockoutSeconds: 30,
    maxLockoutSeconds: 15 * 60,
  },
  address: {
    freeFailures: 20,
    windowSeconds: 15 * 60,
    firstLockoutSeconds: 30,
    maxLockoutSeconds: 15 * 60,
  },
};

function ruleOf(policy: LockoutPolicy): LockoutRule {
  return {
    freeFailures: policy.freeFailures,
    windowMs: policy.windowSeconds * 1000,
    firstLockoutMs: policy.firstLockoutSeconds * 1000,
    maxLockoutMs: policy.maxLockoutSeconds * 1000,
  };
}

/**
 * The address as a throttling key. An IPv4 address counts alone; an IPv6 address by its /64
 * network, since one machine is usually given a whole /64 and could otherwise change address
 * for every guess.
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '')
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(address)) return `address:${address || 'unknown'}`;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `address:${network.join(':')}::/64`;
}

export function accountKey(email: string): string {
  return `account:${email}`;
}

/** Seconds until this account and address may try again; 0 when they may now. */
export async function retryAfterSeconds(
  db: Client,
  who: { email: string; ip: string | undefined },
  at: UnixMs,
): Promise<number> {
  const until = Math.max(
    await lockedUntil(db, accountKey(who.email)),
    await lockedUntil(db, addressKey(who.ip)),
  );
  return until > at ? Math.ceil((until - at) / 1000) : 0;
}

/** Counts a failed sign-in against both keys. */
export async function recordSignInFailure(
  db: Client,
  who: { email: string; ip: string | undefined },
  at: UnixMs,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): Promise<void> {
  await recordFailure(db, accountKey(who.email), ruleOf(policy.account), at);
  await recordFailure(db, addressKey(who.ip), ruleOf(policy.address), at);
}

export async function clearAccountFailures(db: Client, email: string): Promise<void> {
  await clearFailures(db, accountKey(email));
}
