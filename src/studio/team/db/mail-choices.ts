/**
 * Each person's choices of the studio's e-mail, made for themselves (`PUT mail/choices`): for now
 * whether they are told of the review steps of drafts (mail/review-notice-job.ts). A person who
 * never chose has the default, on.
 */
import type { Client } from '@libsql/client';
import { integer, type UnixMs } from './rows.ts';

export interface MailChoices {
  /** E-mails when a draft is submitted, approved, sent back, live or not deployed. */
  reviewNotices: boolean;
}

export const DEFAULT_MAIL_CHOICES: MailChoices = { reviewNotices: true };

export async function mailChoicesOf(db: Client, userId: string): Promise<MailChoices> {
  const result = await db.execute({
    sql: 'SELECT review_notices FROM mail_choices WHERE user_id = ?',
    args: [userId],
  });
  const row = result.rows[0];
  return row ? { reviewNotices: integer(row, 'review_notices') === 1 } : DEFAULT_MAIL_CHOICES;
}

export async function writeMailChoices(
  db: Client,
  userId: string,
  choices: MailChoices,
  at: UnixMs,
): Promise<void> {
  await db.execute({
    sql: `INSERT INTO mail_choices (user_id, review_notices, updated_at) VALUES (?, ?, ?)
          ON CONFLICT (user_id) DO UPDATE SET review_notices = excluded.review_notices,
            updated_at = excluded.updated_at`,
    args: [userId, choices.reviewNotices ? 1 : 0, at],
  });
}

/** The ids of the people who turned the review notices off. */
export async function reviewNoticesOff(db: Client): Promise<Set<string>> {
  const result = await db.execute('SELECT user_id FROM mail_choices WHERE review_notices = 0');
  return new Set(result.rows.map((row) => String(row.user_id)));
}
