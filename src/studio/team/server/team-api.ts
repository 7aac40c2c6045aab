/**
 * The team server's JSON API under /__studio/api/: the same content endpoints as the local
 * studio (over a draft's branch, named by `?draft=`, or main read-only), and the team's own:
 * sign-in, drafts and their review, people, the audit log. The guard comes first, in one place:
 * a session, then for writes the same origin and the session's token, then the role table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Client } from '@libsql/client';
import type { LeadForms } from '../leads/lead-forms.ts';
import { answerApiRequest, type ApiAnswer } from '../../server/api-entry.ts';
import { answerContentRequest } from '../../server/content-api.ts';
import { HttpError, readJsonBody, requireString, sendJson } from '../../server/http-json.ts';
import { auditCursor } from './audit-cursor.ts';
import type { MainProblems } from './main-problems.ts';
import { attentionRequest } from './attention-api.ts';
import { actorOf, type SignedIn, type TeamAuth } from '../auth/team-auth.ts';
import type { Action } from '../auth/roles.ts';
import type { CrashHook } from '../crash-points.ts';
import type { TeamRepository } from '../git/index.ts';
import type { DeployQueue } from '../../../deploy/deploy-queue.ts';
import { deploysRequest } from './deploys-api.ts';
import type { MainWaitingSource } from './main-waiting.ts';
import type { Rollbacks } from './rollback.ts';
import { isScheduleEndpoint, scheduleRequest, type Schedules } from './schedule-api.ts';
import { leadsRequest } from './leads-api.ts';
import { leadRequestsRequest } from './lead-requests-api.ts';
import { invitationAnswer, mailRequest } from './mail-api.ts';
import { inviteAgain } from '../auth/invite-again.ts';
import type { PasswordResets } from './password-reset-api.ts';
import { DraftRefusal } from './draft-errors.ts';
import { draftStore } from './draft-store.ts';
import { draftPreview, mainStore, teamHistory } from './team-reads.ts';
import type { Workflow } from './drafts-workflow.ts';
import { editorOf } from './editor-of.ts';
import type { Snapshots } from './snapshots.ts';
import { sendTeamError } from './team-errors.ts';
import {
  requireAllowed,
  requireSafeWrite,
  requireSameOrigin,
  requireSignIn,
  requestAddress,
} from './team-guard.ts';

export { API_PREFIX } from '../../server/api-entry.ts';
/** JSON bodies: a page's text is a few kB; 1 MB leaves room and refuses a flood. */
export const MAX_JSON_BYTES = 1024 * 1024;

export interface TeamContext {
  auth: TeamAuth;
  workflow: Workflow;
  /** Deploys of what is published (deploys-api.ts). */
  deploys: DeployQueue;
  /** Restoring an earlier release (rollback.ts). */
  rollbacks: Rollbacks;
  /** What is on main that no deploy has taken, and putting it live (main-waiting.ts). */
  mainWaiting: MainWaitingSource;
  repo: TeamRepository;
  snapshots: Snapshots;
  /** Main's problems now, which a draft is not refused for (main-problems.ts). */
  mainProblems: MainProblems;
  publicUrl: URL;
  /** Believe a proxy's X-Forwarded-For (`--trust-proxy`). */
  trustProxy: boolean;
  /** The crash points' hook (`--test-hooks`); a no-op otherwise. */
  crash: CrashHook;
  /** Timed work: scheduled publishing, the daily rebuild (schedule-api.ts). */
  schedules?: Schedules;
  /** The database, for the leads (leads-api.ts). */
  db: Client;
  /** Main's forms, whose labels name a lead's values. */
  leadForms: LeadForms;
  /** "Forgot password" (password-reset-api.ts). */
  passwordResets?: PasswordResets;
}

/** What a handler answers: JSON with a status, or a file to download. */
type Reply = JsonReply | { raw: string; filename: string; type?: string };
type JsonReply = { status: number; body: unknown };

const ok = (body: unknown, status = 200): JsonReply => ({ status, body });

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

/** The action the role table must allow for a content endpoint. */
const contentAction = (route: string): Action =>
  route === 'PUT file' ||
  route === 'POST pages' ||
  route === 'POST page-address' ||
  route === 'DELETE page' ||
  route === 'POST history/restore'
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
    let branch: string | null = null;
    if (draftId !== null) {
      const draft = reads
        ? await context.workflow.openDraft(draftId).catch(async (error) => {
            // A published draft is still readable (its pages as they went live).
            if (error instanceof DraftRefusal && error.reason === 'draft-closed') return null;
            throw error;
          })
        : await context.workflow.openDraft(draftId);
      if (draft) {
        branch = draft.branch;
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
      history: teamHistory(context.repo, branch),
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
      return ok(await invitationAnswer(context, invitation, signedIn.user), 201);
    }
    if (method === 'POST' && id !== undefined && parts[2] === 'invitation' && parts.length === 3) {
      const invitation = await inviteAgain(auth, context.db, { userId: id, by, ip });
      return ok(await invitationAnswer(context, invitation, signedIn.user));
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

/** Signing in and accepting an invitation: the two writes that come before a session. */
async function sessionStart(
  context: TeamContext,
  route: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (route === 'POST invitations/facts') {
    // Before any session, as accepting is: the token (from the link's #) is the credential.
    requireSameOrigin(request, context.publicUrl);
    const body = await readJsonBody(request, MAX_JSON_BYTES);
    sendJson(response, 200, await context.auth.invitationFacts(requireString(body, 'token')));
    return true;
  }
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
export function handleTeamApi(
  context: TeamContext,
  endpoint: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const answer = async (method: string): Promise<ApiAnswer | undefined> => {
    const route = `${method} ${endpoint}`;
    if (await sessionStart(context, route, request, response)) return 'sent';
    if (await context.passwordResets?.(context, route, request, response)) return 'sent';
    const signedIn = await requireSignIn(context.auth, request);
    if (method !== 'GET' && method !== 'HEAD')
      requireSafeWrite(request, context.publicUrl, signedIn);
    const ip = requestAddress(request, context.trustProxy);
    if (route === 'GET session') {
      return ok({
        user: who(signedIn),
        csrfToken: signedIn.csrfToken,
        allowedActions: signedIn.allowedActions,
      });
    }
    if (route === 'POST sign-out') {
      const { setCookie } = await context.auth.signOut(context.auth.tokenOf(request.headers), ip);
      response.setHeader('Set-Cookie', setCookie);
      return ok({ signedOut: true });
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
    const reply =
      context.schedules && isScheduleEndpoint(parts)
        ? await scheduleRequest({ ...call, schedules: context.schedules })
        : parts[0] === 'drafts'
          ? await draftRequest(call)
          : parts[0] === 'leads'
            ? ((await leadRequestsRequest(call)) ?? (await leadsRequest(call)))
            : parts[0] === 'mail'
              ? await mailRequest(context, signedIn, method, parts, call.body)
              : parts[0] === 'deploys'
                ? await deploysRequest(
                    context.deploys,
                    signedIn,
                    method,
                    parts,
                    ip,
                    context.rollbacks,
                    context.mainWaiting,
                    call.body,
                  )
                : ((await teamRequest(call)) ?? (await contentRequest(call)));
    if (reply === undefined || !('raw' in reply)) return reply;
    response.statusCode = 200;
    response.setHeader('Content-Type', reply.type ?? 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${reply.filename}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.end(reply.raw);
    return 'sent';
  };
  return answerApiRequest(endpoint, request, response, answer, sendTeamError);
}
