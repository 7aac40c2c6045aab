/**
 * The database file: created with the schema in WAL mode with foreign keys, opened again without
 * change, refused when a newer studio wrote it, and a failing step leaves nothing half done.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DatabaseTooNewError,
  latestVersion,
  migrate,
  MigrationFailedError,
  userVersion,
} from '../../../../../src/studio/team/db/migrate.ts';
import { MIGRATIONS } from '../../../../../src/studio/team/db/migrations.ts';
import { openDatabase } from '../../../../../src/studio/team/db/open.ts';
import { tempDataDir } from '../auth/support.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function dataDir() {
  const data = tempDataDir();
  cleanups.push(data.remove);
  return data.dir;
}

const TABLES = [
  'approvals',
  'audit_events',
  'deploy_targets',
  'deploys',
  'draft_files',
  'drafts',
  'invitations',
  'jobs',
  'lead_refusals',
  'leads',
  'mail_choices',
  'password_resets',
  'sessions',
  'settings',
  'sign_in_attempts',
  'users',
];

async function tableNames(client: ReturnType<typeof createClient>): Promise<string[]> {
  const result = await client.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  return result.rows.map((row) => String(row.name));
}

describe('migrations', () => {
  it('creates <data>/studio.db with every table, in WAL mode, synchronous NORMAL, foreign keys on', async () => {
    const dir = join(dataDir(), 'nested', 'data');
    const database = await openDatabase(dir);
    cleanups.unshift(() => database.close());
    expect(database.path).toBe(join(dir, 'studio.db'));
    expect(existsSync(database.path)).toBe(true);
    expect(database.migrated).toEqual({ from: 0, to: latestVersion(MIGRATIONS) });
    expect(await userVersion(database.client)).toBe(MIGRATIONS.length);
    expect(await tableNames(database.client)).toEqual(TABLES);
    const mode = await database.client.execute('PRAGMA journal_mode');
    expect(mode.rows[0]![0]).toBe('wal');
    // One connection (open.ts), so what is set on it holds for every query: commits that do not
    // wait for the disk, and a session of nobody refused.
    const synchronous = await database.client.execute('PRAGMA synchronous');
    expect(Number(synchronous.rows[0]![0])).toBe(1);
    await expect(
      database.client.execute("INSERT INTO sessions VALUES ('s', x'00', 'no-such-user', 0, 0, 1)"),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('opens an existing file again without running a step, keeping its rows', async () => {
    const dir = dataDir();
    const first = await openDatabase(dir);
    await first.client.execute("INSERT INTO settings VALUES ('public-url', 'https://x.example')");
    first.close();
    const again = await openDatabase(dir);
    cleanups.unshift(() => again.close());
    expect(again.migrated).toEqual({ from: MIGRATIONS.length, to: MIGRATIONS.length });
    const rows = await again.client.execute('SELECT value FROM settings');
    expect(rows.rows.map((row) => row.value)).toEqual(['https://x.example']);
  });

  it('refuses a database a newer studio wrote, with a clear error, and changes nothing', async () => {
    const dir = dataDir();
    (await openDatabase(dir)).close();
    const raw = createClient({ url: `file:${join(dir, 'studio.db')}` });
    cleanups.unshift(() => raw.close());
    const newer = MIGRATIONS.length + 1;
    await raw.execute(`PRAGMA user_version = ${newer}`);
    const opening = openDatabase(dir);
    await expect(opening).rejects.toBeInstanceOf(DatabaseTooNewError);
    await expect(opening).rejects.toThrow(
      `has schema version ${newer}, but this studio only knows versions up to ${MIGRATIONS.length}`,
    );
    expect(await userVersion(raw)).toBe(newer);
    expect(await tableNames(raw)).toEqual(TABLES);
  });

  it('rolls a failing step back whole: its version and its tables stay out', async () => {
    const dir = dataDir();
    const client = createClient({ url: `file:${join(dir, 'steps.db')}` });
    cleanups.unshift(() => client.close());
    const steps = [
      { version: 1, name: 'one', sql: 'CREATE TABLE one (x INTEGER);' },
      {
        version: 2,
        name: 'two',
        sql: 'CREATE TABLE two (x INTEGER); INSERT INTO one VALUES (1); SELECT * FROM missing;',
      },
    ];
    const running = migrate(client, steps, 'steps.db');
    await expect(running).rejects.toBeInstanceOf(MigrationFailedError);
    await expect(running).rejects.toThrow(/migration 2 \(two\) failed and was rolled back/);
    expect(await userVersion(client)).toBe(1);
    expect(await tableNames(client)).toEqual(['one']);
    expect((await client.execute('SELECT count(*) AS n FROM one')).rows[0]!.n).toBe(0);
    // Fixed, the step runs from where it stopped.
    steps[1]!.sql = 'CREATE TABLE two (x INTEGER);';
    expect(await migrate(client, steps, 'steps.db')).toEqual({ from: 1, to: 2 });
    expect(await tableNames(client)).toEqual(['one', 'two']);
  });

  it('refuses steps not numbered 1, 2, 3, …', async () => {
    const dir = dataDir();
    const client = createClient({ url: `file:${join(dir, 'bad.db')}` });
    cleanups.unshift(() => client.close());
    await expect(
      migrate(client, [{ version: 2, name: 'skips one', sql: 'SELECT 1;' }], 'bad.db'),
    ).rejects.toThrow('migration 1 is numbered 2');
    expect(MIGRATIONS.map((step) => step.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });
});
