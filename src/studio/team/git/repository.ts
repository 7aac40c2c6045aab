/**
 * The studio's Git engine: one bare clone of the remote in `<dataDir>/repo.git`, never a working
 * tree. `openRepository` clones it (or fetches main when it exists) and returns the operations
 * the team store calls.
 */
import { restoreContent, type RestoreRequest, type RestoreResult } from './restore.ts';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createDraftBranch,
  deleteDraftBranch,
  pushDraftBranch,
  type DeleteBranchResult,
  type DraftBranch,
} from './branches.ts';
import { noCrash, type CrashHook } from '../crash-points.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { fetchMain, type RepoContext } from './context.ts';
import { DraftBackup } from './draft-backup.ts';
import { fastImporters } from './fast-commit.ts';
import { refUpdater } from './ref-updater.ts';
import {
  mainMovedUnderneath,
  updateDraftFromMain,
  type MainMovement,
  type UpdateDraftRequest,
  type UpdateDraftResult,
} from './draft-update.ts';
import { draftAuthors } from './authors.ts';
import { commitsAfter, type CommitsAfter } from './commits-after.ts';
import { BadInputError } from './errors.ts';
import type { Identity } from './identity.ts';
import { branchRef, checkBranchName, checkOid, checkRepoPath } from './names.ts';
import { changedPaths, listTree, readBlobs, renamedPaths } from './objects.ts';
import {
  checkDraft,
  publishDraft,
  type DraftCheck,
  type PublishRequest,
  type PublishResult,
  type Verdict,
} from './publish.ts';
import {
  contains,
  deleteRemoteDraftBranch,
  localDraftBranches,
  mergeThatBrought,
  remoteDraftBranches,
  restoreDraftBranch,
} from './recovery.ts';
import { resolveCommit } from './refs.ts';
import { cloneBare, REMOTE_NAME, type RemoteContext } from './remote.ts';
import type { RetryPolicy } from './retry.ts';
import { outputLine, runGit } from './run-git.ts';
import { saveFiles, type SaveRequest, type SaveResult } from './save.ts';
import { textsAt } from './texts.ts';

export interface OpenRepositoryOptions {
  /** A path, an SSH address or an HTTPS URL (without credentials in it). */
  remote: string;
  /** The studio's data folder; the clone is `<dataDir>/repo.git`. */
  dataDir: string;
  mainBranch?: string;
  /** The HTTPS token (the caller reads STUDIO_GIT_TOKEN); see remote-auth.ts. */
  token?: string;
  /** Sent with the token; `x-access-token` unless the host wants another. */
  tokenUsername?: string;
  /** GIT_SSH_COMMAND for an SSH remote (say, `ssh -i /keys/studio -o BatchMode=yes`). */
  sshCommand?: string;
  /** The studio, as committer of every commit. */
  committer: Identity;
  /** Push each draft's branch to the remote after its saves (default true). */
  backupDrafts?: boolean;
  /**
   * How long a backup waits after a save before it pushes (default 0): a burst of saves then
   * makes one push, and pushes do not compete with the saves for the machine. The team server
   * waits a couple of seconds.
   */
  backupDelayMs?: number;
  /** Where best-effort failures go (a draft backup push, a remote branch delete). */
  onBackgroundError?: (branch: string, error: unknown) => void;
  savePolicy?: Partial<RetryPolicy>;
  publishPolicy?: Partial<RetryPolicy>;
  networkTimeoutMs?: number;
  /** The crash points' hook (`--test-hooks`, crash-points.ts); none by default. */
  crash?: CrashHook;
}

const DEFAULT_SAVE_POLICY: RetryPolicy = { maxAttempts: 10, minWaitMs: 1, maxWaitMs: 25 };
const DEFAULT_PUBLISH_POLICY: RetryPolicy = { maxAttempts: 3, minWaitMs: 250, maxWaitMs: 1500 };

export async function openRepository(options: OpenRepositoryOptions): Promise<TeamRepository> {
  await checkGitVersion();
  if (options.remote.startsWith('-') || options.remote.trim() === '') {
    throw new BadInputError('remote', options.remote, 'a path, an SSH address or a URL');
  }
  const gitDir = join(options.dataDir, 'repo.git');
  const credentials = {
    token: options.token,
    username: options.tokenUsername,
    sshCommand: options.sshCommand,
  };
  const networkTimeoutMs = options.networkTimeoutMs ?? 120_000;
  const remote: RemoteContext = { gitDir, credentials, networkTimeoutMs };
  const onBackgroundError = options.onBackgroundError ?? (() => {});
  const context: RepoContext = {
    gitDir,
    mainBranch: checkBranchName(options.mainBranch ?? 'main'),
    committer: options.committer,
    remote,
    savePolicy: { ...DEFAULT_SAVE_POLICY, ...options.savePolicy },
    publishPolicy: { ...DEFAULT_PUBLISH_POLICY, ...options.publishPolicy },
    onBackgroundError,
    crash: options.crash ?? noCrash,
    queue: new KeyedQueue(),
    importers: fastImporters(gitDir),
    refUpdater: refUpdater(gitDir),
    backup: new DraftBackup(
      (branch) => pushDraftBranch(context, branch),
      onBackgroundError,
      options.backupDrafts ?? true,
      options.backupDelayMs ?? 0,
    ),
  };
  if (existsSync(join(gitDir, 'HEAD'))) {
    await followRemoteAddress(gitDir, options.remote);
  } else {
    await cloneInto(options.remote, gitDir, credentials, networkTimeoutMs);
  }
  await fetchMain(context);
  return new TeamRepository(context);
}

/** An existing clone takes the address it is given now (the remote may have moved). */
async function followRemoteAddress(gitDir: string, remote: string) {
  const stored = await runGit({
    gitDir,
    args: ['config', '--get', `remote.${REMOTE_NAME}.url`],
    okExitCodes: [0, 1],
  });
  if (outputLine(stored) === remote) return;
  await runGit({ gitDir, args: ['remote', 'set-url', '--end-of-options', REMOTE_NAME, remote] });
}

/** Clones beside the target and renames it into place, so a failed clone leaves nothing. */
async function cloneInto(
  remote: string,
  gitDir: string,
  credentials: RemoteContext['credentials'],
  networkTimeoutMs: number,
) {
  const partial = `${gitDir}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(join(gitDir, '..'), { recursive: true });
  try {
    await cloneBare(remote, partial, credentials, networkTimeoutMs);
    await rename(partial, gitDir);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** `merge-tree --write-tree` arrived in git 2.38. */
async function checkGitVersion() {
  const version = outputLine(await runGit({ args: ['version'] }));
  const [major = 0, minor = 0] = (/(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  if (major < 2 || (major === 2 && minor < 38)) {
    throw new Error(`the team studio needs git 2.38 or newer; found "${version}"`);
  }
}

export class TeamRepository {
  constructor(private readonly context: RepoContext) {}

  get gitDir() {
    return this.context.gitDir;
  }

  get mainBranch() {
    return this.context.mainBranch;
  }

  /** Brings main to the remote's; returns its head. */
  fetchMain(): Promise<string> {
    return fetchMain(this.context);
  }

  /** A branch name (`studio/…`, `main`), a full `refs/heads/…` ref or an object id. */
  async resolveRef(ref: string): Promise<string | null> {
    return resolveCommit(this.context.gitDir, this.fullRef(ref));
  }

  /** The text of `path` at `commit` (an object id), or null when there is no file there. */
  async readText(commit: string, path: string): Promise<string | null> {
    const [text] = await textsAt(this.context.gitDir, checkOid(commit), [checkRepoPath(path)]);
    return text ?? null;
  }

  /** The bytes of `path` at `commit` (a picture), or null when there is no file there. */
  async readBytes(commit: string, path: string): Promise<Buffer | null> {
    const [bytes] = await readBlobs(this.context.gitDir, [
      `${checkOid(commit)}:${checkRepoPath(path)}`,
    ]);
    return bytes ?? null;
  }

  /** The files at `commit` under any of `prefixes` (`pages/`, `_site.yaml`); all without any. */
  async listFiles(commit: string, prefixes: readonly string[] = []) {
    const entries = await listTree(this.context.gitDir, checkOid(commit));
    return entries
      .filter((entry) => prefixes.length === 0 || prefixes.some((p) => entry.path.startsWith(p)))
      .map(({ path, oid }) => ({ path, oid }));
  }

  async changedPaths(fromCommit: string, toCommit: string): Promise<string[]> {
    return changedPaths(this.context.gitDir, fromCommit, toCommit);
  }

  /** The e-mail addresses of whoever authored the draft's commits from `base` to `head`. */
  draftAuthors(base: string, head: string): Promise<string[]> {
    return draftAuthors(this.context.gitDir, base, head);
  }

  /** Main's own commits after `base` up to `head`: how many, and the newest `limit`. */
  commitsAfter(base: string, head: string, limit: number): Promise<CommitsAfter> {
    return commitsAfter(this.context.gitDir, base, head, limit);
  }

  /** The files moved between two commits, old path to new. */
  renamedPaths(fromCommit: string, toCommit: string): Promise<Map<string, string>> {
    return renamedPaths(this.context.gitDir, fromCommit, toCommit);
  }

  createDraftBranch(name: string): Promise<DraftBranch> {
    return createDraftBranch(this.context, name);
  }

  deleteBranch(branch: string, expectedHead: string): Promise<DeleteBranchResult> {
    return deleteDraftBranch(this.context, branch, expectedHead);
  }

  saveFiles(request: SaveRequest): Promise<SaveResult> {
    return saveFiles(this.context, request);
  }

  mainMovedUnderneath(branch: string): Promise<MainMovement> {
    return mainMovedUnderneath(this.context, branch);
  }

  updateDraftFromMain(request: UpdateDraftRequest): Promise<UpdateDraftResult> {
    return updateDraftFromMain(this.context, request);
  }

  publishDraft<Problems>(request: PublishRequest<Problems>): Promise<PublishResult<Problems>> {
    return publishDraft(this.context, request);
  }

  /** A rollback's commit on main: the content folders as at an earlier commit (restore.ts). */
  restoreContent<Problems>(request: RestoreRequest<Problems>): Promise<RestoreResult<Problems>> {
    return restoreContent(this.context, request);
  }

  checkDraft<Problems>(
    head: string,
    validate: (dir: string) => Promise<Verdict<Problems>>,
  ): Promise<DraftCheck<Problems>> {
    return checkDraft(this.context, head, validate);
  }

  /** Whether `ancestor` is in `descendant`'s history (false when either is unknown here). */
  contains(descendant: string, ancestor: string): Promise<boolean> {
    return contains(this.context, descendant, ancestor);
  }

  /** The commit on main's first-parent line that merged `head` in (a publish), or null. */
  mergeThatBrought(head: string, main: string): Promise<string | null> {
    return mergeThatBrought(this.context, head, main);
  }

  /** The clone's `studio/*` branches and their heads. */
  localDraftBranches(): Promise<Map<string, string>> {
    return localDraftBranches(this.context);
  }

  /** The remote's `studio/*` branches (the drafts' backups) and their heads. */
  remoteDraftBranches(): Promise<Map<string, string>> {
    return remoteDraftBranches(this.context);
  }

  /** Brings back a draft branch the clone lacks from the remote's copy. */
  restoreDraftBranch(branch: string): Promise<void> {
    return restoreDraftBranch(this.context, branch);
  }

  /** Copies a draft's branch to the remote in the background, as after a save. */
  backUpDraft(branch: string): void {
    this.context.backup.schedule(branch);
  }

  /** Removes the remote's copy of a branch the clone no longer has. */
  deleteRemoteDraftBranch(branch: string): Promise<void> {
    return deleteRemoteDraftBranch(this.context, branch);
  }

  /** Waits for the draft backups under way (before a shutdown, or in tests). */
  backupsSettled(): Promise<void> {
    return this.context.backup.settled();
  }

  /** Ends the kept git processes (the server closing, after its last save). */
  close(): Promise<void> {
    return Promise.all([this.context.importers.close(), this.context.refUpdater.close()]).then(
      () => undefined,
    );
  }

  private fullRef(ref: string) {
    if (/^[0-9a-f]{40}$/.test(ref)) return ref;
    if (ref.startsWith('refs/heads/')) return branchRef(ref.slice('refs/heads/'.length));
    return branchRef(ref);
  }
}
