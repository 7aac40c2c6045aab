/**
 * The studio's JSON API under /__studio/api/ (dev server only; see src/studio/README.md):
 * list, read, save and create content files, validate the editor's text, and the project's
 * names for completions. Every refusal is `{ error, code }` with a 4xx status and no change on disk.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { declaredDownloads } from '../../content/downloads.ts';
import { listProjectFiles, sectionIdsOf, validateProject } from '../../content/project.ts';
import { formIdFromFile, routeFromPageFile } from '../../content/route-path.ts';
import { pageScaffold } from '../../cli/scaffold/page.ts';
import { readContent, writeContentAtomically } from './content-store.ts';
import { RefusedPath, resolveContentPath } from './content-path.ts';
import { refuseForeign, refuseWrite, type Refusal } from './request-guard.ts';
import { validateText } from './validate-text.ts';

export const API_PREFIX = '/__studio/api/';
const MAX_BODY_BYTES = 5 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiContext {
  root: string;
  token: string;
  /** The port the dev server listens on (undefined before it listens). */
  port: () => number | undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

const sendRefusal = (response: ServerResponse, refusal: Refusal) =>
  sendJson(response, refusal.status, { error: refusal.error, code: refusal.code });

async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'not-json', 'send the body as application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'too-large', 'the body is over 5 MB');
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'bad-json', 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'bad-json', 'the body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function requireString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string')
    throw new HttpError(400, 'bad-request', `"${name}" must be a string`);
  return value;
}

function listFiles(root: string) {
  const report = validateProject(root);
  return {
    files: report.results.map((result) => ({
      path: result.file,
      kind: result.kind,
      ...(result.kind === 'page' ? { route: routeFromPageFile(result.file)! } : {}),
      // What a person knows the page by; absent while the file does not parse.
      ...(typeof (result.data as { title?: unknown } | undefined)?.title === 'string'
        ? { title: (result.data as { title: string }).title }
        : {}),
      valid: result.data !== undefined && !result.problems.some((p) => p.severity === 'error'),
      // Counted apart: a page with only warnings (nothing links to it yet) is not broken.
      errors: result.problems.filter((p) => p.severity === 'error').length,
      warnings: result.problems.filter((p) => p.severity === 'warning').length,
    })),
  };
}

function projectNames(root: string) {
  const files = listProjectFiles(root);
  const pages = files.filter((f) => f.kind === 'page');
  return {
    routes: pages.map((f) => routeFromPageFile(f.file)!).sort(),
    forms: files
      .filter((f) => f.kind === 'form')
      .map((f) => formIdFromFile(f.file))
      .sort(),
    downloads: declaredDownloads(pages)
      .map((d) => d.name)
      .sort(),
    sectionIds: Object.fromEntries(
      pages.map((f) => [routeFromPageFile(f.file)!, sectionIdsOf(f.source)]),
    ),
  };
}

function readFile(root: string, path: string | null) {
  const absolute = resolveContentPath(root, path);
  const file = readContent(absolute);
  if (!file) throw new HttpError(404, 'not-found', `${path} does not exist`);
  return { path, ...file };
}

async function saveFile(root: string, request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  const path = requireString(body, 'path');
  const text = requireString(body, 'text');
  const force = body.force === true;
  const baseVersion = body.baseVersion;
  if (!force && typeof baseVersion !== 'string') {
    throw new HttpError(
      400,
      'bad-request',
      '"baseVersion" (the version the text was opened at) is required unless "force" is true',
    );
  }
  const absolute = resolveContentPath(root, path);
  const disk = readContent(absolute);
  if (!disk && !force) {
    throw new HttpError(404, 'not-found', `${path} does not exist (create a page with POST pages)`);
  }
  if (disk && !force && disk.version !== baseVersion) {
    return sendJson(response, 409, {
      error: 'conflict',
      code: 'conflict',
      diskText: disk.text,
      diskVersion: disk.version,
    });
  }
  sendJson(response, 200, { version: writeContentAtomically(absolute, text) });
}

async function createPage(root: string, request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  const route = requireString(body, 'route');
  const title = body.title === undefined ? undefined : requireString(body, 'title');
  if (/^\/studio(\/|$)/.test(route)) {
    throw new HttpError(400, 'bad-route', `${route} is the studio's own address in the dev server`);
  }
  const scaffold = pageScaffold(listProjectFiles(root), route, title);
  if (!scaffold.ok) {
    throw new HttpError(
      scaffold.reason === 'exists' ? 409 : 400,
      scaffold.reason,
      scaffold.message,
    );
  }
  const absolute = resolveContentPath(root, scaffold.file);
  if (readContent(absolute)) {
    throw new HttpError(409, 'exists', `${scaffold.file} exists already`);
  }
  const check = validateText(root, scaffold.file, scaffold.text);
  const errors = check.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new HttpError(
      400,
      'invalid-page',
      `the new page would not validate: ${errors.map((p) => `${p.line}:${p.column} ${p.path}: ${p.message}`).join('; ')}`,
    );
  }
  let version: string;
  try {
    version = writeContentAtomically(absolute, scaffold.text, true);
  } catch {
    throw new HttpError(409, 'exists', `${scaffold.file} exists already`);
  }
  sendJson(response, 201, { path: scaffold.file, text: scaffold.text, version });
}

async function validate(root: string, request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  const path = requireString(body, 'path');
  const text = requireString(body, 'text');
  resolveContentPath(root, path);
  sendJson(response, 200, validateText(root, path, text));
}

/** Answers one API request; `endpoint` is the part after /__studio/api/. */
export async function handleApi(
  context: ApiContext,
  endpoint: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { root } = context;
  const method = request.method ?? 'GET';
  try {
    const writes = method !== 'GET' && method !== 'HEAD';
    const refusal = writes
      ? refuseWrite(request, context.port(), context.token)
      : refuseForeign(request, context.port());
    if (refusal) return sendRefusal(response, refusal);

    const route = `${method} ${endpoint}`;
    switch (route) {
      case 'GET files':
        return sendJson(response, 200, listFiles(root));
      case 'GET file':
        return sendJson(response, 200, readFile(root, url.searchParams.get('path')));
      case 'PUT file':
        return await saveFile(root, request, response);
      case 'POST pages':
        return await createPage(root, request, response);
      case 'POST validate':
        return await validate(root, request, response);
      case 'GET meta':
        return sendJson(response, 200, projectNames(root));
      default:
        throw new HttpError(
          404,
          'no-endpoint',
          `no studio endpoint ${method} ${API_PREFIX}${endpoint}`,
        );
    }
  } catch (error) {
    if (error instanceof RefusedPath) {
      // A malformed path is a bad request; a well-formed one that leads elsewhere is forbidden.
      const status = error.code === 'bad-path' ? 400 : 403;
      return sendJson(response, status, { error: error.message, code: error.code });
    }
    if (error instanceof HttpError) {
      return sendJson(response, error.status, { error: error.message, code: error.code });
    }
    return sendJson(response, 500, {
      error: error instanceof Error ? error.message : String(error),
      code: 'internal',
    });
  }
}
