/**
 * The JSON plumbing both studio servers share (the dev server's API and the team server's):
 * one error type that is a status and a code, bodies read with a size limit, and every refusal
 * sent as `{ error, code }` (and what else it says), never a stack trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RefusedPath } from './content-path.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More of the answer, beside `error` and `code` (a refused submit's problems). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(JSON.stringify(body));
}

/** The body's bytes, refused (413) past `maxBytes` without reading the rest. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'too-large', `the body is over ${formatBytes(maxBytes)}`);

const formatBytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;

export async function readJsonBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'not-json', 'send the body as application/json');
  }
  const bytes = await readBody(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new HttpError(400, 'bad-json', 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'bad-json', 'the body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string')
    throw new HttpError(400, 'bad-request', `"${name}" must be a string`);
  return value;
}

/** Sends what went wrong: a refused path or an HttpError as itself, anything else as a 500. */
export function sendError(response: ServerResponse, error: unknown) {
  if (error instanceof RefusedPath) {
    // A malformed path is a bad request; a well-formed one that leads elsewhere is forbidden.
    const status = error.code === 'bad-path' ? 400 : 403;
    return sendJson(response, status, { error: error.message, code: error.code });
  }
  if (error instanceof HttpError) {
    // Refused before its body was read: the rest of it is not wanted on this connection.
    if (error.status === 413) response.setHeader('Connection', 'close');
    return sendJson(response, error.status, {
      ...error.details,
      error: error.message,
      code: error.code,
    });
  }
  // A fault of ours: the details (a path on the server, a git command) go to the log, never to
  // the person, who gets what happened in words.
  console.error(error);
  return sendJson(response, 500, {
    error:
      'the studio could not do that because of a fault on its server (written to its log): try again, and tell whoever runs the studio if it happens again',
    code: 'internal',
  });
}
