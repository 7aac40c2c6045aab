/**
 * The names of the job kinds, as stored in the jobs table's `kind`, apart from the kinds' code:
 * the workflow names a draft's scheduled publish without importing the publish job (which
 * imports the workflow).
 */
export const PUBLISH_DRAFT = 'publish-draft';
export const CHECK_SCHEDULED_PUBLISH = 'check-scheduled-publish';
export const DAILY_REBUILD = 'daily-rebuild';
export const LEAD_RETENTION = 'lead-retention';
/** The e-mails (src/studio/team/mail/): each one a job, retried when its send fails. */
export const MAIL_LEAD_NOTICE = 'mail-lead-notice';
export const MAIL_INVITATION = 'mail-invitation';
export const MAIL_PASSWORD_RESET = 'mail-password-reset';
/** A step of a draft's review told to the people it concerns (mail/review-notices.ts). */
export const MAIL_REVIEW_NOTICE = 'mail-review-notice';
export const MAIL_KINDS = [
  MAIL_LEAD_NOTICE,
  MAIL_INVITATION,
  MAIL_PASSWORD_RESET,
  MAIL_REVIEW_NOTICE,
] as const;
