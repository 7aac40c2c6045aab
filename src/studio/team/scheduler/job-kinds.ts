/**
 * The one registry of job kinds: a kind is one file (a JobKind, job-kind.ts), its stored name
 * (job-names.ts) and one line here. The scheduler runs only what this names; a job of a kind no
 * longer listed fails saying so.
 */
import { invitationJob } from '../mail/invitation-job.ts';
import { leadNoticeJob } from '../mail/lead-notice-job.ts';
import { passwordResetJob } from '../mail/password-reset-job.ts';
import { reviewNoticeJob } from '../mail/review-notice-job.ts';
import { checkScheduledPublishJob } from './check-publish-job.ts';
import { dailyRebuildJob } from './daily-rebuild-job.ts';
import type { JobKind } from './job-kind.ts';
import {
  CHECK_SCHEDULED_PUBLISH,
  DAILY_REBUILD,
  LEAD_RETENTION,
  MAIL_INVITATION,
  MAIL_LEAD_NOTICE,
  MAIL_PASSWORD_RESET,
  MAIL_REVIEW_NOTICE,
  PUBLISH_DRAFT,
} from './job-names.ts';
import { leadRetentionJob } from './lead-retention-job.ts';
import { publishDraftJob } from './publish-draft-job.ts';

export const JOB_KINDS: Readonly<Record<string, JobKind>> = {
  [PUBLISH_DRAFT]: publishDraftJob,
  [CHECK_SCHEDULED_PUBLISH]: checkScheduledPublishJob,
  [DAILY_REBUILD]: dailyRebuildJob,
  [LEAD_RETENTION]: leadRetentionJob,
  [MAIL_LEAD_NOTICE]: leadNoticeJob,
  [MAIL_INVITATION]: invitationJob,
  [MAIL_PASSWORD_RESET]: passwordResetJob,
  [MAIL_REVIEW_NOTICE]: reviewNoticeJob,
};
