/**
 * Merges computed without a working tree: `git merge-tree --write-tree` (git 2.38+; the
 * `--merge-base` option needs 2.40, so the merge base is the one git finds). Its exit code is
 * read, not guessed from output: 0 clean, 1 conflicts, anything else a failure.
 */
import { checkOid } from './names.ts';
import { runGit } from './run-git.ts';

/** A conflicted path and the blob at each side; null where that side has no file there. */
export interface ConflictedPath {
  path: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
}

export type MergeTreeResult =
  | { clean: true; tree: string }
  /** `tree` holds the clean part of the merge and conflict markers in the conflicted files. */
  | { clean: false; tree: string; conflicts: ConflictedPath[] };

export async function mergeTree(
  gitDir: string,
  ours: string,
  theirs: string,
): Promise<MergeTreeResult> {
  const result = await runGit({
    gitDir,
    args: [
      'merge-tree',
      '--write-tree',
      '-z',
      '--no-messages',
      '--end-of-options',
      checkOid(ours),
      checkOid(theirs),
    ],
    okExitCodes: [0, 1],
  });
  // "<tree>\0" then, on conflicts, "<mode> <oid> <stage>\t<path>\0" per stage of each path.
  const [tree = '', ...records] = result.stdout.toString('utf8').split('\0');
  if (result.exitCode === 0) return { clean: true, tree };
  const byPath = new Map<string, ConflictedPath>();
  for (const record of records) {
    const match = /^\d+ ([0-9a-f]{40}) ([123])\t(.*)$/s.exec(record);
    if (!match) continue;
    const [, oid, stage, path] = match as unknown as [string, string, '1' | '2' | '3', string];
    const entry = byPath.get(path) ?? { path, base: null, ours: null, theirs: null };
    entry[stage === '1' ? 'base' : stage === '2' ? 'ours' : 'theirs'] = oid;
    byPath.set(path, entry);
  }
  return { clean: false, tree, conflicts: [...byPath.values()] };
}
