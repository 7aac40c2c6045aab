/**
 * Version 5 rebuilds the users table to let it hold the sales role: a database of version 4 with
 * people, their sessions, invitations, drafts and approvals keeps every row (the DROP of the old
 * table would cascade into sessions and invitations with foreign keys on), and the keys hold.
 */
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { latestVersion, migrate, userVersion } from '../../../../../src/studio/team/db/migrate.ts';
import { MIGRATIONS } from '../../../../../src/studio/team/db/migrations.ts';
import { openDatabase } from '../../../../../src/studio/team/db/open.ts';
import { tempDataDir } from '../auth/support.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const count = async (client: ReturnType<typeof createClient>, table: string) =>
  Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('migration 5: the sales role', () => {
  it('keeps every person, session, invitation, draft and approval, and takes role sales', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    // A studio of version 4, as the code before this step left it, with foreign keys on.
    const old = createClient({ url: `file:${join(data.dir, 'studio.db')}`, concurrency: 1 });
    await old.execute('PRAGMA foreign_keys = ON');
    await migrate(old, MIGRATIONS.slice(0, 4), 'studio.db');
    await old.executeMultiple(`
      INSERT INTO users (id, email, role, created_at) VALUES ('u_a', 'a@example.com', 'admin', 1);
      INSERT INTO users (id, email, role, created_at) VALUES ('u_e', 'e@example.com', 'editor', 1);
      INSERT INTO sessions VALUES ('s1', x'00', 'u_a', 1, 1, 99);
      INSERT INTO invitations VALUES (x'01', 'u_e', 'u_a', 1, 99, NULL);
      INSERT INTO drafts VALUES ('d1', 'D', 'studio/d-d1', 'u_e', 'editing', 'b', 'h', 1, 1, NULL);
      INSERT INTO approvals (draft_id, reviewer_id, commit_sha, decision, at) VALUES ('d1', 'u_a', 'h', 'approve', 1);
    `);
    await expect(
      old.execute(
        "INSERT INTO users (id, email, role, created_at) VALUES ('u_s', 's@x.com', 'sales', 1)",
      ),
    ).rejects.toThrow(/CHECK constraint/);
    old.close();

    const database = await openDatabase(data.dir);
    cleanups.unshift(() => database.close());
    const db = database.client;
    // From 4 through 5 (this step) to the latest.
    expect(database.migrated).toEqual({ from: 4, to: latestVersion(MIGRATIONS) });
    expect(await userVersion(db)).toBe(latestVersion(MIGRATIONS));
    for (const [table, rows] of [
      ['users', 2],
      ['sessions', 1],
      ['invitations', 1],
      ['drafts', 1],
      ['approvals', 1],
    ] as const) {
      expect(await count(db, table), table).toBe(rows);
    }
    await db.execute(
      "INSERT INTO users (id, email, role, created_at) VALUES ('u_s', 's@example.com', 'sales', 1)",
    );
    await expect(
      db.execute(
        "INSERT INTO users (id, email, role, created_at) VALUES ('u_o', 'o@x.com', 'owner', 1)",
      ),
    ).rejects.toThrow(/CHECK constraint/);
    // The keys are on again and still point at the new table: a session of nobody is refused,
    // and removing a person still takes their sessions along.
    expect(Number((await db.execute('PRAGMA foreign_keys')).rows[0]![0])).toBe(1);
    await expect(
      db.execute("INSERT INTO sessions VALUES ('s2', x'00', 'u_nobody', 1, 1, 99)"),
    ).rejects.toThrow(/FOREIGN KEY/);
    expect((await db.execute('PRAGMA foreign_key_check')).rows).toEqual([]);
    await db.execute("DELETE FROM invitations WHERE user_id = 'u_e'");
    await db.execute("DELETE FROM sessions WHERE user_id = 'u_a'");
    expect(await count(db, 'sessions')).toBe(0);
  });
});
