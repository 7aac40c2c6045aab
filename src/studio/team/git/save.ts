/**
 * A save: one commit on a draft's branch, made with plumbing (blobs, a temporary index,
 * `commit-tree`, `update-ref` with the expected old head), so two saves never share a working
 * tree or an index and can never interleave.
 *
 * Over a stale base (the branch moved since the editor loaded `baseCommit`), the save goes on by
 * itself on the new head when none of its paths changed between the base and that head, as
 * keystatic does; otherwise it returns the conflicting files with base, theirs and mine. Saves
 * into one branch take turns within this process (branch-queue.ts); when saves still race (from
 * two processes on one clone), the loser's `update-ref` fails and it starts over (bounded) from
 * the new head, under the same rule: nothing is overwritten, nothing is lost.
 */
import { commitTree } from './commit.ts';
import type { RepoContext } from './context.ts';
import { BadInputError, BranchNotFoundError, RefMovedError } from './errors.ts';
import type { Identity } from './identity.ts';
import { branchRef, checkOid, checkRepoPath } from './names.ts';
import { changedPaths, listTree, readBlobs, writeBlob, type TreeEntry } from './objects.ts';
import { resolveCommit, updateRef } from './refs.ts';
import { retrying } from './retry.ts';
import { textsAt, type FileConflict } from './texts.ts';
import { treeWithEdits, type IndexEdit } from './tree-build.ts';

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
}

export type SaveResult =
  | { kind: 'saved'; commit: string }
  /** Nothing differed from the branch head: no commit was made. */
  | { kind: 'unchanged'; commit: string }
  /** `head` is the branch head the conflicts were found against: save again with it as base. */
  | { kind: 'conflict'; head: string; files: FileConflict[] };

export async function saveFiles(context: RepoContext, request: SaveRequest): Promise<SaveResult> {
  const ref = branchRef(request.branch);
  checkOid(request.baseCommit);
  const changes = checkedChanges(request.changes);
  // Its crash points are an upload's when it stores bytes (a picture), a save's otherwise.
  const stage = changes.some((change) => 'bytes' in change) ? 'upload' : 'save';
  // Blobs do not depend on the head, so they are written once, whatever the retries.
  const blobs = new Map<string, string>();
  await Promise.all(
    changes.map(async (change) => {
      const content = contentOf(change);
      if (content !== null) blobs.set(change.path, await writeBlob(context.gitDir, content));
    }),
  );
  context.crash(`${stage}:after-blobs`);
  const attempt = () => saveOnce(context, request, ref, changes, blobs, stage);
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
  blobs: ReadonlyMap<string, string>,
  stage: 'save' | 'upload',
): Promise<SaveResult> {
  const { gitDir } = context;
  const head = await resolveCommit(gitDir, ref);
  if (head === null) throw new BranchNotFoundError(request.branch);
  if (head !== request.baseCommit) {
    const conflicts = await conflictsSince(gitDir, request.baseCommit, head, changes);
    if (conflicts.length > 0) return { kind: 'conflict', head, files: conflicts };
  }
  const edits = editsAgainst(await listTree(gitDir, head), changes, blobs);
  if (edits.length === 0) return { kind: 'unchanged', commit: head };
  const commit = await commitTree(gitDir, {
    tree: await treeWithEdits(gitDir, head, edits),
    parents: [head],
    message: request.message,
    author: request.author,
    committer: context.committer,
  });
  context.crash(`${stage}:after-commit`);
  await updateRef(gitDir, ref, commit, head, `studio: save by ${request.author.email}`);
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

/** Index edits for the changes that differ from `tree`; unchanged blobs are dropped. */
function editsAgainst(
  tree: readonly TreeEntry[],
  changes: readonly FileChange[],
  blobs: ReadonlyMap<string, string>,
): IndexEdit[] {
  const byPath = new Map(tree.map((entry) => [entry.path, entry]));
  const folders = new Set(tree.flatMap((entry) => parentFolders(entry.path)));
  const edits: IndexEdit[] = [];
  for (const { path } of changes) {
    const current = byPath.get(path);
    const oid = blobs.get(path);
    if (oid === undefined) {
      if (current) edits.push({ path, oid: null });
      continue;
    }
    // A file where a folder is (or inside a file) would make update-index drop the other side.
    if (folders.has(path) || parentFolders(path).some((folder) => byPath.has(folder))) {
      throw new BadInputError('path', path, 'a file path that is not a folder or inside a file');
    }
    if (current?.oid === oid && isRegularFile(current.mode)) continue;
    // An executable file stays executable; anything else the studio writes is a plain file.
    edits.push({ path, mode: current?.mode === '100755' ? '100755' : '100644', oid });
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
