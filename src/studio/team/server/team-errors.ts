/**
 * How the team server answers a failure, in one place for the API and the pages: its own
 * refusals (accounts, the guard, the write gate) as they are, and input the Git engine turned
 * down before running git (a path, an object id, a branch name: names.ts) as the request's
 * fault, a 400, never a 500 with the engine's internals; the draft workflow's refusals
 * (draft-errors.ts) with the status its table gives each. Anything else stays a 500.
 */
import type { ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../server/http-json.ts';
import { TeamAuthError } from '../auth/errors.ts';
import { BadInputError } from '../git/index.ts';
import { DRAFT_REFUSAL_STATUS, DraftRefusal } from './draft-errors.ts';

/** Longest part of a refused value echoed back: enough to recognise it, never the whole body. */
const ECHO_LIMIT = 80;

export function sendTeamError(response: ServerResponse, error: unknown) {
  if (error instanceof TeamAuthError) {
    return sendJson(response, error.status, { error: error.message, code: error.code });
  }
  if (error instanceof DraftRefusal) {
    return sendJson(response, DRAFT_REFUSAL_STATUS[error.reason], {
      ...(error.problems && { problems: error.problems }),
      error: error.message,
      code: error.reason,
    });
  }
  if (error instanceof BadInputError) {
    const value = JSON.stringify(error.value.slice(0, ECHO_LIMIT));
    return sendJson(response, 400, {
      error: `${value} is not ${error.expected}`,
      code: `bad-${error.field}`,
    });
  }
  return sendError(response, error);
}
