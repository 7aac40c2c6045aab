/**
 * Bare Git repositories for tests, made with the `git` CLI in temporary folders: one seeded from
 * files (a map of texts, or paths copied from a project such as pages/, forms/, public/), and
 * helpers to look inside one or to commit to it as "someone else" would, without a clone.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Person {
  name: string;
  email: string;
}

const SEED: Person = { name: 'Seed', email: 'seed@example.com' };

/** git with a clean environment: no GIT_* from the runner, no user or system config. */
export function git(
  gitDir: string | null,
  args: readonly string[],
  options: { input?: string; env?: Record<string, string>; author?: Person } = {},
): string {
  const author = options.author ?? SEED;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
    ...(gitDir === null ? {} : { GIT_DIR: gitDir }),
    ...options.env,
  };
  return execFileSync('git', args, {
    env,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
}

export interface BareRepo {
  /** The bare repository's folder: a remote for `git clone`. */
  path: string;
  /** The folder holding it (`git http-backend`'s GIT_PROJECT_ROOT) and nothing else of note. */
  root: string;
  /** Its folder name under `root` (`site.git`). */
  name: string;
  remove: () => void;
}

export interface SeedOptions {
  /** Files by repository path. */
  files?: Record<string, string>;
  /** Files and folders copied from a project: `{ from: '/work/main', paths: ['pages'] }`. */
  copy?: { from: string; paths: readonly string[] };
  branch?: string;
  name?: string;
}

/** A bare repository whose branch (main) holds one commit with the given files. */
export function seededBareRepo(options: SeedOptions): BareRepo {
  const root = mkdtempSync(join(tmpdir(), 'bare-repo-'));
  const name = options.name ?? 'site.git';
  const path = join(root, name);
  const work = mkdtempSync(join(tmpdir(), 'bare-repo-seed-'));
  try {
    for (const copied of options.copy?.paths ?? []) {
      cpSync(join(options.copy!.from, copied), join(work, copied), { recursive: true });
    }
    for (const [file, text] of Object.entries(options.files ?? {})) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      writeFileSync(join(work, file), text);
    }
    const branch = options.branch ?? 'main';
    git(null, ['init', '--quiet', '--bare', `--initial-branch=${branch}`, path]);
    // A temporary index and the seed folder as work tree: the bare repository stays bare.
    const env = { GIT_INDEX_FILE: join(root, 'seed-index'), GIT_WORK_TREE: work };
    git(path, ['add', '--all'], { env });
    const tree = git(path, ['write-tree'], { env }).trim();
    const commit = git(path, ['commit-tree', tree], { input: 'Seed the site\n' }).trim();
    git(path, ['update-ref', `refs/heads/${branch}`, commit]);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(join(root, 'seed-index'), { force: true });
  }
  return { path, root, name, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Commits `files` (null deletes) on top of `branch` in a bare repository, as another person
 * pushing there would; returns the new commit. `at`: when (the author's and the committer's
 * time), for a history with last week in it.
 */
export function commitToBranch(
  gitDir: string,
  branch: string,
  files: Record<string, string | null>,
  author: Person = { name: 'Someone Else', email: 'else@example.com' },
  message = 'A change made elsewhere',
  at?: Date,
): string {
  const ref = `refs/heads/${branch}`;
  const parent = git(gitDir, ['rev-parse', '--verify', ref]).trim();
  const scratch = mkdtempSync(join(tmpdir(), 'bare-repo-commit-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    git(gitDir, ['read-tree', parent], { env });
    const lines = Object.entries(files).map(([path, text]) =>
      text === null
        ? `0 ${'0'.repeat(40)}\t${path}\0`
        : `100644 ${git(gitDir, ['hash-object', '-w', '--stdin'], { input: text }).trim()}\t${path}\0`,
    );
    git(gitDir, ['update-index', '-z', '--index-info'], { env, input: lines.join('') });
    const tree = git(gitDir, ['write-tree'], { env }).trim();
    const date = at && `${Math.floor(at.getTime() / 1000)} +0000`;
    const commit = git(gitDir, ['commit-tree', tree, '-p', parent], {
      input: `${message}\n`,
      author,
      ...(date && { env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } }),
    }).trim();
    git(gitDir, ['update-ref', ref, commit, parent]);
    return commit;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The commit a ref names in a repository, or null. */
export function refOf(gitDir: string, ref: string): string | null {
  try {
    return git(gitDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    return null;
  }
}

/** A file's text at a revision, or null. */
export function showFile(gitDir: string, revision: string, path: string): string | null {
  try {
    return git(gitDir, ['cat-file', 'blob', `${revision}:${path}`]);
  } catch {
    return null;
  }
}

/** Installs a hook script (e.g. a `pre-receive` that refuses pushes) in a bare repository. */
export function installHook(gitDir: string, hook: string, script: string) {
  const file = join(gitDir, 'hooks', hook);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, script);
  chmodSync(file, 0o755);
}
