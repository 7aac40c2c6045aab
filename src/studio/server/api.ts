/**
 * The local studio's JSON API under /__studio/api/ (dev server only; see src/studio/README.md):
 * the content endpoints over the working tree, behind the dev server's guard (loopback, Host,
 * and for writes the per-run token and same origin). Every refusal is `{ error, code }` with a
 * 4xx status and no change on disk.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerContentRequest } from './content-api.ts';
import { answerApiRequest } from './api-entry.ts';
import { refuseForeign, refuseWrite } from './request-guard.ts';
import { workingTreeStore } from './working-tree-store.ts';

export { API_PREFIX } from './api-entry.ts';
const MAX_JSON_BYTES = 5 * 1024 * 1024;
/** The working tree has no authors: Git sees the developer's own commit later. */
const LOCAL_EDITOR = { name: 'local', email: 'local@localhost' };

export interface ApiContext {
  root: string;
  token: string;
  /** The port the dev server listens on (undefined before it listens). */
  port: () => number | undefined;
}

/** Answers one API request; `endpoint` is the part after /__studio/api/. */
export function handleApi(
  context: ApiContext,
  endpoint: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) {
  return answerApiRequest(endpoint, request, response, async (method) => {
    const writes = method !== 'GET' && method !== 'HEAD';
    const refusal = writes
      ? refuseWrite(request, context.port(), context.token)
      : refuseForeign(request, context.port());
    if (refusal)
      return { status: refusal.status, body: { error: refusal.error, code: refusal.code } };
    return answerContentRequest({
      store: workingTreeStore(context.root),
      route: `${method} ${endpoint}`,
      url,
      request,
      by: LOCAL_EDITOR,
      maxJsonBytes: MAX_JSON_BYTES,
      // The checked-out branch's history: what the developer's own commits made of each file.
      history: {
        place: { workTree: context.root },
        refs: async () => ({ draft: null, main: 'HEAD' }),
      },
    });
  });
}
