/**
 * The team server's JSON API under /__studio/api/: the same content endpoints as the local
 * studio (over a draft's branch, named by `?draft=`, or main read-only), and the team's own:
 * sign-in, drafts and their review, people, the audit log. The guard comes first, in one place:
 * a session, then for writes the same origin and the session's token, then the role table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerContentRequest } from '../../server/content-api.ts';
import { HttpError, readJsonBody, requireString, sendJson } from '../../server/http-json.ts';
import type { ContentStore } from '../../server/store.ts';
import type { MainProblems } from './main-problems.ts';
import { attentionRequest } from './attention-api.ts';
import { pageOnDate } from '../../../content/page-on-date.ts';
import type { PageData } from '../../../content/page-schema.ts';
import { buildDateOf } from '../../../content/site-time-zone.ts';
import { previewContent } from '../../server/preview-content.ts';
import { validateText } from '../../server/validate-text.ts';
import { redirectedTo } from '../../server/site-redirect.ts';
import { actorOf, type SignedIn, type TeamAuth } from '../auth/team-auth.ts';
import type { Action } from '../auth/roles.ts';
import type { CrashHook } from '../crash-points.ts';
import type { TeamRepository } from '../git/index.ts';
import type { DeployQueue } from '../../../deploy/deploy-queue.ts';
import { deploysRequest } from './deploys-api.ts';
import { draftStore } from './draft-store.ts';
import { editorOf, type Workflow } from './drafts-workflow.ts';
import type { Snapshots } from './snapshots.ts';
import { sendTeamError } from './team-errors.ts';
import {
  requireAllowed,
  requireSafeWrite,
  requireSameOrigin,
  requireSignIn,
  requestAddress,
} from './team-guard.ts';

export const API_PREFIX = '/__studio/api/';
/** JSON bodies: a page's text is a few kB; 1 MB leaves room and refuses a flood. */
export const MAX_JSON_BYTES = 1024 * 1024;

export interface TeamContext {
  auth: TeamAuth;
  workflow: Workflow;
  /** Deploys of what is published (deploys-api.ts). */
  deploys: DeployQueue;
  repo: TeamRepository;
  snapshots: Snapshots;
  /** Main's problems now, which a draft is not refused for (main-problems.ts). */
  mainProblems: MainProblems;
  publicUrl: URL;
  /** Believe a proxy's X-Forwarded-For (`--trust-proxy`). */
  trustProxy: boolean;
  /** The crash points' hook (`--test-hooks`); a no-op otherwise. */
  crash: CrashHook;
}

/** What a handler answers: JSON with a status, or a file to download. */
type Reply = { status: number; body: unknown } | { raw: string; filename: string };

const ok = (body: unknown, status = 200): Reply => ({ status, body });

interface Call {
  context: TeamContext;
  signedIn: SignedIn;
  method: string;
  parts: string[];
  url: URL;
  request: IncomingMessage;
  ip: string | undefined;
  body: () => Promise<Record<string, unknown>>;
}

const who = (signedIn: SignedIn) => ({
  id: signedIn.user.id,
  name: signedIn.user.name,
  email: signedIn.user.email,
  role: signedIn.user.role,
});

/** Main as it is, to read and validate: nothing is written outside a draft. */
function mainStore(context: TeamContext): ContentStore {
  const refuse = () => {
    throw new HttpError(409, 'no-draft', 'start a draft (or open one) to change the site');
  };
  const head = async () => (await context.repo.resolveRef(context.repo.mainBranch))!;
  return {
    projectDir: async () => context.snapshots.dirFor(await head()),
    async read(path) {
      const commit = await head();
      const text = await context.repo.readText(commit, path);
      return text === null ? null : { path, text, version: commit };
    },
    save: refuse,
    create: refuse,
    remove: refuse,
    putMedia: refuse,
    removeMedia: refuse,
  };
}

/** The action the role table must allow for a content endpoint. */
const contentAction = (route: string): Action =>
  route === 'PUT file' ||
  route === 'POST pages' ||
  route === 'POST page-address' ||
  route === 'DELETE page'
    ? 'draft.save'
    : route === 'POST media'
      ? 'media.upload'
      : route === 'PUT media' || route === 'DELETE media'
        ? 'media.manage'
        : 'files.read';

async function contentRequest(call: Call): Promise<Reply | undefined> {
  const { context, signedIn, method, parts, url, request, ip } = call;
  const route = `${method} ${parts.join('/')}`;
  requireAllowed(signedIn, contentAction(route));
  const draftId = url.searchParams.get('draft');
  const reads = method === 'GET' || route === 'POST validate';
  const answer = async () => {
    let store = mainStore(context);
    if (draftId !== null) {
      const draft = reads
        ? await context.workflow.openDraft(draftId).catch(async (error) => {
            // A published draft is still readable (its pages as they went live).
            if (error instanceof HttpError && error.code === 'draft-closed') return null;
            throw error;
          })
        : await context.workflow.openDraft(draftId);
      if (draft) {
        // A picture's commits are an upload's crash points, the rest a save's.
        const stage = route.endsWith(' media') ? 'upload' : 'save';
        store = draftStore({
          repo: context.repo,
          snapshots: context.snapshots,
          branch: draft.branch,
          onCommit: async (commit, path) => {
            await context.workflow.recordSave(draft, commit, path, signedIn.user, ip);
            context.crash(`${stage}:after-db`);
          },
        });
      }
    }
    return answerContentRequest({
      store,
      route,
      url,
      request,
      by: editorOf(signedIn.user),
      maxJsonBytes: MAX_JSON_BYTES,
    });
  };
  // A write holds the draft's lock from reading its status to recording its commit: it never
  // lands on a draft a publish has just closed (drafts-workflow.ts, keyed-queue.ts).
  const done =
    draftId === null || reads ? await answer() : await context.workflow.exclusive(draftId, answer);
  return done ?? undefined;
}

async function draftRequest(call: Call): Promise<Reply | undefined> {
  const { context, signedIn, method, parts, url, ip, body } = call;
  const { workflow } = context;
  const user = signedIn.user;
  const [, id, verb] = parts;
  if (id === undefined) {
    if (method === 'GET') {
      requireAllowed(signedIn, 'files.read');
      return ok({ drafts: await workflow.list() });
    }
    if (method === 'POST') {
      requireAllowed(signedIn, 'draft.create');
      return ok(await workflow.create(requireString(await body(), 'name'), user, ip), 201);
    }
  }
  if (id !== undefined && verb === undefined && method === 'GET') {
    requireAllowed(signedIn, 'files.read');
    return ok(await workflow.detail(id, user));
  }
  if (id !== undefined && method === 'POST') {
    switch (verb) {
      case 'submit':
        requireAllowed(signedIn, 'draft.submit');
        return ok(await workflow.submit(id, user, ip));
      case 'review': {
        requireAllowed(signedIn, 'draft.review');
        const given = await body();
        const decision = given.decision;
        if (decision !== 'approve' && decision !== 'changes') {
          throw new HttpError(400, 'bad-request', '"decision" must be "approve" or "changes"');
        }
        const comment = typeof given.comment === 'string' ? given.comment.slice(0, 2000) : '';
        return ok(await workflow.review(id, decision, comment, user, ip));
      }
      case 'publish': {
        requireAllowed(signedIn, 'draft.publish');
        const result = await workflow.publish(id, user, ip);
        const status = { published: 200, invalid: 422, 'needs-update': 409, rejected: 502 }[
          result.kind
        ];
        return ok(result, status);
      }
      case 'update': {
        requireAllowed(signedIn, 'draft.save');
        const given = await body();
        const resolutions = Array.isArray(given.resolutions) ? given.resolutions : [];
        const checked = resolutions.map((item: unknown) => {
          const entry = (item ?? {}) as Record<string, unknown>;
          return { path: requireString(entry, 'path'), text: requireString(entry, 'text') };
        });
        return ok(await workflow.updateFromMain(id, checked, user, ip));
      }
    }
  }
  if (id !== undefined && verb === 'preview' && method === 'GET') {
    requireAllowed(signedIn, 'preview.read');
    return ok(await draftPreview(context, id, url.searchParams.get('route') ?? '/'));
  }
  return undefined;
}

/**
 * A draft's page, site settings, forms and downloads as the renderer takes them, for the
 * reviewer's preview. An old address the draft's site file sends on (a page moved or deleted)
 * answers where it leads (`redirect`), as the built site's forwarding page would.
 */
async function draftPreview(context: TeamContext, id: string, route: string) {
  const detail = await context.workflow.detail(id);
  const commit = detail.publishedCommit ?? detail.head;
  const root = await context.snapshots.dirFor(commit);
  const file = route === '/' ? 'pages/index.yaml' : `pages${route.replace(/\/$/, '')}.yaml`;
  if (!/^pages(\/[a-z0-9][a-z0-9-]*)+\.yaml$/.test(file)) {
    throw new HttpError(400, 'bad-route', `${route} is not a page address`);
  }
  const [pageText, siteText] = await Promise.all([
    context.repo.readText(commit, file),
    context.repo.readText(commit, 'pages/_site.yaml'),
  ]);
  const draft = { id: detail.id, name: detail.name, status: detail.status, head: commit };
  if (pageText === null) {
    const to = siteText === null ? undefined : redirectedTo(siteText, route.replace(/\/$/, ''));
    if (to === undefined)
      throw new HttpError(404, 'not-found', `the draft has no page at ${route}`);
    return { draft, route, redirect: { from: route, to } };
  }
  const page = validateText(root, file, pageText);
  const site = siteText === null ? null : validateText(root, 'pages/_site.yaml', siteText).data;
  return {
    draft,
    route,
    file,
    // As the build shows it on the draft's date: a past upcoming webinar left off.
    page: page.data && pageOnDate(page.data as PageData, buildDateOf(root)),
    problems: page.problems,
    site,
    ...previewContent(root),
  };
}

async function teamRequest(call: Call): Promise<Reply | undefined> {
  const { context, signedIn, method, parts, url, ip, body } = call;
  const { auth } = context;
  const by = actorOf(signedIn.user);
  const [area, id] = parts;
  if (area === 'users') {
    requireAllowed(signedIn, 'users.manage');
    if (method === 'GET' && id === undefined)
      return ok({ users: await auth.listUsers({ includeRemoved: true }) });
    if (method === 'POST' && id === undefined) {
      const given = await body();
      const invitation = await auth.invite({
        email: requireString(given, 'email'),
        role: requireString(given, 'role'),
        name: typeof given.name === 'string' ? given.name : undefined,
        by,
        ip,
      });
      return ok(
        {
          user: invitation.user,
          link: invitation.link,
          expiresAt: new Date(invitation.expiresAt).toISOString(),
        },
        201,
      );
    }
    if (method === 'PATCH' && id !== undefined) {
      const role = requireString(await body(), 'role');
      return ok({ user: await auth.changeRole({ user: { id }, role, by, ip }) });
    }
    if (method === 'DELETE' && id !== undefined) {
      return ok({ user: await auth.removeUser({ user: { id }, by, ip }) });
    }
  }
  if (area === 'audit' && method === 'GET') {
    requireAllowed(signedIn, 'audit.read');
    const filter = {
      action: url.searchParams.get('action') ?? undefined,
      draftId: url.searchParams.get('draft') ?? undefined,
    };
    if (id === 'export')
      return { raw: await auth.exportAudit(filter), filename: 'studio-audit.json' };
    return ok(await auth.listAudit({ ...filter, before: auditCursor(url) }));
  }
  if (area === 'attention')
    return attentionRequest({ context, signedIn, method, rest: id, body, ip });
  if (area === 'touching' && method === 'GET') {
    requireAllowed(signedIn, 'files.read');
    const path = url.searchParams.get('path') ?? '';
    const except = url.searchParams.get('except') ?? undefined;
    return ok({ drafts: await context.workflow.touching(path, except) });
  }
  return undefined;
}

/**
 * `?before=`, the audit page to go on from: the `next` of the page before, a whole number. Anything
 * else (`abc`, `1e999`, `-1`) is the request's fault, a 400, never a NaN handed to the database.
 */
function auditCursor(url: URL): number | undefined {
  const before = url.searchParams.get('before');
  if (before === null) return undefined;
  if (!/^\d{1,15}$/.test(before)) {
    throw new HttpError(
      400,
      'bad-before',
      '"before" must be the "next" of the page before (a whole number)',
    );
  }
  return Number(before);
}

/** Signing in and accepting an invitation: the two writes that come before a session. */
async function sessionStart(
  context: TeamContext,
  route: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (route !== 'POST sign-in' && route !== 'POST invitations/accept') return false;
  requireSameOrigin(request, context.publicUrl);
  const { auth } = context;
  const body = await readJsonBody(request, MAX_JSON_BYTES);
  const ip = requestAddress(request, context.trustProxy);
  const currentToken = auth.tokenOf(request.headers);
  const started =
    route === 'POST sign-in'
      ? await auth.signIn({
          email: requireString(body, 'email'),
          password: requireString(body, 'password'),
          ip,
          currentToken,
        })
      : {
          ok: true as const,
          ...(await auth.acceptInvitation({
            token: requireString(body, 'token'),
            password: requireString(body, 'password'),
            name: typeof body.name === 'string' ? body.name : undefined,
            ip,
            currentToken,
          })),
        };
  if (!started.ok) {
    if (started.reason === 'throttled')
      response.setHeader('Retry-After', String(started.retryAfterSeconds));
    sendJson(response, started.reason === 'throttled' ? 429 : 401, {
      error: started.message,
      code: started.reason,
    });
    return true;
  }
  response.setHeader('Set-Cookie', started.setCookie);
  sendJson(response, 200, {
    user: who(started),
    csrfToken: started.csrfToken,
    allowedActions: started.allowedActions,
  });
  return true;
}

/** Answers one API request; `endpoint` is the part after /__studio/api/. */
export async function handleTeamApi(
  context: TeamContext,
  endpoint: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const method = request.method ?? 'GET';
  try {
    const route = `${method} ${endpoint}`;
    if (await sessionStart(context, route, request, response)) return;
    const signedIn = await requireSignIn(context.auth, request);
    if (method !== 'GET' && method !== 'HEAD')
      requireSafeWrite(request, context.publicUrl, signedIn);
    const ip = requestAddress(request, context.trustProxy);
    if (route === 'GET session') {
      return sendJson(response, 200, {
        user: who(signedIn),
        csrfToken: signedIn.csrfToken,
        allowedActions: signedIn.allowedActions,
      });
    }
    if (route === 'POST sign-out') {
      const { setCookie } = await context.auth.signOut(context.auth.tokenOf(request.headers), ip);
      response.setHeader('Set-Cookie', setCookie);
      return sendJson(response, 200, { signedOut: true });
    }
    const parts = endpoint.split('/');
    const call: Call = {
      context,
      signedIn,
      method,
      parts,
      url,
      request,
      ip,
      body: () => readJsonBody(request, MAX_JSON_BYTES),
    };
    const answer =
      parts[0] === 'drafts'
        ? await draftRequest(call)
        : parts[0] === 'deploys'
          ? await deploysRequest(context.deploys, signedIn, method, parts, ip)
          : ((await teamRequest(call)) ?? (await contentRequest(call)));
    if (answer === undefined) {
      throw new HttpError(
        404,
        'no-endpoint',
        `no studio endpoint ${method} ${API_PREFIX}${endpoint}`,
      );
    }
    if ('raw' in answer) {
      response.statusCode = 200;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${answer.filename}"`);
      response.setHeader('Cache-Control', 'no-store');
      return response.end(answer.raw);
    }
    sendJson(response, answer.status, answer.body);
  } catch (error) {
    sendTeamError(response, error);
  }
}
