/**
 * The `branch:<name>` target, for hosts that deploy from a branch (GitHub and GitLab Pages,
 * Cloudflare Pages, Netlify): each release's files are committed to `<name>` on the studio's
 * remote (any Git remote; the studio's own credentials, remote-auth.ts), one commit per release
 * on top of the branch as the remote has it, its message naming the source commit and, in a
 * `Release:` line, the release (which `current()` reads back). Never a force push: a branch
 * someone else moved meanwhile is fetched again and the commit made again on top of it.
 *
 * The commits are made in a repository of the target's own (`<data>/deploy/branches/`), never in
 * the studio's, whose refs are the drafts' truth.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { noCrash, type CrashHook } from '../../studio/team/crash-points.ts';
import { GitError, PushRejectedError } from '../../studio/team/git/errors.ts';
import { fetchRefs, pushRefspec, type RemoteContext } from '../../studio/team/git/remote.ts';
import { networkOptions, type RemoteCredentials } from '../../studio/team/git/remote-auth.ts';
import { outputLine, runGit } from '../../studio/team/git/run-git.ts';
import { deployFolders } from '../folders.ts';
import { DeployError, type DeployLog, type DeployTarget } from '../types.ts';

export interface BranchTargetOptions {
  dataDir: string;
  /** The studio's repository: its `origin` is the remote, unless `remote` names another. */
  repository: string;
  remote?: string;
  credentials?: RemoteCredentials;
  networkTimeoutMs?: number;
  crash?: CrashHook;
}

const TIP = 'refs/deploy/tip';
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Team studio',
  GIT_AUTHOR_EMAIL: 'deploy@team-studio.invalid',
  GIT_COMMITTER_NAME: 'Team studio',
  GIT_COMMITTER_EMAIL: 'deploy@team-studio.invalid',
};

/** A branch name git accepts, refused before any git runs otherwise. */
export async function checkBranchName(name: string): Promise<void> {
  const checked = await runGit({
    args: ['check-ref-format', '--branch', name],
    okExitCodes: [0, 1, 128],
  });
  if (name.startsWith('-') || checked.exitCode !== 0) {
    throw new DeployError(`branch:${name}: "${name}" is not a valid branch name`);
  }
}

export function branchTarget(name: string, options: BranchTargetOptions): DeployTarget {
  const { crash = noCrash } = options;
  const target = `branch:${name}`;
  const gitDir = join(deployFolders(options.dataDir).branches, `${encodeURIComponent(name)}.git`);
  const remote: RemoteContext = {
    gitDir,
    credentials: options.credentials ?? {},
    networkTimeoutMs: options.networkTimeoutMs ?? 120_000,
  };
  const git = (args: string[], env: Record<string, string> = {}) =>
    runGit({ gitDir, args, env }).then(outputLine);

  /** The target's repository, its `origin` the remote; the branch's tip as the remote has it. */
  async function fetchTip(): Promise<string | null> {
    await checkBranchName(name);
    if (!existsSync(gitDir)) {
      mkdirSync(gitDir, { recursive: true });
      await runGit({ args: ['init', '--quiet', '--bare', gitDir] });
    }
    const configured = await runGit({
      args: ['-C', options.repository, 'config', '--get', 'remote.origin.url'],
      okExitCodes: [0, 1],
    });
    // A studio repository without a remote is its own remote (the tests' bare repositories).
    const url = options.remote ?? (outputLine(configured) || options.repository);
    await git(['config', 'remote.origin.url', url]);
    const auth = networkOptions(remote.credentials);
    const listed = await runGit({
      gitDir,
      args: [...auth.configArgs, 'ls-remote', '--end-of-options', 'origin', `refs/heads/${name}`],
      env: auth.env,
      timeoutMs: remote.networkTimeoutMs,
    });
    const tip = outputLine(listed).split('\t')[0] || null;
    if (tip) await fetchRefs(remote, [`+refs/heads/${name}:${TIP}`]);
    return tip;
  }

  /** Commits `tree` on top of the remote's tip and pushes it; again once if the branch moved. */
  async function commitAndPush(makeTree: () => Promise<string>, message: string, log: DeployLog) {
    for (let attempt = 1; ; attempt++) {
      const tip = await fetchTip();
      const tree = await makeTree();
      const parents = tip ? ['-p', tip] : [];
      const commit = await git(['commit-tree', tree, ...parents, '-m', message], IDENTITY);
      try {
        await pushRefspec(remote, `${commit}:refs/heads/${name}`);
      } catch (error) {
        if (error instanceof PushRejectedError && error.reason === 'remote-moved' && attempt < 3) {
          log(`${target}: the branch moved on the remote meanwhile; committing again on top`);
          continue;
        }
        throw error;
      }
      await git(['update-ref', TIP, commit]);
      crash('deploy:after-switch');
      return commit;
    }
  }

  return {
    name: target,
    async deploy(release, log) {
      const makeTree = async () => {
        // A fresh index each time: the release folder is new, no stat of it is known.
        const index = join(gitDir, `deploy-index-${process.pid}`);
        rmSync(index, { force: true });
        const env = { GIT_INDEX_FILE: index };
        await runGit({
          gitDir,
          args: ['-C', release.folder, '--work-tree', release.folder, 'add', '-A', '-f', '--', '.'],
          env,
        });
        const tree = await git(['write-tree'], env);
        rmSync(index, { force: true });
        return tree;
      };
      const message = `Site built from ${release.commit.slice(0, 12)}\n\nRelease: ${release.id}\nSource-commit: ${release.commit}\n`;
      const commit = await inWords(target, () => commitAndPush(makeTree, message, log));
      log(`${target}: release ${release.id} pushed as ${commit.slice(0, 12)}`);
      return {};
    },
    current: () =>
      inWords(target, async () => {
        const tip = await fetchTip();
        if (!tip) return null;
        return /^Release: (\S+)$/m.exec(await git(['log', '-1', '--format=%B', tip]))?.[1] ?? null;
      }),
    async activate(releaseId, log) {
      if (!/^[\d]{14}-[0-9a-f]{12}$/.test(releaseId)) {
        throw new DeployError(`${target}: "${releaseId}" is not a release id`);
      }
      await inWords(target, async () => {
        const makeTree = async () => {
          const tree = await git([
            'log',
            '-1',
            `--grep=^Release: ${releaseId}$`,
            '--format=%T',
            TIP,
          ]).catch(() => '');
          if (!tree) throw new DeployError(`${target}: release ${releaseId} is not on the branch`);
          return tree;
        };
        await commitAndPush(
          makeTree,
          `Site release ${releaseId} made live again\n\nRelease: ${releaseId}\n`,
          log,
        );
      });
      log(`${target}: release ${releaseId} is live again`);
    },
  };
}

/** Git's failures as the studio says them: which remote step, and git's own last words. */
async function inWords<T>(target: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DeployError) throw error;
    if (error instanceof PushRejectedError) {
      throw new DeployError(`${target}: the remote refused the push: ${error.remoteMessage}`);
    }
    if (error instanceof GitError) {
      const said = error.stderr.trim().split('\n').filter(Boolean).slice(-2).join(' ');
      // Sign-in refused is the admin's to fix; anything else (no answer, no route) may pass.
      const refused = /authentication|permission denied|could not read username|403/i.test(said);
      throw new DeployError(
        `${target}: the remote could not be reached or refused: ${said || 'git gave no reason'}`,
        !refused,
      );
    }
    throw new DeployError(`${target}: ${(error as Error).message}`);
  }
}
