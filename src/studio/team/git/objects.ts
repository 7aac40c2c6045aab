/** Reading and writing objects: blobs, trees and the differences between two commits. */
import { createHash } from 'node:crypto';
import { checkOid, ZERO_OID } from './names.ts';
import { outputLine, runGit } from './run-git.ts';

export interface TreeEntry {
  path: string;
  /** `100644` (file), `100755` (executable), `120000` (symlink), `160000` (submodule). */
  mode: string;
  oid: string;
}

/** Every file under a commit or tree, recursively (submodules excluded). */
export async function listTree(gitDir: string, treeish: string): Promise<TreeEntry[]> {
  const { stdout } = await runGit({
    gitDir,
    args: ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', checkOid(treeish)],
  });
  const entries: TreeEntry[] = [];
  for (const record of stdout.toString('utf8').split('\0')) {
    if (record === '') continue;
    // "<mode> SP <type> SP <oid> TAB <path>"
    const tab = record.indexOf('\t');
    const [mode, type, oid] = record.slice(0, tab).split(' ');
    if (type !== 'blob' || !mode || !oid) continue;
    entries.push({ path: record.slice(tab + 1), mode, oid });
  }
  return entries;
}

/**
 * The contents of `<commit>:<path>` for each spec, in one `cat-file --batch`: the specs travel on
 * stdin, never in argv. `null` where the path is missing or is not a file.
 */
export async function readBlobs(gitDir: string, specs: readonly string[]) {
  if (specs.length === 0) return [];
  const { stdout } = await runGit({
    gitDir,
    args: ['cat-file', '--batch'],
    input: specs.map((spec) => `${spec}\n`).join(''),
  });
  const blobs: (Buffer | null)[] = [];
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const lineEnd = stdout.indexOf(0x0a, at);
    const header = stdout.subarray(at, lineEnd).toString('utf8');
    at = lineEnd + 1;
    // "<oid> <type> <size>", or "<spec> missing" / "<spec> ambiguous" with no body.
    const match = /^[0-9a-f]{40} (\w+) (\d+)$/.exec(header);
    if (!match) {
      blobs.push(null);
      continue;
    }
    const size = Number(match[2]);
    blobs.push(match[1] === 'blob' ? stdout.subarray(at, at + size) : null);
    at += size + 1;
  }
  return blobs;
}

/**
 * The id git gives a blob of `bytes` (SHA-1 of `blob <size>\0<bytes>`, the format every clone of
 * the studio has): known without a process, to tell an unchanged file from a changed one.
 */
export function blobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** An entry of a tree: a file (`blob`), a folder (`tree`) or a submodule (`commit`). */
export interface PathEntry {
  mode: string;
  type: string;
  oid: string;
}

/** Stores `bytes` as a blob (no filters: the bytes are the file) and returns its id. */
export async function writeBlob(gitDir: string, bytes: Buffer): Promise<string> {
  return outputLine(await runGit({ gitDir, args: ['hash-object', '-w', '--stdin'], input: bytes }));
}

/** The NUL-separated fields `git diff-tree -r` prints between two commits, with `options`. */
async function diffTreeFields(
  gitDir: string,
  from: string,
  to: string,
  options: readonly string[],
): Promise<string[]> {
  const { stdout } = await runGit({
    gitDir,
    args: ['diff-tree', '-r', '-z', ...options, '--end-of-options', checkOid(from), checkOid(to)],
  });
  return stdout.toString('utf8').split('\0');
}

/** A path that differs between two commits: its entry in the second, or null where it is gone. */
export interface TreeChange {
  path: string;
  entry: TreeEntry | null;
}

/** What differs between two commits, path by path (renames as delete plus add). */
export async function treeChanges(gitDir: string, from: string, to: string): Promise<TreeChange[]> {
  const fields = await diffTreeFields(gitDir, from, to, ['--raw', '--no-renames']);
  const changes: TreeChange[] = [];
  // Each change is two fields: ":<old mode> <new mode> <old oid> <new oid> <status>", the path.
  for (let at = 0; at + 1 < fields.length; at += 2) {
    const [, mode, , oid] = fields[at]!.slice(1).split(' ');
    const path = fields[at + 1]!;
    changes.push({ path, entry: !oid || oid === ZERO_OID ? null : { path, mode: mode!, oid } });
  }
  return changes;
}

/** Paths whose contents differ between two commits (renames counted as delete plus add). */
export async function changedPaths(gitDir: string, from: string, to: string): Promise<string[]> {
  const fields = await diffTreeFields(gitDir, from, to, ['--name-only', '--no-renames']);
  return fields.filter((path) => path !== '');
}

/**
 * The files moved between two commits, old path to new: what git's rename detection pairs, a
 * removed file and an added one of nine tenths the same contents at least (a page moved to a
 * new address is the same text; a page deleted beside a new one from the same scaffold is not
 * taken for a move).
 */
export async function renamedPaths(
  gitDir: string,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const fields = await diffTreeFields(gitDir, from, to, [
    '--name-status',
    '--find-renames=90%',
    '--diff-filter=R',
  ]);
  // Each rename is three fields: its status with a score (R100), the old path, the new one.
  const renamed = new Map<string, string>();
  for (let at = 0; at + 2 < fields.length; at += 3) renamed.set(fields[at + 1]!, fields[at + 2]!);
  return renamed;
}

/** The tree of a commit. */
export async function treeOf(gitDir: string, commit: string): Promise<string> {
  return outputLine(
    await runGit({
      gitDir,
      args: ['rev-parse', '--verify', '--end-of-options', `${checkOid(commit)}^{tree}`],
    }),
  );
}
