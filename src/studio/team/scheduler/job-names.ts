/**
 * The names of the job kinds, as stored in the jobs table's `kind`, apart from the kinds' code:
 * the workflow names a draft's scheduled publish without importing the publish job (which
 * imports the workflow).
 */
export const PUBLISH_DRAFT = 'publish-draft';
export const CHECK_SCHEDULED_PUBLISH = 'check-scheduled-publish';
export const DAILY_REBUILD = 'daily-rebuild';
