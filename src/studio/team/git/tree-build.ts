/**
 * Trees made in a temporary index: a fresh GIT_INDEX_FILE in a private folder, filled from a
 * tree with `read-tree`, edited with `update-index --index-info`, written with `write-tree`.
 * No working tree, and no index shared with any other request.
 */
import { join } from 'node:path';
import { checkOid, ZERO_OID } from './names.ts';
import { outputLine, runGit } from './run-git.ts';
import { withTempDir } from './temp-dir.ts';

/** A file to put in the tree (`oid` is a stored blob), or a path to take out of it. */
export type IndexEdit = { path: string; mode: string; oid: string } | { path: string; oid: null };

/** The tree `baseTree` becomes with `edits` applied. */
export async function treeWithEdits(
  gitDir: string,
  baseTree: string,
  edits: readonly IndexEdit[],
): Promise<string> {
  return withTempDir('index', async (dir) => {
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    await runGit({ gitDir, env, args: ['read-tree', '--end-of-options', checkOid(baseTree)] });
    // Mode 0 with the zero id removes the path; the paths travel on stdin, NUL-terminated.
    const lines = edits.map((edit) =>
      edit.oid === null
        ? `0 ${ZERO_OID}\t${edit.path}\0`
        : `${edit.mode} ${checkOid(edit.oid)}\t${edit.path}\0`,
    );
    await runGit({
      gitDir,
      env,
      args: ['update-index', '-z', '--index-info'],
      input: lines.join(''),
    });
    return outputLine(await runGit({ gitDir, env, args: ['write-tree'] }));
  });
}

/**
 * Writes the files of `tree` into `dir` (which must exist), through a temporary index.
 * Symlinks come out as plain files holding the link's text, so nothing in a draft can point the
 * caller's checks at a file outside `dir`.
 */
export async function checkoutTree(gitDir: string, tree: string, dir: string): Promise<void> {
  await withTempDir('checkout', async (indexDir) => {
    const env = { GIT_INDEX_FILE: join(indexDir, 'index'), GIT_WORK_TREE: dir };
    await runGit({ gitDir, env, args: ['read-tree', '--end-of-options', checkOid(tree)] });
    await runGit({
      gitDir,
      env,
      args: ['-c', 'core.symlinks=false', 'checkout-index', '--all', '--force'],
    });
  });
}
