/**
 * What the team studio's server uses of accounts: sign-in, the session of a request, sign-out,
 * invitations and changes to the team, each recorded in the audit log. Roles are checked by the
 * caller, once per request, with roles.ts; this layer trusts that `by` was allowed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Client } from '@libsql/client';
import { latestInvitations } from '../db/invitations.ts';
import type { UnixMs } from '../db/rows.ts';
import { deleteExpiredSessions, deleteSession } from '../db/sessions.ts';
import { pruneAttempts } from '../db/sign-in-attempts.ts';
import { writeSetting } from '../db/settings.ts';
import {
  countActiveAdmins,
  listUsers,
  markRemoved,
  passwordHashOf,
  setRole,
  userByEmail,
  userById,
  type User,
} from '../db/users.ts';
import type { AuditFilter } from '../db/audit.ts';
import { isSecureUrl } from '../public-url.ts';
import { exportAuditJson, listAudit, record, type Actor, type AuditEntry } from './audit.ts';
import {
  clearedSessionCookieHeader,
  readCookie,
  sessionCookieHeader,
  sessionCookieName,
} from './cookies.ts';
import { csrfTokenFor } from './csrf.ts';
import { normalizeEmail } from './emails.ts';
import { TeamAuthError } from './errors.ts';
import {
  acceptInvitation,
  invitationFacts,
  checkRole,
  INVITATION_LIFETIME_SECONDS,
  inviteUser,
  type Invitation,
} from './invitations.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { allowedActions, type Action } from './roles.ts';
import {
  createSession,
  DEFAULT_SESSION_POLICY,
  invalidateSessionToken,
  validateSessionToken,
  type Session,
  type SessionPolicy,
} from './sessions.ts';
import {
  clearAccountFailures,
  DEFAULT_THROTTLE_POLICY,
  recordSignInFailure,
  retryAfterSeconds,
  type ThrottlePolicy,
} from './throttle.ts';

export interface TeamAuthOptions {
  db: Client;
  publicUrl: URL;
  /** The clock, Unix milliseconds; tests pass their own. */
  now?: () => UnixMs;
  sessionPolicy?: SessionPolicy;
  throttlePolicy?: ThrottlePolicy;
  invitationLifetimeSeconds?: number;
}

/** A request's signed-in person. */
export interface SignedIn {
  user: User;
  session: Session;
  /** Send it to the app; it must come back in `X-Studio-Token` on every write (csrf.ts). */
  csrfToken: string;
  /** What the person's role may do (roles.ts), for the app to hide the rest. */
  allowedActions: Action[];
}

/** A new session: `setCookie` is the `Set-Cookie` header value to send with the answer. */
export interface NewSession extends SignedIn {
  token: string;
  setCookie: string;
}

/** The one message for a wrong e-mail and a wrong password alike (no account is revealed). */
export const WRONG_CREDENTIALS_MESSAGE = 'That e-mail and password do not match an account.';

export type SignInResult =
  | ({ ok: true } & NewSession)
  | { ok: false; reason: 'wrong-credentials'; message: string }
  | { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number };

export type UserRef = { id: string } | { email: string };

export type MemberStatus = 'active' | 'invited' | 'invitation-expired' | 'removed';

export interface Member extends User {
  status: MemberStatus;
  /** The newest invitation's expiry, while it is open. */
  invitationExpiresAt: UnixMs | null;
}

/** Sign-in failures and lockouts over a day old are deleted by `housekeeping`. */
const FORGET_ATTEMPTS_AFTER_MS = 24 * 60 * 60 * 1000;

export function actorOf(user: User): Actor {
  return { userId: user.id, email: user.email };
}

export type TeamAuth = ReturnType<typeof createTeamAuth>;

export function createTeamAuth(options: TeamAuthOptions) {
  const { db, publicUrl } = options;
  const now = options.now ?? Date.now;
  const sessionPolicy = options.sessionPolicy ?? DEFAULT_SESSION_POLICY;
  const throttlePolicy = options.throttlePolicy ?? DEFAULT_THROTTLE_POLICY;
  const secure = isSecureUrl(publicUrl);

  const audit = (entry: AuditEntry) => record(db, entry, now());

  function signedIn(user: User, session: Session, secret: string): SignedIn {
    return {
      user,
      session,
      csrfToken: csrfTokenFor(secret),
      allowedActions: allowedActions(user.role),
    };
  }

  /** A new session for `user`, ending the one the browser held (`currentToken`), if any. */
  async function startSession(user: User, currentToken: string | undefined): Promise<NewSession> {
    const at = now();
    if (currentToken) await invalidateSessionToken(db, currentToken, at, sessionPolicy);
    const { session, token, secret } = await createSession(db, user.id, at, sessionPolicy);
    const maxAgeSeconds = (session.expiresAt - at) / 1000;
    return {
      ...signedIn(user, session, secret),
      token,
      setCookie: sessionCookieHeader(token, { secure, maxAgeSeconds }),
    };
  }

  async function findUser(ref: UserRef): Promise<User> {
    const user =
      'id' in ref ? await userById(db, ref.id) : await userByEmail(db, normalizeEmail(ref.email));
    if (!user || user.removedAt !== null) {
      const name = 'id' in ref ? ref.id : ref.email;
      throw new TeamAuthError('unknown-user', `${name} has no account in this studio.`);
    }
    return user;
  }

  async function refuseLastAdmin(user: User, doing: string): Promise<void> {
    if (user.role === 'admin' && (await countActiveAdmins(db)) <= 1) {
      throw new TeamAuthError(
        'last-admin',
        `${user.email} is the only admin: make someone else an admin before you ${doing}.`,
      );
    }
  }

  /** Deletes expired sessions and long-forgotten sign-in failures; call it now and then. */
  async function housekeeping(): Promise<void> {
    const at = now();
    await deleteExpiredSessions(db, at, sessionPolicy.idleTimeoutSeconds * 1000);
    await pruneAttempts(db, at, FORGET_ATTEMPTS_AFTER_MS);
  }

  return {
    publicUrl,
    secure,
    cookieName: sessionCookieName(secure),

    /**
     * Records the public URL for `studio:user`'s links, clears out expired rows, and makes the
     * decoy hash now, so the first sign-in with an unknown e-mail takes no longer than others.
     */
    async start(): Promise<void> {
      await writeSetting(db, 'public-url', publicUrl.origin);
      await housekeeping();
      await verifyAgainstDecoy('');
    },

    housekeeping,

    async signIn(request: {
      email: string;
      password: string;
      ip: string | undefined;
      /** The session cookie the browser sent, if any: it is ended, never reused. */
      currentToken?: string;
    }): Promise<SignInResult> {
      const typed = request.email.trim().toLowerCase().slice(0, 254);
      const ip = request.ip;
      const wait = await retryAfterSeconds(db, { email: typed, ip }, now());
      if (wait > 0) {
        await audit({
          actor: { userId: null, email: typed },
          action: 'sign-in-failed',
          detail: { reason: 'throttled', retryAfterSeconds: wait },
          ip,
        });
        return {
          ok: false,
          reason: 'throttled',
          retryAfterSeconds: wait,
          message: `Too many failed sign-ins: try again in ${wait} seconds.`,
        };
      }
      let email: string | null = null;
      try {
        email = normalizeEmail(request.email);
      } catch {
        email = null;
      }
      const account = email === null ? null : await passwordHashOf(db, email);
      const valid = account
        ? await verifyPassword(account.hash, request.password)
        : await verifyAgainstDecoy(request.password);
      if (!account || !valid) {
        await recordSignInFailure(db, { email: typed, ip }, now(), throttlePolicy);
        await audit({
          actor: { userId: account?.user.id ?? null, email: typed },
          action: 'sign-in-failed',
          detail: { reason: 'wrong-credentials' },
          ip,
        });
        return { ok: false, reason: 'wrong-credentials', message: WRONG_CREDENTIALS_MESSAGE };
      }
      await clearAccountFailures(db, account.user.email);
      const started = await startSession(account.user, request.currentToken);
      await audit({ actor: actorOf(account.user), action: 'sign-in', ip });
      return { ok: true, ...started };
    },

    /** The signed-in person a session cookie value names, or null (never throws). */
    async validateSession(token: string | undefined): Promise<SignedIn | null> {
      const valid = await validateSessionToken(db, token, now(), sessionPolicy);
      if (!valid) return null;
      const user = await userById(db, valid.session.userId);
      // Removal deletes the sessions; this also covers a row written around it.
      if (!user || user.removedAt !== null) {
        await deleteSession(db, valid.session.id);
        return null;
      }
      return signedIn(user, valid.session, valid.secret);
    },

    /** The session cookie's value in a request's headers. */
    tokenOf(headers: IncomingHttpHeaders): string | undefined {
      return readCookie(headers.cookie, sessionCookieName(secure));
    },

    /** Ends the session (if the token is genuine) and returns the header that clears the cookie. */
    async signOut(
      token: string | undefined,
      ip: string | undefined,
    ): Promise<{ setCookie: string }> {
      const ended = await invalidateSessionToken(db, token, now(), sessionPolicy);
      if (ended) {
        const user = await userById(db, ended.userId);
        if (user) await audit({ actor: actorOf(user), action: 'sign-out', ip });
      }
      return { setCookie: clearedSessionCookieHeader(secure) };
    },

    /** Invites a person (see invitations.ts); the link is for the inviter to pass on. */
    async invite(request: {
      email: string;
      role: string;
      name?: string;
      by: Actor;
      ip?: string;
      /** Sent again to someone invited before (invite-again.ts): the audit entry says so. */
      again?: boolean;
    }): Promise<Invitation> {
      const invitation = await inviteUser(
        db,
        {
          email: request.email,
          role: request.role,
          name: request.name,
          invitedBy: request.by.userId,
        },
        {
          publicUrl,
          at: now(),
          lifetimeSeconds: options.invitationLifetimeSeconds ?? INVITATION_LIFETIME_SECONDS,
        },
      );
      await audit({
        actor: request.by,
        action: 'user-invite',
        detail: {
          email: invitation.user.email,
          role: invitation.user.role,
          userId: invitation.user.id,
          ...(request.again && { again: true }),
        },
        ip: request.ip,
      });
      return invitation;
    },

    /** Whom a usable invitation is for (its page names the e-mail and the role). */
    invitationFacts: (token: string) => invitationFacts(db, token, now()),

    /** Sets the invited person's password and signs them in (a new session). */
    async acceptInvitation(request: {
      token: string;
      password: string;
      name?: string;
      ip: string | undefined;
      currentToken?: string;
    }): Promise<NewSession> {
      const user = await acceptInvitation(db, request, now());
      await audit({ actor: actorOf(user), action: 'invitation-accepted', ip: request.ip });
      const started = await startSession(user, request.currentToken);
      await audit({
        actor: actorOf(user),
        action: 'sign-in',
        detail: { via: 'invitation' },
        ip: request.ip,
      });
      return started;
    },

    /** Changes a role; the person's sessions end, so they sign in again under the new one. */
    async changeRole(request: {
      user: UserRef;
      role: string;
      by: Actor;
      ip?: string;
    }): Promise<User> {
      const role = checkRole(request.role);
      const user = await findUser(request.user);
      if (user.role === role) return user;
      if (role !== 'admin') await refuseLastAdmin(user, `change ${user.email}'s role`);
      await setRole(db, user.id, role);
      await audit({
        actor: request.by,
        action: 'user-role',
        detail: { email: user.email, userId: user.id, from: user.role, to: role },
        ip: request.ip,
      });
      return (await userById(db, user.id))!;
    },

    /** Removes a person: they can no longer sign in, their sessions and open links end. */
    async removeUser(request: { user: UserRef; by: Actor; ip?: string }): Promise<User> {
      const user = await findUser(request.user);
      await refuseLastAdmin(user, `remove ${user.email}`);
      await markRemoved(db, user.id, now());
      await audit({
        actor: request.by,
        action: 'user-remove',
        detail: { email: user.email, userId: user.id, role: user.role },
        ip: request.ip,
      });
      return (await userById(db, user.id))!;
    },

    /** The team, oldest first, each with where they stand. */
    async listUsers(query: { includeRemoved?: boolean } = {}): Promise<Member[]> {
      const at = now();
      const invitations = await latestInvitations(db);
      return (await listUsers(db, query)).map((user) => {
        const invitation = invitations.get(user.id);
        const open = invitation && invitation.usedAt === null && invitation.expiresAt > at;
        const status: MemberStatus =
          user.removedAt !== null
            ? 'removed'
            : user.hasPassword
              ? 'active'
              : open
                ? 'invited'
                : 'invitation-expired';
        return { ...user, status, invitationExpiresAt: open ? invitation.expiresAt : null };
      });
    },

    /** Records an event of the workflow (save, submit, approve, publish, …) at the clock's now. */
    record: audit,

    listAudit: (query: AuditFilter & { limit?: number; before?: number } = {}) =>
      listAudit(db, query),

    exportAudit: (filter: AuditFilter = {}) => exportAuditJson(db, filter, now()),
  };
}
