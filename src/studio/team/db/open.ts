/**
 * Opens the team studio's one SQLite file, `<data>/studio.db`, through @libsql/client (it
 * installs from the npm registry alone; better-sqlite3 fetches binaries from elsewhere), in WAL
 * mode with foreign keys on, and migrates it to the code's schema.
 *
 * One client per process. Every query the repositories make is a single statement or a
 * `batch` (one transaction, run synchronously by the local driver), so nothing holds a write lock
 * across an `await` once the migrations are done; the busy timeout covers the other process
 * (`studio:user` while the server runs).
 */
import { mkdirSync } from 'node:fs';
import { createClient, type Client } from '@libsql/client';
import { databasePath } from '../data-dir.ts';
import { DatabaseTooNewError, latestVersion, migrate, userVersion } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';

/** How long a write waits for the other process's write to finish before failing. */
export const BUSY_TIMEOUT_MS = 5000;

export interface StudioDatabase {
  client: Client;
  /** The file's absolute path. */
  path: string;
  /** The schema version before this open, and now (equal unless migrations ran). */
  migrated: { from: number; to: number };
  close(): void;
}

async function pragma(client: Client, statement: string): Promise<unknown> {
  const result = await client.execute(statement);
  return result.rows[0]?.[0];
}

/** Opens (creating when missing) the database of a data directory. */
export async function openDatabase(dataDir: string): Promise<StudioDatabase> {
  // The folder holds password hashes and session hashes: readable by the server's user alone.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = databasePath(dataDir);
  // One connection: every query runs synchronously on it anyway (see above), and a pragma set
  // on it below holds for every query, where a pool would open connections without it.
  const client = createClient({ url: `file:${path}`, timeout: BUSY_TIMEOUT_MS, concurrency: 1 });
  try {
    // Refused before anything is set on the file (migrate checks again under the write lock).
    const version = await userVersion(client);
    const known = latestVersion(MIGRATIONS);
    if (version > known) throw new DatabaseTooNewError(path, version, known);
    // WAL lets the server read while `studio:user` writes; it is a property of the file.
    const mode = await pragma(client, 'PRAGMA journal_mode = WAL');
    if (mode !== 'wal')
      throw new Error(`${path}: could not switch to WAL mode (got ${String(mode)})`);
    // A commit survives the process's death (a `kill -9`) without waiting for the disk: in WAL
    // mode only a power cut can take back the last ones, as it can the refs (git's default
    // core.fsync flushes neither refs nor loose objects), and the draft rows are then repaired
    // from the refs at start (reconcile.ts). Waiting for the disk twice a save, on the server's
    // one thread, held every other request up behind ten editors' saves.
    await client.execute('PRAGMA synchronous = NORMAL');
    if (Number(await pragma(client, 'PRAGMA synchronous')) !== 1) {
      throw new Error(`${path}: SQLite refused synchronous = NORMAL`);
    }
    // A deleted lead is gone from the file, not left readable in a free page until SQLite
    // reuses it: deleted rows are overwritten with zeros (db/lead-erasure.ts).
    await client.execute('PRAGMA secure_delete = ON');
    if (Number(await pragma(client, 'PRAGMA secure_delete')) !== 1) {
      throw new Error(`${path}: SQLite refused secure_delete`);
    }
    // libsql turns foreign keys on for every connection it opens (its pool opens several); say
    // so here too and check, since without them a session could outlive its user.
    await client.execute('PRAGMA foreign_keys = ON');
    if (Number(await pragma(client, 'PRAGMA foreign_keys')) !== 1) {
      throw new Error(`${path}: SQLite refused to enforce foreign keys`);
    }
    const migrated = await migrate(client, MIGRATIONS, path);
    return { client, path, migrated, close: () => client.close() };
  } catch (error) {
    client.close();
    throw error;
  }
}
