/** The people who may use the team studio. E-mails arrive here already lower-cased. */
import type { Client, Row } from '@libsql/client';
import type { Role } from '../auth/roles.ts';
import { newUserId } from './ids.ts';
import { integer, integerOrNull, text, type UnixMs } from './rows.ts';

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: UnixMs;
  /** Set when an admin removed the person; they can no longer sign in. */
  removedAt: UnixMs | null;
  /** False until the invitation is accepted. The hash itself is read only to check a password. */
  hasPassword: boolean;
}

const COLUMNS =
  'id, email, name, role, created_at, removed_at, password_hash IS NOT NULL AS has_password';

function userOf(row: Row): User {
  return {
    id: text(row, 'id'),
    email: text(row, 'email'),
    name: text(row, 'name'),
    role: text(row, 'role') as Role,
    createdAt: integer(row, 'created_at'),
    removedAt: integerOrNull(row, 'removed_at'),
    hasPassword: integer(row, 'has_password') === 1,
  };
}

export async function insertUser(
  db: Client,
  fields: { email: string; name: string; role: Role },
  at: UnixMs,
): Promise<User> {
  const result = await db.execute({
    sql: `INSERT INTO users (id, email, name, role, created_at) VALUES (?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    args: [newUserId(), fields.email, fields.name, fields.role, at],
  });
  return userOf(result.rows[0]!);
}

export async function userById(db: Client, id: string): Promise<User | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM users WHERE id = ?`, args: [id] });
  return result.rows[0] ? userOf(result.rows[0]) : null;
}

export async function userByEmail(db: Client, email: string): Promise<User | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM users WHERE email = ?`,
    args: [email],
  });
  return result.rows[0] ? userOf(result.rows[0]) : null;
}

/** The Argon2id hash of a person who may sign in (present, not removed), else null. */
export async function passwordHashOf(
  db: Client,
  email: string,
): Promise<{ user: User; hash: string } | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS}, password_hash FROM users
          WHERE email = ? AND removed_at IS NULL AND password_hash IS NOT NULL`,
    args: [email],
  });
  const row = result.rows[0];
  return row ? { user: userOf(row), hash: text(row, 'password_hash') } : null;
}

/** Everyone, oldest first; removed people only when asked. */
export async function listUsers(
  db: Client,
  options: { includeRemoved?: boolean } = {},
): Promise<User[]> {
  const result = await db.execute(
    `SELECT ${COLUMNS} FROM users ${options.includeRemoved ? '' : 'WHERE removed_at IS NULL'}
     ORDER BY created_at, email`,
  );
  return result.rows.map(userOf);
}

/** Admins who are not removed: the last one may be neither removed nor demoted. */
export async function countActiveAdmins(db: Client): Promise<number> {
  const result = await db.execute(
    "SELECT count(*) AS n FROM users WHERE role = 'admin' AND removed_at IS NULL",
  );
  return integer(result.rows[0]!, 'n');
}

/** Changes the role and ends the person's sessions, in one transaction (see auth/sessions.ts). */
export async function setRole(db: Client, id: string, role: Role): Promise<void> {
  await db.batch(
    [
      { sql: 'UPDATE users SET role = ? WHERE id = ?', args: [role, id] },
      { sql: 'DELETE FROM sessions WHERE user_id = ?', args: [id] },
    ],
    'write',
  );
}

/** Removes a person: marks them, ends their sessions and voids their open invitations. */
export async function markRemoved(db: Client, id: string, at: UnixMs): Promise<void> {
  await db.batch(
    [
      {
        sql: 'UPDATE users SET removed_at = ? WHERE id = ? AND removed_at IS NULL',
        args: [at, id],
      },
      { sql: 'DELETE FROM sessions WHERE user_id = ?', args: [id] },
      {
        sql: 'UPDATE invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
        args: [at, id],
      },
    ],
    'write',
  );
}

/**
 * Makes a removed or never-activated person invitable again: back in the list, with the role and
 * name given and no password until the new invitation is accepted.
 */
export async function resetForInvitation(
  db: Client,
  id: string,
  fields: { name: string; role: Role },
): Promise<User> {
  const result = await db.execute({
    sql: `UPDATE users SET removed_at = NULL, password_hash = NULL, role = ?, name = ?
          WHERE id = ? RETURNING ${COLUMNS}`,
    args: [fields.role, fields.name, id],
  });
  return userOf(result.rows[0]!);
}
