/**
 * Where the team studio keeps its state: the database (and, beside it, the server's clone of
 * the remote). `studio:team` and `studio:user` both read this default, so a user added with
 * `npm run studio:user -- add …` lands in the database the server opens.
 */
import { join, resolve } from 'node:path';

/** Relative to the directory the command runs in; git-ignored. */
export const DEFAULT_DATA_DIR = '.studio-data';

/** The one SQLite file of a data directory. */
export const DATABASE_FILE = 'studio.db';

/** `--data` as given (or the default), made absolute against `cwd`. */
export function resolveDataDir(given: string | undefined, cwd = process.cwd()): string {
  return resolve(cwd, given === undefined || given === '' ? DEFAULT_DATA_DIR : given);
}

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}
