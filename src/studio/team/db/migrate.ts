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
    const transaction = await client.transaction('write');
    try {
      // Read again under the write lock: another process may have run steps meanwhile.
      const current = await userVersion(transaction);
      if (current > target) throw new DatabaseTooNewError(path, current, target);
      if (current === target) {
        await transaction.commit();
        return { from, to: current };
      }
      const step = migrations[current]!;
      try {
        await transaction.executeMultiple(step.sql);
      } catch (error) {
        throw new MigrationFailedError(path, step, error);
      }
      // PRAGMA takes no bound parameters; the version is an integer from the code.
      await transaction.execute(`PRAGMA user_version = ${step.version}`);
      await transaction.commit();
    } finally {
      transaction.close();
    }
  }
}
