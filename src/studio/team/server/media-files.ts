/**
 * `GET /media/<name>` on the team server: an uploaded picture, for the image field and the
 * previews, which name it as the dev server serves it (`/media/…`). An upload's name carries a
 * hash of its bytes, so the file is the same wherever it is: it is looked for on main, then on
 * each draft's branch (where an upload lands before it is published). Signed-in people only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseUnlessAllowed } from '../auth/roles.ts';
import { contentTypeOf } from '../../../content/compression.ts';
import { sendJson } from '../../server/http-json.ts';
import type { TeamContext } from './team-api.ts';

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_][A-Za-z0-9_-]*\.(jpg|jpeg|png|webp|avif|svg))$/;

async function findBytes(context: TeamContext, path: string): Promise<Buffer | null> {
  const main = await context.repo.resolveRef(context.repo.mainBranch);
  const heads = [main, ...(await context.workflow.list()).map((draft) => draft.head)];
  for (const commit of heads) {
    if (!commit) continue;
    const bytes = await context.repo.readBytes(commit, path);
    if (bytes) return bytes;
  }
  return null;
}

/** Answers `/media/<name>` and returns true, or returns false for any other path. */
export async function serveMedia(
  context: TeamContext,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const match = MEDIA_PATH.exec(path);
  if (!match) return false;
  const signedIn = await context.auth.validateSession(context.auth.tokenOf(request.headers));
  if (!signedIn) {
    sendJson(response, 401, { error: 'sign in to see the studio’s pictures', code: 'no-session' });
    return true;
  }
  const refused = refuseUnlessAllowed(signedIn.user.role, 'files.read');
  if (refused) {
    sendJson(response, refused.status, { error: refused.error, code: refused.code });
    return true;
  }
  const bytes = await findBytes(context, `media/${match[1]}`);
  if (!bytes) {
    sendJson(response, 404, { error: `no picture ${path.slice(1)}`, code: 'not-found' });
    return true;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', contentTypeOf(path)!);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened on its own runs no script and loads nothing.
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  response.setHeader('Cache-Control', 'private, no-cache');
  response.end(request.method === 'HEAD' ? undefined : bytes);
  return true;
}
