/**
 * The refusals of accounts and invitations: a stable code for the app and the tests, a message in
 * plain words for the person, and the HTTP status the server answers with. Typed errors, so that
 * a caller tells them apart by `code` and never by parsing a message.
 */
const STATUS = {
  'bad-email': 400,
  'bad-name': 400,
  'bad-role': 400,
  'password-too-short': 400,
  'password-too-long': 400,
  'user-exists': 409,
  'unknown-user': 404,
  'last-admin': 409,
  'already-joined': 409,
  'user-removed': 409,
  'invitation-unknown': 404,
  'invitation-used': 410,
  'invitation-expired': 410,
  'reset-unknown': 404,
  'reset-used': 410,
  'reset-expired': 410,
} as const;

export type TeamAuthErrorCode = keyof typeof STATUS;

export class TeamAuthError extends Error {
  readonly status: number;
  constructor(
    readonly code: TeamAuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TeamAuthError';
    this.status = STATUS[code];
  }

  /** The studio's refusal shape: `{ status, code, error }`. */
  toRefusal(): { status: number; code: TeamAuthErrorCode; error: string } {
    return { status: this.status, code: this.code, error: this.message };
  }
}
