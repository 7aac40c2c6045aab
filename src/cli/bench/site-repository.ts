/**
 * The site as a team studio's repository holds it, for the deploy benchmark and tests: a bare
 * repository whose main is one commit of a copy of the project (its sources, lockfile and
 * .gitignore), and one-file edits committed on top as a publish would. Git with a clean
 * environment: no GIT_* from the runner, no user or system config.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_SOURCES } from '../project-copy.ts';

const IDENTITY = { name: 'Publisher', email: 'publisher@example.com' };

function git(
  gitDir: string,
  args: readonly string[],
  env: Record<string, string> = {},
  input?: string,
) {
  return execFileSync('git', args, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      LC_ALL: 'C',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_DIR: gitDir,
      GIT_AUTHOR_NAME: IDENTITY.name,
      GIT_AUTHOR_EMAIL: IDENTITY.email,
      GIT_COMMITTER_NAME: IDENTITY.name,
      GIT_COMMITTER_EMAIL: IDENTITY.email,
      ...env,
    },
    input,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  }).trim();
}

/**
 * A bare repository (in a new temporary folder) whose main holds the project copy at `copy`;
 * the lockfile and .gitignore come from `project` when the copy has none.
 */
export function siteRepository(copy: string, project = process.cwd()): string {
  for (const file of ['package-lock.json', '.gitignore']) {
    if (!existsSync(join(copy, file))) copyFileSync(join(project, file), join(copy, file));
  }
  const gitDir = join(mkdtempSync(join(tmpdir(), 'site-repository-')), 'site.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', gitDir]);
  const env = { GIT_INDEX_FILE: join(gitDir, 'seed-index'), GIT_WORK_TREE: copy };
  const paths = [...PROJECT_SOURCES, 'package-lock.json', '.gitignore'].filter((path) =>
    existsSync(join(copy, path)),
  );
  git(gitDir, ['add', '--', ...paths], env);
  const commit = git(gitDir, ['commit-tree', git(gitDir, ['write-tree'], env), '-m', 'The site']);
  git(gitDir, ['update-ref', 'refs/heads/main', commit]);
  rmSync(env.GIT_INDEX_FILE);
  return gitDir;
}

/** Commits `files` (path → text) on top of main, as a publish does; returns the commit. */
export function commitOnMain(
  gitDir: string,
  files: Record<string, string>,
  message = 'Publish',
): string {
  const index = join(gitDir, `edit-index-${process.pid}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    git(gitDir, ['read-tree', 'main'], env);
    for (const [path, text] of Object.entries(files)) {
      const blob = git(gitDir, ['hash-object', '-w', '--stdin'], {}, text);
      git(gitDir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], env);
    }
    const parent = git(gitDir, ['rev-parse', 'main']);
    const commit = git(gitDir, [
      'commit-tree',
      git(gitDir, ['write-tree'], env),
      '-p',
      parent,
      '-m',
      message,
    ]);
    git(gitDir, ['update-ref', 'refs/heads/main', commit, parent]);
    return commit;
  } finally {
    rmSync(index, { force: true });
  }
}

/** A file's text on main. */
export const fileOnMain = (gitDir: string, path: string) => git(gitDir, ['show', `main:${path}`]);

/** The commit main is at. */
export const mainCommit = (gitDir: string) => git(gitDir, ['rev-parse', 'main']);

/**
 * Seeds a deploy data folder's node_modules for the lockfile of `project` with a link to its
 * installed node_modules: what `npm ci` would have made (src/deploy/node-modules.ts).
 */
export function seedInstalledPackages(dataDir: string, project = process.cwd()) {
  const lockfile = readFileSync(join(project, 'package-lock.json'));
  const hash = createHash('sha256').update(lockfile).digest('hex').slice(0, 16);
  const install = join(dataDir, 'deploy', 'node_modules', hash);
  mkdirSync(install, { recursive: true });
  symlinkSync(realpathSync(join(project, 'node_modules')), join(install, 'node_modules'), 'dir');
}
