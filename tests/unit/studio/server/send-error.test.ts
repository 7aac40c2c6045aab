/**
 * A fault of the studio's own answers a 500 in words and keeps its details (a path on the
 * server, a git command and its arguments) for the log.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, sendError } from '../../../../src/studio/server/http-json.ts';

/** What sendError answers to `error`: its status and JSON body. */
function answerTo(error: unknown) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let sent = '';
  response.end = ((chunk?: unknown) => {
    sent = String(chunk ?? '');
    return response;
  }) as ServerResponse['end'];
  sendError(response, error);
  return { status: response.statusCode, body: JSON.parse(sent) as Record<string, unknown> };
}

afterEach(() => vi.restoreAllMocks());

describe('sendError', () => {
  it('answers an unexpected fault with a 500 in words, its details only in the log', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new Error("ENOENT: no such file, open '/srv/studio/.studio-data/repo.git/x'");
    const { status, body } = answerTo(fault);
    expect(status).toBe(500);
    expect(body.code).toBe('internal');
    expect(body.error).toMatch(/fault on its server/);
    expect(JSON.stringify(body)).not.toContain('/srv/studio');
    expect(logged).toHaveBeenCalledWith(fault);
  });

  it('answers a refusal with its own status, message and code', () => {
    expect(answerTo(new HttpError(409, 'draft-closed', 'it is published'))).toEqual({
      status: 409,
      body: { error: 'it is published', code: 'draft-closed' },
    });
  });
});
