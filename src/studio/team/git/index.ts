/** The studio's Git engine: what the team store may use. See repository.ts. */
export { openRepository, TeamRepository, type OpenRepositoryOptions } from './repository.ts';
export type { DeleteBranchResult, DraftBranch } from './branches.ts';
export type { CommitsAfter, MainCommit } from './commits-after.ts';
export type { MainMovement, UpdateDraftRequest, UpdateDraftResult } from './draft-update.ts';
export {
  BadInputError,
  BranchNotFoundError,
  GitError,
  PushRejectedError,
  RefMovedError,
} from './errors.ts';
export type { Identity } from './identity.ts';
export type { DraftCheck, PublishRequest, PublishResult, Verdict } from './publish.ts';
export type { RestoreRequest, RestoreResult } from './restore.ts';
export type { RetryPolicy } from './retry.ts';
export type { BytesChange, FileChange, SaveRequest, SaveResult, TextChange } from './save.ts';
export { slugify, draftBranchName } from './slug.ts';
export type { FileConflict } from './texts.ts';
