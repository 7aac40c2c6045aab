/**
 * Why the draft workflow refuses an action, as domain errors: the workflow says what is wrong
 * in words and by name, and the API layer (team-errors.ts) alone decides the HTTP status.
 */
import type { PublishProblem } from './publish-validation.ts';

/** Each refusal by name, with the HTTP status the API answers it with. */
export const DRAFT_REFUSAL_STATUS = {
  /** No draft has that id (or the id is malformed). */
  'no-draft': 404,
  /** The draft is published: it no longer changes. */
  'draft-closed': 409,
  /** The action does not apply to the draft's status. */
  'wrong-status': 409,
  /** The draft's head moved since it was read or approved. */
  'draft-moved': 409,
  /** Nothing saved yet to review. */
  'empty-draft': 409,
  /** Published only once approved at its latest save. */
  'not-approved': 409,
  /** The reviewer already approved the draft as it stands. */
  'already-approved': 409,
  /** An author of the draft may not approve it. */
  'self-review': 403,
  /** The site's checks refuse the draft (its problems go with the refusal). */
  'draft-invalid': 422,
  /** A draft's name empty or too long. */
  'bad-name': 400,
  /** A resolution for a file that is not in conflict. */
  'not-in-conflict': 400,
  /** A scheduled publish's date and time: malformed, past, or skipped by the clocks. */
  'bad-time': 400,
} as const;

export type DraftRefusalReason = keyof typeof DRAFT_REFUSAL_STATUS;

export class DraftRefusal extends Error {
  constructor(
    readonly reason: DraftRefusalReason,
    message: string,
    /** The site's problems, for `draft-invalid`. */
    readonly problems?: PublishProblem[],
  ) {
    super(message);
  }
}
