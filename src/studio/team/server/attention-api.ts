/**
 * The endpoints of "Needs attention" (`attention`, `attention/fix`): main's problems in words
 * for anyone signed in, and a fix opened as a new draft for those who may start and save one,
 * both rights checked in the role table (roles.ts).
 */
import type { SignedIn } from '../auth/team-auth.ts';
import { attentionList } from './attention.ts';
import { openFixDraft, type FixContext } from './attention-fix.ts';
import { requireAllowed } from './team-guard.ts';

export interface AttentionCall {
  context: FixContext;
  signedIn: SignedIn;
  method: string;
  /** What follows `attention/`: nothing, or `fix`. */
  rest: string | undefined;
  body: () => Promise<Record<string, unknown>>;
  ip: string | undefined;
}

/** The answer (body and status), or undefined when no endpoint here matches. */
export async function attentionRequest(
  call: AttentionCall,
): Promise<{ status: number; body: unknown } | undefined> {
  const { context, signedIn, method, rest } = call;
  if (method === 'GET' && rest === undefined) {
    requireAllowed(signedIn, 'files.read');
    return { status: 200, body: await attentionList(context.repo, context.mainProblems) };
  }
  if (method === 'POST' && rest === 'fix') {
    requireAllowed(signedIn, 'draft.create');
    requireAllowed(signedIn, 'draft.save');
    const draft = await openFixDraft(context, await call.body(), signedIn.user, call.ip);
    return { status: 201, body: draft };
  }
  return undefined;
}
