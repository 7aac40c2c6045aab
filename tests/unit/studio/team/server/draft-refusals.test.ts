/**
 * The draft workflow refuses in its own terms (draft-errors.ts); the team API answers each
 * refusal with the HTTP status and code it always had, and a refused submit with its problems.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  DraftRefusal,
  type DraftRefusalReason,
} from '../../../../../src/studio/team/server/draft-errors.ts';
import { sendTeamError } from '../../../../../src/studio/team/server/team-errors.ts';

/** What the team server answers to `error`: its status and JSON body. */
function answerTo(error: unknown) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let sent = '';
  response.end = ((chunk?: unknown) => {
    sent = String(chunk ?? '');
    return response;
  }) as ServerResponse['end'];
  sendTeamError(response, error);
  return { status: response.statusCode, body: JSON.parse(sent) as Record<string, unknown> };
}

// Written out, not read from the table: these are what clients of the API have always seen.
const expected: [DraftRefusalReason, number][] = [
  ['no-draft', 404],
  ['draft-closed', 409],
  ['wrong-status', 409],
  ['draft-moved', 409],
  ['empty-draft', 409],
  ['not-approved', 409],
  ['self-review', 403],
  ['already-approved', 409],
  ['draft-invalid', 422],
  ['bad-name', 400],
  ['not-in-conflict', 400],
];

describe('a draft refusal over HTTP', () => {
  it.each(expected)('answers %s with %i and its code', (reason, status) => {
    expect(answerTo(new DraftRefusal(reason, `refused: ${reason}`))).toEqual({
      status,
      body: { error: `refused: ${reason}`, code: reason },
    });
  });

  it('sends a refused submit’s problems beside its words', () => {
    const problems = [{ text: 'pages/a.yaml:3:1 no link leads here', fix: 'link to it' }];
    const refusal = new DraftRefusal(
      'draft-invalid',
      'it would not pass',
      problems as unknown as ConstructorParameters<typeof DraftRefusal>[2],
    );
    expect(answerTo(refusal)).toEqual({
      status: 422,
      body: { problems, error: 'it would not pass', code: 'draft-invalid' },
    });
  });
});
