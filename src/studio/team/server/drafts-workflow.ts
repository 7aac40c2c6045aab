/**
 * A draft's life: started from main, saved into by editors, submitted, approved or sent back by
 * reviewers, published by publishers. Git holds the content (the draft's branch); the database
 * holds the status, the approvals (each tied to the commit it approved) and the audit trail.
 * An approval belongs to the head it was given at: a later save voids it, and a draft whose
 * approved head moved is back in review. Roles are checked by the caller (routes), once.
 * What it refuses it raises as a DraftRefusal (draft-errors.ts), which the API alone turns into
 * HTTP; how a draft is shown is draft-views.ts's, its publishing draft-publish.ts's.
 */
import type { Client } from '@libsql/client';
import { actorOf } from '../auth/team-auth.ts';
import { record } from '../auth/audit.ts';
import { decisionsAtCommit, insertApproval } from '../db/approvals.ts';
import {
  draftById,
  insertDraft,
  listDrafts,
  updateDraft,
  type Draft,
  type DraftStatus,
} from '../db/drafts.ts';
import { newDraftId } from '../db/ids.ts';
import { noCrash, type CrashHook } from '../crash-points.ts';
import type { User } from '../db/users.ts';
import type { TeamRepository, FileConflict } from '../git/index.ts';
import { checkWritePath } from '../../server/write-gate.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { voidSchedule } from '../scheduler/void-schedule.ts';
import { endDraftJobs } from '../db/jobs.ts';
import { editorOf } from './editor-of.ts';
import { DraftRefusal } from './draft-errors.ts';
import {
  draftDetail,
  people,
  summary,
  touching,
  wrote,
  type DraftDetail,
  type DraftSummary,
} from './draft-views.ts';
import { publishApproved, type Audit, type PublishAnswer } from './draft-publish.ts';
import { checkAgainstMain, type MainProblems } from './main-problems.ts';
import type { PublishProblem } from './publish-validation.ts';
import type { ReviewEvent } from '../mail/review-notices.ts';

export type { DraftDetail, DraftSummary } from './draft-views.ts';
export type { PublishAnswer } from './draft-publish.ts';

const NAME_LIMIT = 120;

export interface Workflow {
  list(): Promise<DraftSummary[]>;
  /** `viewer`: who asks, told whether they may approve it (`selfReview`). */
  detail(id: string, viewer?: User): Promise<DraftDetail>;
  /** The open draft, or a refusal (`no-draft`, `draft-closed`: draft-errors.ts). */
  openDraft(id: string): Promise<Draft>;
  /**
   * Runs `write` holding the draft's lock (keyed-queue.ts): every write into a draft goes through
   * here, and `write` reads the draft (`openDraft`) only once it holds the lock.
   */
  exclusive<T>(id: string, write: () => Promise<T>): Promise<T>;
  create(name: string, by: User, ip?: string): Promise<DraftSummary>;
  recordSave(draft: Draft, commit: string, path: string, by: User, ip?: string): Promise<void>;
  submit(id: string, by: User, ip?: string): Promise<DraftSummary>;
  review(
    id: string,
    decision: 'approve' | 'changes',
    comment: string,
    by: User,
    ip?: string,
  ): Promise<DraftSummary>;
  publish(id: string, by: User, ip?: string): Promise<PublishAnswer>;
  updateFromMain(
    id: string,
    resolutions: { path: string; text: string }[],
    by: User,
    ip?: string,
  ): Promise<{ kind: 'updated' | 'up-to-date' } | { kind: 'conflict'; files: FileConflict[] }>;
  touching(path: string, except?: string): Promise<{ id: string; name: string }[]>;
}

export interface WorkflowOptions {
  /**
   * Whether someone who wrote part of a draft may approve it (`--allow-self-review`, for a team
   * of one). Off by default: otherwise one person alone puts a change live.
   */
  allowSelfReview?: boolean;
  /** The crash points' hook (`--test-hooks`, crash-points.ts); none by default. */
  crash?: CrashHook;
  now?: () => number;
  /** Told of each publish main holds (the team server queues its deploy). */
  onPublished?: (commit: string, by: User) => Promise<void>;
  /** Main's problems: a submit or publish is refused only for what the draft adds to them. */
  mainProblems?: MainProblems;
  /**
   * Told of each review step as the draft's status changes, its lock held (the team server
   * queues the e-mails, mail/review-notices.ts). What it throws does not undo the step.
   */
  onStep?: (event: ReviewEvent) => Promise<void>;
}

export function draftsWorkflow(
  db: Client,
  repo: TeamRepository,
  {
    allowSelfReview = false,
    crash = noCrash,
    now = Date.now,
    onPublished,
    mainProblems,
    onStep,
  }: WorkflowOptions = {},
): Workflow {
  // One draft's writes, submit, reviews and publish take turns; other drafts go on meanwhile.
  const locks = new KeyedQueue();
  const exclusive = <T>(id: string, write: () => Promise<T>) => locks.run(id, write);
  const authors = () => people(db);
  const told = (event: Omit<ReviewEvent, 'at'>) =>
    onStep?.({ ...event, at: now() }).catch(() => undefined);

  async function find(id: string): Promise<Draft> {
    const draft = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await draftById(db, id) : null;
    if (!draft) throw new DraftRefusal('no-draft', `there is no draft ${id}`);
    return draft;
  }

  async function openDraft(id: string): Promise<Draft> {
    const draft = await find(id);
    if (draft.status === 'published') {
      throw new DraftRefusal('draft-closed', `“${draft.name}” is published: start a new draft`);
    }
    return draft;
  }

  const audit: Audit = (
    by: User,
    action: Parameters<typeof record>[1]['action'],
    draft: Draft,
    commits: string[],
    ip?: string,
    detail?: Record<string, unknown>,
  ) => record(db, { actor: actorOf(by), action, draftId: draft.id, commits, ip, detail }, now());

  async function setStatus(draft: Draft, status: DraftStatus, from: readonly DraftStatus[]) {
    if (!from.includes(draft.status)) {
      throw new DraftRefusal(
        'wrong-status',
        `“${draft.name}” is ${draft.status.replace('-', ' ')}: it cannot be ${status.replace('-', ' ')} from there`,
      );
    }
    const changed = await updateDraft(db, draft.id, { status }, now(), {
      expectHead: draft.headCommit,
    });
    if (!changed) {
      throw new DraftRefusal('draft-moved', `“${draft.name}” changed meanwhile: reload it`);
    }
    return { ...draft, status };
  }

  /** An author of any commit on the draft cannot approve it: the review is someone else's. */
  async function refuseSelfReview(draft: Draft, by: User, ip?: string) {
    if (!(await wrote(repo, draft, by))) return;
    await audit(by, 'approve-refused', draft, [draft.headCommit], ip, { reason: 'self-review' });
    throw new DraftRefusal(
      'self-review',
      `you wrote part of “${draft.name}”: someone who did not must approve it`,
    );
  }

  /**
   * A reviewer approves a save once: a second approval of the same head would change nothing, so
   * it is refused in words rather than recorded again. Asking for changes stays open to them.
   */
  async function refuseSecondApproval(draft: Draft, by: User) {
    const decisions = await decisionsAtCommit(db, draft.id, draft.headCommit);
    const mine = decisions.find((decision) => decision.reviewerId === by.id);
    if (mine?.decision !== 'approve') return;
    throw new DraftRefusal(
      'already-approved',
      `you already approved “${draft.name}” as it stands: it needs no second approval from you (to withdraw yours, ask for changes)`,
    );
  }

  const unlocked: Workflow = {
    async list() {
      const [drafts, known] = await Promise.all([listDrafts(db), authors()]);
      return drafts.map((draft) => summary(draft, known));
    },

    async detail(id, viewer) {
      return draftDetail(db, repo, await find(id), { viewer, allowSelfReview });
    },

    openDraft,

    exclusive,

    async create(name, by, ip) {
      const trimmed = name.trim().replace(/\s+/g, ' ');
      if (trimmed === '' || trimmed.length > NAME_LIMIT) {
        throw new DraftRefusal(
          'bad-name',
          `give the draft a name of 1 to ${NAME_LIMIT} characters`,
        );
      }
      const made = await repo.createDraftBranch(trimmed);
      const draft = await insertDraft(
        db,
        {
          id: newDraftId(),
          name: trimmed,
          branch: made.branch,
          createdBy: by.id,
          baseCommit: made.commit,
          headCommit: made.commit,
        },
        now(),
      );
      await record(
        db,
        {
          actor: actorOf(by),
          action: 'draft-create',
          draftId: draft.id,
          commits: [made.commit],
          ip,
          detail: { name: trimmed, branch: made.branch },
        },
        now(),
      );
      return summary(draft, await authors());
    },

    async recordSave(draft, commit, path, by, ip) {
      const fresh = (await draftById(db, draft.id)) ?? draft;
      // A save voids an approval: the approved head is no longer the draft's.
      const status: DraftStatus = fresh.status === 'approved' ? 'in-review' : fresh.status;
      await updateDraft(db, draft.id, { headCommit: commit, status, addFiles: [path] }, now());
      await audit(by, 'save', draft, [commit], ip, { path });
      await voidSchedule(db, draft, 'It was changed', by, now());
    },

    async submit(id, by, ip) {
      const draft = await openDraft(id);
      const head = await repo.resolveRef(draft.branch);
      if (head === draft.baseCommit || draft.files.length === 0) {
        throw new DraftRefusal('empty-draft', `“${draft.name}” has no saved change to review yet`);
      }
      // What the publish will check, checked now: a reviewer never approves a draft the site's
      // checks would refuse (a new page nothing links to, say), and only what the draft adds to
      // main's problems counts (main-problems.ts). A draft that clashes with the
      // live site goes to review: the publish asks for its update.
      const check = await repo.checkDraft<PublishProblem[]>(draft.headCommit, (dir) =>
        checkAgainstMain(dir, mainProblems),
      );
      if (check.kind === 'invalid') {
        await audit(by, 'submit-refused', draft, [draft.headCommit], ip, {
          problems: check.problems.length,
        });
        const count = check.problems.length;
        throw new DraftRefusal(
          'draft-invalid',
          `“${draft.name}” would not pass the site's checks (${count} problem${count === 1 ? '' : 's'}): fix ${count === 1 ? 'it' : 'them'}, save, and submit again`,
          check.problems,
        );
      }
      const next = await setStatus(draft, 'in-review', ['editing', 'changes-requested']);
      await audit(by, 'submit', draft, [draft.headCommit], ip);
      await told({ step: 'submitted', draft: next, by });
      return summary(next, await authors());
    },

    async review(id, decision, comment, by, ip) {
      const draft = await openDraft(id);
      if (decision === 'approve' && !allowSelfReview) {
        await refuseSelfReview(draft, by, ip);
      }
      if (decision === 'approve') await refuseSecondApproval(draft, by);
      const next = await setStatus(
        draft,
        decision === 'approve' ? 'approved' : 'changes-requested',
        ['in-review', 'approved'],
      );
      await insertApproval(
        db,
        { draftId: draft.id, reviewerId: by.id, commit: draft.headCommit, decision, comment },
        now(),
      );
      await audit(
        by,
        decision === 'approve' ? 'approve' : 'request-changes',
        draft,
        [draft.headCommit],
        ip,
        comment ? { comment } : undefined,
      );
      if (decision === 'changes')
        await voidSchedule(db, draft, 'Changes were asked for', by, now());
      await told(
        decision === 'approve'
          ? { step: 'approved', draft: next, by }
          : { step: 'changes', draft: next, by, ...(comment && { comment }) },
      );
      return summary(next, await authors());
    },

    async publish(id, by, ip) {
      const draft = await openDraft(id);
      const answer = await publishApproved(
        { db, repo, crash, now, audit, mainProblems },
        draft,
        by,
        ip,
      );
      // Where it goes live, its deploy's end tells the authors (team-server.ts); the step is
      // told here too, and the team server decides.
      if (answer.kind === 'published') {
        await told({
          step: 'published',
          draft: { ...draft, status: 'published', publishedCommit: answer.commit },
          by,
        });
      }
      return answer;
    },

    async updateFromMain(id, resolutions, by, ip) {
      // Each resolution passes the write gate, as a save would, before Git is asked anything.
      for (const { path } of resolutions) checkWritePath(path);
      const draft = await openDraft(id);
      const result = await repo.updateDraftFromMain({
        branch: draft.branch,
        expectedHead: draft.headCommit,
        author: editorOf(by),
        resolutions,
      });
      if (result.kind === 'conflict') return { kind: 'conflict', files: result.files };
      if (result.kind === 'not-in-conflict') {
        throw new DraftRefusal(
          'not-in-conflict',
          `${result.paths.join(', ')} ${result.paths.length === 1 ? 'is' : 'are'} not in conflict with ${repo.mainBranch}: a resolution may change only the files in conflict (save the others in the draft)`,
        );
      }
      if (result.kind === 'draft-moved') {
        throw new DraftRefusal('draft-moved', `“${draft.name}” changed meanwhile: reload it`);
      }
      if (result.kind === 'updated') {
        const main = await repo.resolveRef(repo.mainBranch);
        // The files the editor's resolutions wrote are the draft's changes too: the reviewer
        // sees them listed, and the audit entry names them.
        const resolved = [...new Set(resolutions.map((change) => change.path))];
        await updateDraft(
          db,
          draft.id,
          {
            headCommit: result.commit,
            baseCommit: main ?? undefined,
            status:
              draft.status === 'needs-update' || draft.status === 'approved'
                ? 'editing'
                : draft.status,
            addFiles: resolved,
          },
          now(),
        );
        await audit(by, 'draft-update', draft, [result.commit], ip, { resolved });
        await voidSchedule(db, draft, 'The live site’s changes were brought in', by, now());
      }
      return { kind: result.kind };
    },

    touching: (path, except) => touching(db, path, except),
  };

  // Each action that changes a draft holds its lock, and reads the draft again once it does.
  return {
    ...unlocked,
    submit: (id, by, ip) => exclusive(id, () => unlocked.submit(id, by, ip)),
    review: (id, decision, comment, by, ip) =>
      exclusive(id, () => unlocked.review(id, decision, comment, by, ip)),
    publish: async (id, by, ip) => {
      const answer = await exclusive(id, () => unlocked.publish(id, by, ip));
      if (answer.kind === 'published') {
        // Published (by the button, or by its own schedule): nothing of it is left to run.
        await endDraftJobs(db, id, null, now());
        await onPublished?.(answer.commit, by);
      }
      return answer;
    },
    updateFromMain: (id, resolutions, by, ip) =>
      exclusive(id, () => unlocked.updateFromMain(id, resolutions, by, ip)),
  };
}
