/**
 * Schema migrations, in the manner of BlackGlory/better-sqlite3-migrations: numbered steps, each
 * in its own write transaction (`BEGIN IMMEDIATE`), which re-reads `PRAGMA user_version` inside
 * the transaction and bumps it in the same commit. So two processes opening a fresh file at once
 * (the server and `studio:user`) cannot both run a step: the second waits for the lock, re-reads
 * the version and finds the step done. Unlike that library, a database newer than the code is
 * refused rather than left alone, since an old server would misread tables it does not know.
 */
import type { Client } from '@libsql/client';

export interface Migration {
  /** 1, 2, 3, …: the `user_version` the database has once this step is committed. */
  version: number;
  /** What the step does, for the error message when it fails. */
  name: string;
  /** SQL statements, run in order inside the step's transaction. */
  sql: string;
  /**
   * Run with foreign keys off (SQLite's way to rebuild a table others refer to: its DROP would
   * otherwise cascade), and `PRAGMA foreign_key_check` must find nothing before the commit.
   */
  foreignKeysOff?: boolean;
}

export class DatabaseTooNewError extends Error {
  readonly code = 'database-too-new';
  constructor(
    readonly path: string,
    readonly databaseVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `${path} has schema version ${databaseVersion}, but this studio only knows versions up to ${codeVersion}: it was written by a newer studio. Run that newer version (or restore a backup of the data folder); nothing was changed.`,
    );
  }
}

export class MigrationFailedError extends Error {
  readonly code = 'migration-failed';
  constructor(path: string, migration: Migration, cause: unknown) {
    super(
      `${path}: migration ${migration.version} (${migration.name}) failed and was rolled back: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.reduce((max, step) => Math.max(max, step.version), 0);
}

/** The steps must be 1, 2, …, n: a gap or a repeat is a programming error, caught at once. */
function checkNumbering(migrations: readonly Migration[]): void {
  migrations.forEach((step, index) => {
    if (step.version !== index + 1) {
      throw new Error(`migration ${index + 1} is numbered ${step.version}: number them 1, 2, 3, …`);
    }
  });
}

export async function userVersion(db: Pick<Client, 'execute'>): Promise<number> {
  const result = await db.execute('PRAGMA user_version');
  return Number(result.rows[0]?.[0] ?? 0);
}

/**
 * Brings the database up to the last step. Returns the versions before and after. `path` only
 * names the file in errors.
 */
export async function migrate(
  client: Client,
  migrations: readonly Migration[],
  path: string,
): Promise<{ from: number; to: number }> {
  checkNumbering(migrations);
  const target = latestVersion(migrations);
  const from = await userVersion(client);
  if (from > target) throw new DatabaseTooNewError(path, from, target);
  for (;;) {
    const next = migrations[await userVersion(client)];
    // The pragma is a no-op inside a transaction, so it is set on the client's one connection
    // (open.ts) before the step's transaction takes it; the step checks it did.
    const keysOff = next?.foreignKeysOff === true;
    if (keysOff) await client.execute('PRAGMA foreign_keys = OFF');
    try {
      const done = await runStep(client, migrations, { target, path, keysOff });
      if (done) return { from, to: done.to };
    } finally {
      if (keysOff) await client.execute('PRAGMA foreign_keys = ON');
    }
  }
}

/** One step in its own write transaction; `{ to }` when there was none left to run. */
async function runStep(
  client: Client,
  migrations: readonly Migration[],
  { target, path, keysOff }: { target: number; path: string; keysOff: boolean },
): Promise<{ to: number } | null> {
  {
    const transaction = await client.transaction('write');
    try {
      // Read again under the write lock: another process may have run steps meanwhile.
      const current = await userVersion(transaction);
      if (current > target) throw new DatabaseTooNewError(path, current, target);
      if (current === target) {
        await transaction.commit();
        return { to: current };
      }
      const step = migrations[current]!;
      // Another process ran a step meanwhile: the next one is taken again with its own setting.
      if ((step.foreignKeysOff === true) !== keysOff) {
        await transaction.rollback();
        return null;
      }
      try {
        if (step.foreignKeysOff && Number(await pragma(transaction, 'foreign_keys')) !== 0) {
          throw new Error('foreign keys could not be turned off for the rebuild');
        }
        await transaction.executeMultiple(step.sql);
        if (step.foreignKeysOff) {
          const broken = await transaction.execute('PRAGMA foreign_key_check');
          if (broken.rows.length > 0) {
            throw new Error(`${broken.rows.length} rows would break a foreign key`);
          }
        }
      } catch (error) {
        throw new MigrationFailedError(path, step, error);
      }
      // PRAGMA takes no bound parameters; the version is an integer from the code.
      await transaction.execute(`PRAGMA user_version = ${step.version}`);
      await transaction.commit();
      return null;
    } finally {
      transaction.close();
    }
  }
}

async function pragma(db: Pick<Client, 'execute'>, name: string): Promise<unknown> {
  return (await db.execute(`PRAGMA ${name}`)).rows[0]?.[0];
}
