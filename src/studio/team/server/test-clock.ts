/**
 * `POST /__studio/test/clock` with `{"now": "<ISO instant>"}`: moves the test clock
 * (scheduler/clock.ts) and has the scheduler look for due jobs at once. The team server answers
 * it only when started with `--test-hooks` and `STUDIO_TEST_NOW` (which the command line
 * refuses with an https public URL), so no server people use has it. It needs no session: the
 * tests move the clock as nobody in particular.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJsonBody, requireString, sendJson } from '../../server/http-json.ts';
import { parseInstant, type StudioClock } from '../scheduler/clock.ts';

export const TEST_CLOCK_PATH = '/__studio/test/clock';

export async function setTestClock(
  clock: StudioClock,
  request: IncomingMessage,
  response: ServerResponse,
  wake: () => void,
): Promise<void> {
  if (request.method !== 'POST') {
    throw new HttpError(405, 'method-not-allowed', `${request.method} is not allowed here`);
  }
  const now = parseInstant(requireString(await readJsonBody(request, 1024), 'now'));
  if (now === null) {
    throw new HttpError(
      400,
      'bad-now',
      '"now" must be an ISO instant such as 2026-12-01T09:00:00Z',
    );
  }
  clock.set?.(now);
  wake();
  sendJson(response, 200, { now: new Date(clock.now()).toISOString() });
}
