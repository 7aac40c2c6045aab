/**
 * The audit log: who did what, when, to which draft, with which commits. Every sign-in (and
 * failed one), sign-out, save, submit, review decision, publish and change to the team is
 * recorded. Admins read it a page at a time and export it as JSON.
 */
import type { Client } from '@libsql/client';
import { insertAuditEvent, listAuditEvents, type AuditFilter, type AuditRow } from '../db/audit.ts';
import type { UnixMs } from '../db/rows.ts';

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'invitation-accepted',
  'user-invite',
  'user-role',
  'user-remove',
  'draft-create',
  'save',
  'submit',
  'submit-refused',
  'approve',
  'approve-refused',
  'request-changes',
  'publish',
  'publish-failed',
  'needs-update',
  'draft-update',
  'media-upload',
  /** A repair the server's start made from the refs after a crash (server/reconcile.ts). */
  'recover',
  /** A deploy's build and hand-out to the targets began, ended (live or failed), was retried. */
  'deploy-start',
  'deploy-end',
  'deploy-retry',
  /** A publisher put live what was pushed to main outside the studio (server/main-waiting.ts). */
  'deploy-main',
  /** A publisher restored an earlier release: its content committed on main (server/rollback.ts). */
  'rollback',
  /**
   * Timed work (src/studio/team/scheduler/): a draft's publish scheduled, cancelled, failed
   * (with why), its check an hour before finding a problem; the daily rebuild queued, its hour set.
   */
  'schedule-publish',
  'schedule-cancel',
  'schedule-failed',
  'schedule-warning',
  'daily-rebuild',
  'daily-rebuild-time',
  /** A lead's details read, the leads exported, a lead's status or notes changed. */
  'lead-view',
  'lead-export',
  'lead-update',
  /**
   * Privacy (server/lead-requests-api.ts, scheduler/lead-retention-job.ts): leads deleted (one,
   * or all of one address), the leads of an address looked up, the old ones deleted daily.
   * Each keeps that it happened and how many, never what a lead held nor the address.
   */
  'lead-delete',
  'lead-find',
  'lead-retention',
  /** "Forgot password" asked for (an account that exists), then used. */
  'password-reset-request',
  'password-reset',
  /** An e-mail given up after its last try (mail/mail-job.ts). */
  'mail-failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a signed-in person, or the command line (`userId: null`). */
export interface Actor {
  userId: string | null;
  email: string;
}

export interface AuditEntry {
  actor: Actor;
  action: AuditAction;
  draftId?: string;
  commits?: readonly string[];
  detail?: Record<string, unknown>;
  ip?: string;
}

/** An event as the API and the export show it: `at` as an ISO 8601 instant. */
export interface AuditEvent extends Omit<AuditRow, 'at'> {
  at: string;
}

export const DEFAULT_AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 500;

export async function record(db: Client, entry: AuditEntry, at: UnixMs): Promise<number> {
  return insertAuditEvent(db, {
    at,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    draftId: entry.draftId ?? null,
    commits: [...(entry.commits ?? [])],
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}

function eventOf(row: AuditRow): AuditEvent {
  return { ...row, at: new Date(row.at).toISOString() };
}

/**
 * One page, newest first. Pass the previous page's `next` as `before` for the following page;
 * `next` is null on the last. `limit` is clamped to 1 … 500.
 */
export async function listAudit(
  db: Client,
  query: AuditFilter & { limit?: number; before?: number } = {},
): Promise<{ events: AuditEvent[]; next: number | null }> {
  const { limit = DEFAULT_AUDIT_PAGE_SIZE, before, ...filter } = query;
  const page = await listAuditEvents(db, filter, {
    limit: Math.min(MAX_AUDIT_PAGE_SIZE, Math.max(1, Math.floor(limit))),
    before,
  });
  return { events: page.events.map(eventOf), next: page.next };
}

/**
 * Every event matching the filter, oldest first, as a JSON document:
 * `{ "exportedAt": "…", "filter": {…}, "events": [...] }`.
 */
export async function exportAuditJson(
  db: Client,
  filter: AuditFilter,
  at: UnixMs,
): Promise<string> {
  const events: AuditEvent[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await listAudit(db, { ...filter, limit: MAX_AUDIT_PAGE_SIZE, before });
    events.push(...page.events);
    if (page.next === null) break;
    before = page.next;
  }
  events.reverse();
  return `${JSON.stringify({ exportedAt: new Date(at).toISOString(), filter, events }, null, 2)}\n`;
}
