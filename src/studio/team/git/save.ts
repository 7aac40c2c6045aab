/**
 * A save: one commit on a draft's branch, made in one conversation with a kept `git fast-import`
 * (fast-commit.ts: what is at the changed paths, then the files, the trees on their paths and the
 * commit, naming no ref), then a transaction of a kept `update-ref --stdin` with the expected old
 * head (ref-updater.ts), so two saves never share a working tree or an index and can never
 * interleave; no process is started for a save, whatever the size of the site (kept-git.ts).
 *
 * The editor's version is taken as the branch's head; `update-ref` says when it is not. Over a
 * stale base (the branch moved since the editor loaded `baseCommit`), the save goes on by
 * itself on the new head when none of its paths changed between the base and that head, as
 * keystatic does; otherwise it returns the conflicting files with base, theirs and mine. Saves
 * into one branch take turns within this process (../keyed-queue.ts); when saves still race (from
 * two processes on one clone), the loser's `update-ref` fails and it starts over (bounded) from
 * the new head, under the same rule: nothing is overwritten, nothing is lost.
 */
import type { RepoContext } from './context.ts';
import { BadInputError, BranchNotFoundError, RefMovedError } from './errors.ts';
import { fastCommit, type CommitEdit } from './fast-commit.ts';
import type { Identity } from './identity.ts';
import { branchRef, checkOid, checkRepoPath } from './names.ts';
import { blobId, changedPaths, readBlobs, type PathEntry } from './objects.ts';
import { updateRefKept } from './ref-updater.ts';
import { retrying } from './retry.ts';
import { textsAt, type FileConflict } from './texts.ts';

/** A file's new text, or `null` to delete it. */
export interface TextChange {
  path: string;
  text: string | null;
}

/** A file's new content as bytes (an uploaded picture): stored as they are, never decoded. */
export interface BytesChange {
  path: string;
  bytes: Buffer;
}

export type FileChange = TextChange | BytesChange;

/** The bytes a change stores, or null when it deletes its file. */
const contentOf = (change: FileChange): Buffer | null =>
  'bytes' in change ? change.bytes : change.text === null ? null : Buffer.from(change.text);

export interface SaveRequest {
  branch: string;
  /** The commit the editor's texts were based on (the head they loaded). */
  baseCommit: string;
  changes: readonly FileChange[];
  author: Identity;
  message: string;
  /** Every path must be a file at `baseCommit` (an edit, not a new file): `missing` otherwise. */
  mustExist?: boolean;
}

export type SaveResult =
  | { kind: 'saved'; commit: string }
  /** Nothing differed from the branch head: no commit was made. */
  | { kind: 'unchanged'; commit: string }
  /** `head` is the branch head the conflicts were found against: save again with it as base. */
  | { kind: 'conflict'; head: string; files: FileConflict[] }
  /** `mustExist`, and a path was no file at the base: nothing was written. */
  | { kind: 'missing'; path: string };

export async function saveFiles(context: RepoContext, request: SaveRequest): Promise<SaveResult> {
  const ref = branchRef(request.branch);
  checkOid(request.baseCommit);
  const changes = checkedChanges(request.changes);
  // Its crash points are an upload's when it stores bytes (a picture), a save's otherwise.
  const stage = changes.some((change) => 'bytes' in change) ? 'upload' : 'save';
  // The editor's version is taken for the head until update-ref says otherwise.
  let head: string | null = request.baseCommit;
  const attempt = async () => {
    if (head === null) throw new BranchNotFoundError(request.branch);
    try {
      return await saveOnce(context, request, ref, changes, head, stage);
    } catch (error) {
      if (error instanceof RefMovedError) head = error.actual;
      throw error;
    }
  };
  const result = await context.queue.run(request.branch, () =>
    retrying(context.savePolicy, attempt, (e) => e instanceof RefMovedError),
  );
  if (result.kind === 'saved') context.backup.schedule(request.branch);
  return result;
}

async function saveOnce(
  context: RepoContext,
  request: SaveRequest,
  ref: string,
  changes: readonly FileChange[],
  head: string,
  stage: 'save' | 'upload',
): Promise<SaveResult> {
  const { gitDir } = context;
  const base = request.baseCommit;
  if (head !== base) {
    const conflicts = await conflictsSince(gitDir, base, head, changes);
    if (conflicts.length > 0) return { kind: 'conflict', head, files: conflicts };
  }
  // What is at each changed path and the folders above it (and, over a stale base, at the base).
  const paths = [
    ...new Set(changes.flatMap((change) => [...parentFolders(change.path), change.path])),
  ];
  const checkBase = request.mustExist === true && head !== base;
  const lookups = [
    ...paths.map((path) => ({ commit: head, path })),
    ...(checkBase ? changes.map((change) => ({ commit: base, path: change.path })) : []),
  ];
  const made = await fastCommit<SaveResult>(context.importers, head, lookups, (found) => {
    const entries = new Map<string, PathEntry>();
    paths.forEach((path, i) => found[i] && entries.set(path, found[i]));
    if (request.mustExist) {
      const isFileAtBase = (change: FileChange, i: number) =>
        (checkBase ? found[paths.length + i] : entries.get(change.path))?.type === 'blob';
      const missing = changes.find((change, i) => !isFileAtBase(change, i));
      if (missing) return { skip: { kind: 'missing', path: missing.path } };
    }
    const edits = editsAgainst(entries, changes);
    if (edits.length === 0) return { skip: { kind: 'unchanged', commit: head } };
    return {
      commit: {
        edits,
        message: request.message,
        author: request.author,
        committer: context.committer,
      },
    };
  });
  if (made.kind === 'skipped') return made.value;
  const { commit } = made;
  // One process writes the files and the commit: both points name the instant after it.
  context.crash(`${stage}:after-blobs`);
  context.crash(`${stage}:after-commit`);
  await updateRefKept(context, ref, commit, head);
  context.crash(`${stage}:after-update-ref`);
  return { kind: 'saved', commit };
}

/**
 * The changed paths that someone else changed between `base` and `head`, unless they already
 * hold exactly the editor's content (two people making the same change do not conflict).
 */
async function conflictsSince(
  gitDir: string,
  base: string,
  head: string,
  changes: readonly FileChange[],
): Promise<FileConflict[]> {
  const movedPaths = new Set(await changedPaths(gitDir, base, head));
  const touched = changes.filter((change) => movedPaths.has(change.path));
  if (touched.length === 0) return [];
  const paths = touched.map((change) => change.path);
  const [baseTexts, theirTexts, theirBytes] = await Promise.all([
    textsAt(gitDir, base, paths),
    textsAt(gitDir, head, paths),
    readBlobs(
      gitDir,
      paths.map((path) => `${head}:${path}`),
    ),
  ]);
  return touched
    .map((change, i) => ({
      conflict: {
        path: change.path,
        base: baseTexts[i] ?? null,
        theirs: theirTexts[i] ?? null,
        mine: 'bytes' in change ? change.bytes.toString('utf8') : change.text,
      },
      // Compared as bytes: a picture's bytes are not text, so their decodings may not be equal.
      same: sameContent(theirBytes[i] ?? null, contentOf(change)),
    }))
    .filter(({ same }) => !same)
    .map(({ conflict }) => conflict);
}

/** The edits for the changes that differ from `entries`; unchanged files are dropped. */
function editsAgainst(
  entries: ReadonlyMap<string, PathEntry>,
  changes: readonly FileChange[],
): CommitEdit[] {
  const edits: CommitEdit[] = [];
  for (const change of changes) {
    const { path } = change;
    const current = entries.get(path);
    const bytes = contentOf(change);
    if (bytes === null) {
      if (current) edits.push({ path, bytes: null });
      continue;
    }
    // A file where a folder is (or inside a file) would drop the other side from the tree.
    const parentIsFile = parentFolders(path).some((folder) => {
      const entry = entries.get(folder);
      return entry !== undefined && entry.type !== 'tree';
    });
    if ((current && current.type !== 'blob') || parentIsFile) {
      throw new BadInputError('path', path, 'a file path that is not a folder or inside a file');
    }
    if (current?.oid === blobId(bytes) && isRegularFile(current.mode)) continue;
    // An executable file stays executable; anything else the studio writes is a plain file.
    edits.push({ path, mode: current?.mode === '100755' ? '100755' : '100644', bytes });
  }
  return edits;
}

const sameContent = (a: Buffer | null, b: Buffer | null) =>
  a === null || b === null ? a === b : a.equals(b);

const isRegularFile = (mode: string) => mode === '100644' || mode === '100755';

function parentFolders(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

function checkedChanges(changes: readonly FileChange[]): FileChange[] {
  const seen = new Set<string>();
  return changes.map((change) => {
    checkRepoPath(change.path);
    if (seen.has(change.path)) throw new BadInputError('path', change.path, 'each path once');
    seen.add(change.path);
    return 'bytes' in change
      ? { path: change.path, bytes: Buffer.from(change.bytes) }
      : { path: change.path, text: change.text };
  });
}
