/**
 * The one registry of job kinds: a kind is one file (a JobKind, job-kind.ts), its stored name
 * (job-names.ts) and one line here. The scheduler runs only what this names; a job of a kind no
 * longer listed fails saying so.
 */
import { checkScheduledPublishJob } from './check-publish-job.ts';
import { dailyRebuildJob } from './daily-rebuild-job.ts';
import type { JobKind } from './job-kind.ts';
import { CHECK_SCHEDULED_PUBLISH, DAILY_REBUILD, PUBLISH_DRAFT } from './job-names.ts';
import { publishDraftJob } from './publish-draft-job.ts';

export const JOB_KINDS: Readonly<Record<string, JobKind>> = {
  [PUBLISH_DRAFT]: publishDraftJob,
  [CHECK_SCHEDULED_PUBLISH]: checkScheduledPublishJob,
  [DAILY_REBUILD]: dailyRebuildJob,
};
