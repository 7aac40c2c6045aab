/**
 * What a kind of job is (one file per kind, listed once in job-kinds.ts) and what it is given to
 * run with. The context is passed in by the team server: the scheduler holds no global.
 */
import type { Client } from '@libsql/client';
import type { DeployQueue } from '../../../deploy/deploy-queue.ts';
import type { CrashHook } from '../crash-points.ts';
import type { JobRow } from '../db/jobs.ts';
import type { TeamRepository } from '../git/index.ts';
import type { Workflow } from '../server/drafts-workflow.ts';
import type { MailContext } from '../mail/mail-context.ts';
import type { MainProblems } from '../server/main-problems.ts';
import type { StudioClock } from './clock.ts';

export interface JobContext {
  db: Client;
  clock: StudioClock;
  workflow: Workflow;
  deploys: DeployQueue;
  repo: TeamRepository;
  mainProblems: MainProblems;
  /** The site's time zone as main's `_site.yaml` names it now. */
  siteTimeZone(): Promise<string>;
  crash: CrashHook;
  log: (line: string) => void;
  /** The e-mail the studio sends (mail/), when STUDIO_SMTP_URL is set. */
  mail?: MailContext;
  /** `--lead-retention-days`: leads older than this are deleted daily (lead-retention-job.ts). */
  leadRetentionDays?: number;
}

/**
 * Which jobs wait for which: the scheduler runs one job at a time in each lane, and the lanes
 * side by side, so a job never waits for another lane's.
 * - `publish`: what touches main and the live site (a scheduled publish, its check an hour
 *   before, the daily rebuild), one at a time among themselves;
 * - `mail`: the e-mails, so a mail server that does not answer holds up only e-mail;
 * - `housekeeping`: the database's own upkeep (the leads' retention), which shares nothing with
 *   either that needs an order (every query is one statement), so it waits for neither.
 */
export type JobLane = 'publish' | 'mail' | 'housekeeping';

export interface JobKind {
  /** The lane it runs in (JobLane). */
  lane: JobLane;
  /**
   * Does the job. Returning is success; throwing (a JobFailure, or anything else) fails the job
   * with the error's message as the reason, shown to people: say it in words.
   */
  run(job: JobRow, context: JobContext): Promise<void>;
  /** After it ended, done or failed: e.g. the daily rebuild sets its next run. */
  after?(job: JobRow, context: JobContext): Promise<void>;
  /** At each start, before due jobs run: e.g. the daily rebuild makes sure one is pending. */
  ensure?(context: JobContext): Promise<void>;
}

/** A job that could not do its work, for a reason people read. */
export class JobFailure extends Error {}

/** The payload's text field, or a failure naming it. */
export function payloadText(job: JobRow, field: string): string {
  const value = job.payload[field];
  if (typeof value !== 'string' || value === '') {
    throw new JobFailure(`the job's record has no ${field}: it cannot run`);
  }
  return value;
}
