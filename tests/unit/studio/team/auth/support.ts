/** A temporary data folder with the studio's database, and a clock the test moves by hand. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type StudioDatabase } from '../../../../../src/studio/team/db/open.ts';
import {
  createTeamAuth,
  type TeamAuthOptions,
} from '../../../../../src/studio/team/auth/team-auth.ts';

export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;
export const SECOND = 1000;

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'studio-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A clock that stands still until the test moves it. */
export function manualClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
    set(ms: number) {
      at = ms;
    },
  };
}

/** Opens a fresh database and a TeamAuth on it; `close` and `reopen` simulate a restart. */
export async function teamFixture(options: Partial<Omit<TeamAuthOptions, 'db'>> = {}) {
  const data = tempDataDir();
  const clock = manualClock();
  const make = (database: StudioDatabase) =>
    createTeamAuth({
      publicUrl: new URL('https://studio.example.com'),
      now: clock.now,
      ...options,
      db: database.client,
    });
  let database = await openDatabase(data.dir);
  const fixture = {
    dir: data.dir,
    clock,
    database,
    auth: make(database),
    /** Closes the client and opens the file again, as a restarted server would. */
    async reopen() {
      database.close();
      database = await openDatabase(data.dir);
      fixture.database = database;
      fixture.auth = make(database);
    },
    cleanup() {
      database.close();
      data.remove();
    },
  };
  return fixture;
}

export const CLI_ACTOR = { userId: null, email: 'cli:test' };

/** Invites and accepts: a person who can sign in with `password`. */
export async function member(
  fixture: Awaited<ReturnType<typeof teamFixture>>,
  email: string,
  role: string,
  password = 'correct horse battery',
) {
  const invitation = await fixture.auth.invite({ email, role, by: CLI_ACTOR });
  const accepted = await fixture.auth.acceptInvitation({
    token: invitation.token,
    password,
    ip: '203.0.113.9',
  });
  return { user: accepted.user, token: accepted.token, password };
}
