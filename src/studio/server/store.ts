/**
 * The one store interface behind the studio's API: the local studio writes the working tree
 * (working-tree-store.ts), the team studio writes a draft's Git branch (team/draft-store.ts).
 * The API, the validator and the app see only this. A version is an opaque string the store
 * hands out with a read and expects back with a save, so "changed since you opened it" is the
 * store's question, answered the store's way (a hash of the bytes, or a commit).
 */

/** Who saves: the working tree ignores it; a draft's commit carries it as the author. */
export interface Editor {
  name: string;
  email: string;
}

export interface StoredFile {
  path: string;
  text: string;
  version: string;
}

export type SaveOutcome =
  | { kind: 'saved'; version: string }
  /** The file changed underneath: its text and version now; the caller's base is the app's. */
  | { kind: 'conflict'; theirs: string; theirsVersion: string }
  | { kind: 'missing' };

export type CreateOutcome = { kind: 'created'; version: string } | { kind: 'exists' };

/**
 * An upload's name carries a hash of its bytes (src/media/upload.ts), so a file already at the
 * path holds the same picture: 'exists' is the upload deduplicated, not a refusal.
 */
export type MediaOutcome = { kind: 'stored'; version: string } | { kind: 'exists' };

/** A picture removed from media/, or none there to remove (removed meanwhile). */
export type RemoveOutcome = { kind: 'removed' } | { kind: 'missing' };

/** A content file removed, gone already, or changed since it was opened (then it stays). */
export type RemoveFileOutcome = RemoveOutcome | { kind: 'conflict' };

export interface ContentStore {
  /**
   * A folder holding the project's files as this store has them now, for the validator and
   * the names of the project (read only: the store writes through its methods below).
   */
  projectDir(): Promise<string>;
  /** A content file, or null when there is none. Throws RefusedPath for a path not allowed. */
  read(path: string): Promise<StoredFile | null>;
  /**
   * Saves `text` at `path` over `baseVersion` (the version it was opened at); null overwrites
   * whatever is there now (the author chose theirs over the change underneath).
   */
  save(path: string, text: string, baseVersion: string | null, by: Editor): Promise<SaveOutcome>;
  /** Writes a new file; never replaces one. */
  create(path: string, text: string, by: Editor): Promise<CreateOutcome>;
  /**
   * Removes a content file as it was at `baseVersion` (the version it was opened at): one
   * changed since stays, and the answer is 'conflict'.
   */
  remove(path: string, baseVersion: string, by: Editor): Promise<RemoveFileOutcome>;
  /**
   * Stores an uploaded picture's bytes at `path` (`media/<name>.<ext>`; throws RefusedPath for
   * any other); never replaces a file.
   */
  putMedia(path: string, bytes: Uint8Array, by: Editor): Promise<MediaOutcome>;
  /**
   * Removes a picture from media/ (throws RefusedPath for any other path). The caller checks
   * first that no page uses it (media-api.ts): the store only removes the file.
   */
  removeMedia(path: string, by: Editor): Promise<RemoveOutcome>;
}
