/**
 * The deploy queue: after each publish, the published commit is built once into a release and
 * handed to every configured target in turn (types.ts). One deploy runs at a time. The queue
 * lives in the studio's database (db/deploys.ts), so a restart loses none: queued deploys run,
 * one found `building` is built again. A failed target is retried with a button (`retry`), and
 * by itself with exponential back-off when it was unreachable (DeployError.unreachable).
 * Each start, end and retry goes in the audit log.
 */
import { existsSync } from 'node:fs';
import type { Client } from '@libsql/client';
import { record, type Actor } from '../studio/team/auth/audit.ts';
import { noCrash, type CrashHook } from '../studio/team/crash-points.ts';
import {
  cancelRetries,
  deployById,
  earliestRetry,
  finishDeploy,
  finishTarget,
  hasDeployOf,
  insertDeploy,
  liveByTarget,
  markBuilding,
  newestDeployId,
  nextQueuedDeploy,
  recordProgress,
  recordRelease,
  requeueFailed,
  requeueInterrupted,
  startTarget,
  type DeployRow,
} from '../studio/team/db/deploys.ts';
import { deploysView, type DeploysView } from './deploys-view.ts';
import { putLiveOnNewTargets } from './new-targets.ts';
import {
  DEFAULT_BACKOFF,
  retryDelay,
  systemClock,
  type Backoff,
  type DeployClock,
} from './retry-timing.ts';
import { DeployError, type BuildRelease, type DeployTarget, type Release } from './types.ts';

/** Who asked: a signed-in person, or the studio itself (its start, an automatic retry). */
export interface Requester {
  /** null: the studio's own timed work, named by `name` (the daily rebuild, scheduler/). */
  userId: string | null;
  email: string;
  name: string;
}

const STUDIO_ACTOR: Actor = { userId: null, email: 'studio:deploy' };

export interface DeployQueueOptions {
  db: Client;
  buildRelease: BuildRelease;
  targets: readonly DeployTarget[];
  /** The studio's Git repository, which holds every published commit. */
  repository: string;
  dataDir: string;
  log?: (line: string) => void;
  crash?: CrashHook;
  clock?: DeployClock;
  backoff?: Backoff;
  /** Told of each deploy as it ends, live or failed (the studio e-mails the draft's people). */
  onEnded?: (deploy: DeployRow) => Promise<void>;
}

export type { DeploysView } from './deploys-view.ts';

export type RetryAnswer =
  { kind: 'queued'; deploy: DeployRow } | { kind: 'refused'; message: string };

export type DeployQueue = ReturnType<typeof createDeployQueue>;

/** The failure's words: a target's DeployError as it is, anything else as what stopped. */
function wordsOf(error: unknown, what: string): string {
  if (error instanceof DeployError) return error.message;
  return `${what} stopped: ${error instanceof Error ? error.message : String(error)}`;
}

export function createDeployQueue(options: DeployQueueOptions) {
  const { db, buildRelease, targets, repository, dataDir } = options;
  const log = options.log ?? (() => undefined);
  const crash = options.crash ?? noCrash;
  const clock = options.clock ?? systemClock;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const names = targets.map((target) => target.name);

  let running: Promise<void> | null = null;
  let wanted = false;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;
  let building: AbortController | null = null;

  const audit = (
    actor: Actor,
    action: 'deploy-start' | 'deploy-end' | 'deploy-retry',
    deploy: DeployRow,
    detail: Record<string, unknown>,
  ) =>
    record(
      db,
      { actor, action, commits: [deploy.commit], detail: { deploy: deploy.id, ...detail } },
      clock.now(),
    );

  /** The release to hand out: the one built before (a retry), if its folder is still there. */
  async function releaseOf(deploy: DeployRow): Promise<Release | null> {
    const kept = deploy.release;
    if (kept && existsSync(kept.folder)) return { ...kept, commit: deploy.commit };
    let output = '';
    const controller = new AbortController();
    building = controller;
    // Progress is written at most twice a second: a build reports every page.
    let lastWrite = 0;
    let pending: Promise<void> = Promise.resolve();
    try {
      const release = await buildRelease({
        repository,
        commit: deploy.commit,
        dataDir,
        log: (line) => {
          output += `${line}\n`;
        },
        onProgress: (progress) => {
          const at = clock.now();
          if (at - lastWrite < 500 && progress.pagesDone < progress.pagesTotal) return;
          lastWrite = at;
          pending = pending
            .then(() => recordProgress(db, deploy.id, progress))
            .catch(() => undefined);
        },
        signal: controller.signal,
      });
      await pending;
      await recordRelease(db, deploy.id, release, output);
      return release;
    } catch (error) {
      await pending;
      if (stopped) throw error;
      const message = wordsOf(error, 'the build');
      log(`studio: deploy ${deploy.id} of ${deploy.commit.slice(0, 12)}: ${message}`);
      const at = clock.now();
      for (const target of deploy.targets) {
        if (target.state !== 'queued') continue;
        await finishTarget(
          db,
          deploy.id,
          target.target,
          {
            state: 'failed',
            message: 'Not deployed here: the build failed.',
            output: '',
          },
          at,
        );
      }
      await finishDeploy(db, deploy.id, { state: 'failed', message, output }, at);
      return null;
    } finally {
      building = null;
    }
  }

  /**
   * A rollback's switch back: the target makes the kept release live again (activate), or, where
   * it no longer keeps it, is handed it as any release. Else a deploy (a target added at a
   * restart is handed the kept release it never had: new-targets.ts).
   */
  async function handOut(
    target: DeployTarget,
    deploy: DeployRow,
    release: Release,
    log: (line: string) => void,
  ): Promise<{ address?: string }> {
    if (!deploy.switchBack || deploy.catchesUpDeploy !== null) return target.deploy(release, log);
    try {
      await target.activate(release.id, log);
    } catch (error) {
      log(`${target.name}: ${wordsOf(error, 'the switch back')}: deployed instead`);
      return target.deploy(release, log);
    }
    crash('rollback:after-switch');
    return { address: (await liveByTarget(db)).get(target.name)?.address ?? undefined };
  }

  /** Hands the release to one target; records live, or failed with its words and next retry. */
  async function deployTo(deploy: DeployRow, name: string, release: Release, attempts: number) {
    const target = targets.find((candidate) => candidate.name === name);
    await startTarget(db, deploy.id, name, clock.now());
    let output = '';
    try {
      if (!target)
        throw new DeployError(
          `${name} is no longer configured (--deploy): nothing was sent there.`,
        );
      const { address } = await handOut(target, deploy, release, (line) => {
        output += `${line}\n`;
      });
      await finishTarget(db, deploy.id, name, { state: 'live', address, output }, clock.now());
      crash('deploy:after-db');
    } catch (error) {
      if (stopped) throw error;
      const message = wordsOf(error, `the deploy to ${name}`);
      const unreachable = error instanceof DeployError && error.unreachable;
      const wait = unreachable ? retryDelay(backoff, attempts + 1) : null;
      const at = clock.now();
      log(`studio: deploy ${deploy.id} to ${name} failed: ${message}`);
      await finishTarget(
        db,
        deploy.id,
        name,
        {
          state: 'failed',
          message,
          output,
          nextRetryAt: wait === null ? null : at + wait,
        },
        at,
      );
    }
  }

  async function run(queued: DeployRow) {
    await markBuilding(db, queued.id, clock.now());
    await audit(STUDIO_ACTOR, 'deploy-start', queued, {
      targets: queued.targets.filter((target) => target.state === 'queued').map((t) => t.target),
    });
    const release = await releaseOf(queued);
    if (release) {
      for (const target of queued.targets) {
        if (target.state === 'queued')
          await deployTo(queued, target.target, release, target.attempts);
      }
      const after = (await deployById(db, queued.id))!;
      const live = after.targets.every((target) => target.state === 'live');
      await finishDeploy(db, queued.id, { state: live ? 'live' : 'failed' }, clock.now());
    }
    const ended = (await deployById(db, queued.id))!;
    await audit(STUDIO_ACTOR, 'deploy-end', ended, {
      state: ended.state,
      ...(ended.message ? { message: ended.message } : {}),
      targets: Object.fromEntries(ended.targets.map((t) => [t.target, t.message || t.state])),
    });
    // Whatever the listener does, the deploy is done and the queue goes on.
    await options
      .onEnded?.(ended)
      .catch((error: Error) => log(`studio: after deploy ${ended.id}: ${error.message}`));
  }

  /** Automatic retries whose time has come: their deploy is queued again. */
  async function queueDueRetries() {
    for (;;) {
      const due = await earliestRetry(db);
      if (!due || due.at > clock.now()) return;
      const deploy = (await deployById(db, due.id))!;
      await requeueFailed(db, due.id, due.target);
      await audit(STUDIO_ACTOR, 'deploy-retry', deploy, { target: due.target, automatic: true });
    }
  }

  async function loop() {
    while (wanted && !stopped) {
      wanted = false;
      await queueDueRetries();
      for (
        let next = await nextQueuedDeploy(db);
        next && !stopped;
        next = await nextQueuedDeploy(db)
      ) {
        await run(next);
        await queueDueRetries();
      }
    }
  }

  async function scheduleRetry() {
    cancelTimer?.();
    cancelTimer = null;
    const due = await earliestRetry(db);
    if (due && !stopped) cancelTimer = clock.later(wake, Math.max(0, due.at - clock.now()));
  }

  /** Looks for work now: queued deploys, retries due. */
  function wake() {
    wanted = true;
    if (running || stopped) return;
    running = loop()
      .catch((error: unknown) => {
        if (!stopped) log(`studio: the deploy queue stopped: ${(error as Error).message}`);
      })
      .then(() => scheduleRetry())
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (wanted && !stopped) wake();
      });
  }

  return {
    /** Whether any target is configured (none: publishing goes to Git only). */
    configured: targets.length > 0,

    /**
     * At start: what a stopped run left building is queued again, targets added since get the
     * live version (new-targets.ts), then the queue runs.
     */
    async start() {
      const again = await requeueInterrupted(db);
      for (const id of again) log(`studio: deploy ${id} was cut short: it is built again`);
      // A target added since (one more --deploy) gets the version live elsewhere, not nothing.
      const added = await putLiveOnNewTargets(db, names, clock.now());
      if (added) log(added);
      wake();
    },

    /**
     * Queues `commit` for every target; null when there is none. `restores`: a rollback's, with
     * the kept release its targets switch back to when there is one (no build).
     */
    async enqueue(
      commit: string,
      by: Requester | null,
      restores?: Parameters<typeof insertDeploy>[1]['restores'],
    ): Promise<number | null> {
      if (targets.length === 0) return null;
      const newest = await newestDeployId(db);
      // A newer deploy replaces what an older one would retry.
      if (newest !== null) await cancelRetries(db, newest);
      const id = await insertDeploy(
        db,
        {
          commit,
          publishedBy: by?.userId ?? null,
          publishedByName: by ? by.name || by.email : '',
          targets: names,
          restores,
        },
        clock.now(),
      );
      wake();
      return id;
    },

    /** Queues `commit` unless it was deployed (or queued) before: main's head at a start. */
    async enqueueIfNew(commit: string): Promise<number | null> {
      if (targets.length === 0 || (await hasDeployOf(db, commit))) return null;
      return this.enqueue(commit, null);
    },

    /** The Retry button: the newest deploy's failed targets (or failed build) once more. */
    async retry(id: number, by: Requester, ip?: string): Promise<RetryAnswer> {
      const deploy = await deployById(db, id);
      if (!deploy) return { kind: 'refused', message: `There is no deploy ${id}.` };
      if (deploy.state !== 'failed') {
        return {
          kind: 'refused',
          message: `Deploy ${id} has not failed: there is nothing to retry.`,
        };
      }
      if ((await newestDeployId(db)) !== id) {
        return {
          kind: 'refused',
          message: `A newer deploy replaced deploy ${id}: retry that one instead.`,
        };
      }
      await requeueFailed(db, id);
      await record(
        db,
        {
          actor: { userId: by.userId, email: by.email },
          action: 'deploy-retry',
          commits: [deploy.commit],
          detail: { deploy: id },
          ip,
        },
        clock.now(),
      );
      wake();
      return { kind: 'queued', deploy: (await deployById(db, id))! };
    },

    view: (limit = 10): Promise<DeploysView> => deploysView(db, names, limit),

    /** Looks for work now (the retry timer calls it; tests call it after moving the clock). */
    wake,

    /** Resolves once the queue has nothing running. */
    async idle() {
      while (running) await running;
    },

    /** Stops: a build under way is aborted and built again at the next start. */
    async stop() {
      stopped = true;
      cancelTimer?.();
      building?.abort();
      await running;
    },
  };
}
