/**
 * Who may do what on the team server, checked once per request before any handler runs:
 * a session for everything but signing in (401 otherwise), the same-origin check and the
 * session's token for every write, and the role table (auth/roles.ts) for each action.
 * Each refusal is an HttpError, so it reaches the person as `{ error, code }` and changes nothing.
 */
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../auth/client-address.ts';
import { HttpError } from '../../server/http-json.ts';
import { refuseCrossSite, refuseWithoutCsrfToken } from '../auth/csrf.ts';
import { refuseUnlessAllowed, type Action } from '../auth/roles.ts';
import type { SignedIn, TeamAuth } from '../auth/team-auth.ts';

const refusal = (found: { status: number; code: string; error: string } | null) => {
  if (found) throw new HttpError(found.status, found.code, found.error);
};

/**
 * The person's address (X-Forwarded-For believed only with `--trust-proxy`, from a proxy on
 * this machine).
 */
export const requestAddress = (request: IncomingMessage, trustProxy: boolean) =>
  clientAddress(request.socket.remoteAddress, request.headers, trustProxy);

export async function requireSignIn(auth: TeamAuth, request: IncomingMessage): Promise<SignedIn> {
  const signedIn = await auth.validateSession(auth.tokenOf(request.headers));
  if (!signedIn) throw new HttpError(401, 'no-session', 'sign in to use the studio');
  return signedIn;
}

/** A write that needs no session (signing in, accepting an invitation): same origin only. */
export function requireSameOrigin(request: IncomingMessage, publicUrl: URL) {
  refusal(refuseCrossSite(request.headers, publicUrl));
}

/** A write of a signed-in person: same origin and the session's own token. */
export function requireSafeWrite(request: IncomingMessage, publicUrl: URL, signedIn: SignedIn) {
  refusal(refuseCrossSite(request.headers, publicUrl));
  refusal(refuseWithoutCsrfToken(request.headers, signedIn.csrfToken));
}

export function requireAllowed(signedIn: SignedIn, action: Action) {
  refusal(refuseUnlessAllowed(signedIn.user.role, action));
}
