/**
 * A scheduled publish is of the version that was approved: whatever voids the approval (a save,
 * main brought in, a reviewer asking for changes) voids the schedule with it. The publish fails
 * with why (the draft shows it, the publisher is told on their next visit), its check is
 * cancelled, and the audit log says so. Called by the drafts workflow; nothing here runs a job.
 */
import type { Client } from '@libsql/client';
import { actorOf } from '../auth/team-auth.ts';
import { record } from '../auth/audit.ts';
import type { Draft } from '../db/drafts.ts';
import { endDraftJobs } from '../db/jobs.ts';
import type { User } from '../db/users.ts';
import { PUBLISH_DRAFT } from './job-names.ts';

export async function voidSchedule(
  db: Client,
  draft: Pick<Draft, 'id' | 'name'>,
  what: string,
  by: User,
  at: number,
): Promise<void> {
  const why = `${what} by ${by.name || by.email} after it was scheduled: its approval and its schedule are void, so it needs a new approval and a new schedule`;
  const failed = await endDraftJobs(db, draft.id, { kind: PUBLISH_DRAFT, why }, at);
  if (failed.length === 0) return;
  await record(
    db,
    { actor: actorOf(by), action: 'schedule-failed', draftId: draft.id, detail: { reason: why } },
    at,
  );
}
