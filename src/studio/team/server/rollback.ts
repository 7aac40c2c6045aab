/**
 * Rolling the live site back (issue 56): a publisher or an admin restores an earlier release.
 * The studio commits on main the content folders as they were at that release's commit
 * (git/restore.ts), so Git and the site agree and the next publish builds on it; open drafts see
 * main moved, as after any publish. Then the new commit is deployed: where the kept release was
 * built for today, every target switches back to it at once (activate, no build); otherwise the
 * new commit is built with today's date (rollback-plan.ts). One rollback at a time; each is in
 * the audit log. A refusal changes nothing.
 */
import { existsSync } from 'node:fs';
import type { Client } from '@libsql/client';
import { buildDate } from '../../../content/build-date.ts';
import { zoneNamedIn } from '../../../content/site-time-zone.ts';
import type { DeployQueue } from '../../../deploy/deploy-queue.ts';
import { HttpError } from '../../server/http-json.ts';
import { record } from '../auth/audit.ts';
import { actorOf } from '../auth/team-auth.ts';
import type { CrashHook } from '../crash-points.ts';
import { deployById } from '../db/deploys.ts';
import type { User } from '../db/users.ts';
import type { TeamRepository } from '../git/index.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { editorOf } from './editor-of.ts';
import { checkAgainstMain, type MainProblems } from './main-problems.ts';
import type { PublishProblem } from './publish-validation.ts';
import { releaseHistory, type ReleaseEntry } from './release-history.ts';
import { RESTORED_FOLDERS } from './restored-folders.ts';
import { refusalToRestore, restoreMessage, switchBackOrRebuild } from './rollback-plan.ts';

export interface RollbackOptions {
  db: Client;
  repo: TeamRepository;
  queue: DeployQueue;
  /** The studio's environment: BUILD_DATE pins today's date, as for the builds. */
  env: Readonly<Record<string, string | undefined>>;
  now?: () => number;
  crash: CrashHook;
  mainProblems?: MainProblems;
}

export type RollbackAnswer =
  | {
      kind: 'restored';
      commit: string;
      /** The deploy of the new commit (null: no target is configured). */
      deploy: number | null;
      /** Switched back to the kept release, else built again (`why`). */
      switchedBack: boolean;
      why?: string;
    }
  | { kind: 'invalid'; problems: PublishProblem[] }
  | { kind: 'rejected'; message: string };

const SITE_FILE = 'pages/_site.yaml';

export type Rollbacks = ReturnType<typeof rollbacks>;

export function rollbacks({
  db,
  repo,
  queue,
  env,
  now = Date.now,
  crash,
  mainProblems,
}: RollbackOptions) {
  const turns = new KeyedQueue();

  async function restore(id: number, by: User, ip?: string): Promise<RollbackAnswer> {
    const kept = await deployById(db, id);
    const refusal = refusalToRestore(kept, id);
    if (refusal || !kept) throw new HttpError(kept ? 409 : 404, 'not-restorable', refusal ?? '');
    if ((await repo.resolveRef(kept.commit)) === null) {
      throw new HttpError(409, 'not-restorable', `Deploy ${id}’s commit is not in Git any more.`);
    }
    // The zone of the restored content's own _site.yaml: the one its build will use.
    const zone = zoneNamedIn(await repo.readText(kept.commit, SITE_FILE));
    const result = await repo.restoreContent<PublishProblem[]>({
      from: kept.commit,
      folders: RESTORED_FOLDERS,
      author: editorOf(by),
      message: restoreMessage(kept, zone),
      validate: (dir) => checkAgainstMain(dir, mainProblems),
      onPushed: (commit) =>
        record(
          db,
          {
            actor: actorOf(by),
            action: 'rollback',
            commits: [commit, kept.commit],
            ip,
            detail: { deploy: kept.id },
          },
          now(),
        ).then(() => undefined),
    });
    if (result.kind === 'unchanged') {
      throw new HttpError(
        409,
        'already-restored',
        `The site’s content is already as deploy ${id} published it: there is nothing to restore.`,
      );
    }
    if (result.kind !== 'restored') return result;
    crash('rollback:after-commit');
    const plan = switchBackOrRebuild(kept, buildDate(env, new Date(now()), zone), existsSync);
    const deploy = await queue.enqueue(
      result.commit,
      { userId: by.id, email: by.email, name: by.name },
      {
        deployId: kept.id,
        ...(plan.kind === 'switch-back' && { switchBackTo: plan.release }),
      },
    );
    return {
      kind: 'restored',
      commit: result.commit,
      deploy,
      switchedBack: plan.kind === 'switch-back',
      ...(plan.kind === 'rebuild' && { why: plan.why }),
    };
  }

  return {
    /** The releases the Live site view lists, newest first. */
    history: (limit: number): Promise<ReleaseEntry[]> => releaseHistory(db, repo, limit),
    /** Restores deploy `id`'s content for `by` (the role is the caller's to check). */
    restore: (id: number, by: User, ip?: string) =>
      turns.run('rollback', () => restore(id, by, ip)),
  };
}
