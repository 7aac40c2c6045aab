/**
 * The team studio's own calls (sign-in, drafts and their review, people, the audit log), over
 * the same request helper as the content calls. Types come from the server (type-only).
 */
import { apiRequest, setApiScope } from '../api.ts';
import type { Action } from '../../team/auth/roles.ts';
import type { Member } from '../../team/auth/team-auth.ts';
import type { AuditEvent } from '../../team/auth/audit.ts';
import type {
  DraftDetail,
  DraftSummary,
  PublishAnswer,
} from '../../team/server/drafts-workflow.ts';
import type { PublishProblem } from '../../team/server/publish-validation.ts';
import type { FileConflict } from '../../team/git/index.ts';
import type { RedirectChange } from '../../server/site-redirect.ts';
import type { MailFailure } from '../../team/server/mail-api.ts';

export type {
  Action,
  AuditEvent,
  DraftDetail,
  DraftSummary,
  FileConflict,
  MailFailure,
  Member,
  PublishAnswer,
  PublishProblem,
  RedirectChange,
};

const API = '/__studio/api/';

export interface SessionInfo {
  user: { id: string; name: string; email: string; role: string };
  csrfToken: string;
  allowedActions: Action[];
}

const post = <T>(path: string, body: unknown = {}) =>
  apiRequest<T>(API + path, { method: 'POST', body });

function started(session: SessionInfo): SessionInfo {
  setApiScope({ token: session.csrfToken });
  return session;
}

export const currentSession = () => apiRequest<SessionInfo>(API + 'session').then(started);

export const signIn = (email: string, password: string) =>
  post<SessionInfo>('sign-in', { email, password }).then(started);

/** Whom an invitation is for; refused (in words) for a link that cannot be used. */
export const invitationFacts = (token: string) =>
  post<{ email: string; role: string }>('invitations/facts', { token });

export const acceptInvitation = (token: string, password: string, name: string) =>
  post<SessionInfo>('invitations/accept', { token, password, name }).then(started);

export const signOut = () => post<{ signedOut: true }>('sign-out');

export const listDrafts = () =>
  apiRequest<{ drafts: DraftSummary[] }>(API + 'drafts').then((body) => body.drafts);

export const draftDetail = (id: string) =>
  apiRequest<DraftDetail>(API + `drafts/${encodeURIComponent(id)}`);

export const createDraft = (name: string) => post<DraftSummary>('drafts', { name });

export const submitDraft = (id: string) =>
  post<DraftSummary>(`drafts/${encodeURIComponent(id)}/submit`);

export const reviewDraft = (id: string, decision: 'approve' | 'changes', comment: string) =>
  post<DraftSummary>(`drafts/${encodeURIComponent(id)}/review`, { decision, comment });

export const publishDraft = (id: string) =>
  post<PublishAnswer>(`drafts/${encodeURIComponent(id)}/publish`);

export const updateDraft = (id: string, resolutions: { path: string; text: string }[] = []) =>
  post<{ kind: 'updated' | 'up-to-date' } | { kind: 'conflict'; files: FileConflict[] }>(
    `drafts/${encodeURIComponent(id)}/update`,
    { resolutions },
  );

/** Other open drafts that change `path`. */
export const draftsTouching = (path: string, except: string | null) =>
  apiRequest<{ drafts: { id: string; name: string }[] }>(
    `${API}touching?path=${encodeURIComponent(path)}${except ? `&except=${encodeURIComponent(except)}` : ''}`,
  ).then((body) => body.drafts);

export const listPeople = () =>
  apiRequest<{ users: Member[] }>(API + 'users').then((body) => body.users);

/** An invitation: e-mailed to the person when the studio sends e-mail, else its link to pass on. */
export const invitePerson = (email: string, role: string, name: string) =>
  post<{ link?: string; emailed?: boolean; expiresAt: string }>('users', { email, role, name });

/** The invitation sent again to someone who has not joined: a new link, the old one withdrawn. */
export const inviteAgain = (id: string) =>
  post<{ link?: string; emailed?: boolean; expiresAt: string }>(
    `users/${encodeURIComponent(id)}/invitation`,
  );

export const changeRole = (id: string, role: string) =>
  apiRequest(API + `users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } });

export const removePerson = (id: string) =>
  apiRequest(API + `users/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} });

export const auditPage = (before?: number) =>
  apiRequest<{ events: AuditEvent[]; next: number | null }>(
    API + 'audit' + (before === undefined ? '' : `?before=${before}`),
  );

export const AUDIT_EXPORT_URL = API + 'audit/export';

/** The reviewer's link to a draft's page as the built site would show it. */
export const previewLink = (draftId: string, route: string) =>
  `/studio/preview/${encodeURIComponent(draftId)}${route === '/' ? '' : route}`;

/** "Forgot password": the same words come back whether or not the address has an account. */
export const askForNewPassword = (email: string) =>
  post<{ message: string }>('password-reset/request', { email });

export const setNewPassword = (token: string, password: string) =>
  post<{ email: string }>('password-reset/complete', { token, password });

/** Whether the studio sends e-mail, and the sends that failed (admins). */
export const mailStatus = () =>
  apiRequest<{ sends: boolean; server: string | null; failures: MailFailure[] }>(API + 'mail');

export const dismissMailFailure = (id: number) => post(`mail/failures/${id}/dismiss`);

/** The person's own e-mail choices, and whether the studio sends e-mail at all. */
export interface MailChoices {
  reviewNotices: boolean;
  sends: boolean;
}

export const mailChoices = () => apiRequest<MailChoices>(API + 'mail/choices');

export const saveMailChoices = (reviewNotices: boolean) =>
  apiRequest<MailChoices>(API + 'mail/choices', { method: 'PUT', body: { reviewNotices } });
