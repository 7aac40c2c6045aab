/**
 * The prefix of the outbox's localStorage keys (`lead-outbox:<submission id>`), alone in its
 * module: every page load checks for it (outbox-resume.ts), and nothing else of the outbox may
 * ride along into the first paint.
 */
export const OUTBOX_PREFIX = 'lead-outbox:';
