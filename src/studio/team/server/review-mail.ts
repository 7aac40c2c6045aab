/**
 * The review notices wired to the team server: each step the workflow takes (drafts-workflow.ts
 * `onStep`) and each deploy of a publish that ends (deploy-queue.ts `onEnded`) queues its
 * e-mails (mail/review-notices.ts), then wakes the scheduler to send them. Nothing without a
 * mailer. Where the studio deploys, a publish is told once its deploy is live or failed; where
 * it deploys nowhere, at the publish.
 */
import type { Client } from '@libsql/client';
import type { DeployRow } from '../db/deploys.ts';
import { draftByPublishedCommit } from '../db/drafts.ts';
import { userById } from '../db/users.ts';
import type { TeamRepository } from '../git/index.ts';
import { queueReviewNotices, type ReviewEvent } from '../mail/review-notices.ts';

export interface ReviewMailOptions {
  db: Client;
  repo: TeamRepository;
  /** Whether there is a mailer (STUDIO_SMTP_URL). */
  sends: boolean;
  allowSelfReview: boolean;
  now: () => number;
  log: (line: string) => void;
  /** Asked as each step comes, once the deploys and the scheduler are up. */
  deploysConfigured: () => boolean;
  wake: () => void;
}

export function reviewMail(options: ReviewMailOptions) {
  const { db, repo, sends, allowSelfReview, now, log } = options;

  async function queue(event: ReviewEvent) {
    try {
      if ((await queueReviewNotices(db, repo, event, allowSelfReview)) > 0) options.wake();
    } catch (error) {
      // The step is taken whatever happens here: said in the log, never undone.
      log(
        `studio: could not queue the e-mails of “${event.draft.name}”: ${(error as Error).message}`,
      );
    }
  }

  return {
    async onStep(event: ReviewEvent) {
      if (!sends) return;
      if (event.step === 'published' && options.deploysConfigured()) return;
      await queue(event);
    },

    async onDeployEnded(deploy: DeployRow) {
      // The deploy of a publish only: not the daily rebuild's, a start's or a rollback's.
      if (!sends || deploy.publishedBy === null || deploy.restoresDeploy !== null) return;
      const draft = await draftByPublishedCommit(db, deploy.commit);
      if (!draft) return;
      await queue({
        step: deploy.state === 'live' ? 'published' : 'deploy-failed',
        draft,
        by: await userById(db, deploy.publishedBy),
        at: deploy.finishedAt ?? now(),
        deployId: deploy.id,
      });
    },
  };
}
