/**
 * The entry both studio servers' JSON APIs share (api.ts for the dev server, team-api.ts for the
 * team server): one request's answer sent as JSON, an endpoint nobody answers as a 404
 * `no-endpoint`, and any failure sent by the server's own error mapping, never a stack trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendError, sendJson } from './http-json.ts';

export const API_PREFIX = '/__studio/api/';

/** An endpoint's JSON answer; `sent` when the handler wrote the response itself. */
export type ApiAnswer = { status: number; body: unknown } | 'sent';

/**
 * Answers one API request: `answer` gets the method and gives the JSON to send, `sent`, or
 * nothing when no endpoint matches. `sendFailure` turns what it throws into a refusal.
 */
export async function answerApiRequest(
  endpoint: string,
  request: IncomingMessage,
  response: ServerResponse,
  answer: (method: string) => Promise<ApiAnswer | null | undefined>,
  sendFailure: (response: ServerResponse, error: unknown) => void = sendError,
) {
  const method = request.method ?? 'GET';
  try {
    const answered = await answer(method);
    if (!answered) {
      throw new HttpError(
        404,
        'no-endpoint',
        `no studio endpoint ${method} ${API_PREFIX}${endpoint}`,
      );
    }
    if (answered !== 'sent') sendJson(response, answered.status, answered.body);
  } catch (error) {
    sendFailure(response, error);
  }
}
