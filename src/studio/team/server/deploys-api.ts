/**
 * The team API's deploys (src/deploy/deploy-queue.ts), under /__studio/api/deploys:
 * - `GET deploys`: every signed-in person sees what is live on each target and since when, and
 *   the latest deploys with their state and progress;
 * - `POST deploys/<id>/retry`: a publisher (or admin) tries a failed deploy again;
 * - `GET deploys/releases`: the earlier releases, each described (release-history.ts);
 * - `POST deploys/<id>/restore`: a publisher (or admin) rolls the site back to it (rollback.ts);
 * - `GET deploys/main`: what is on main that no deploy has taken (main-waiting.ts), and
 *   `POST deploys/main` (`{ head }`): a publisher (or admin) puts it live now.
 * The guard in team-api.ts has already checked the session, and for the write the same origin
 * and the session's token; the role table is checked here, per action.
 */
import type { DeployQueue, DeploysView } from '../../../deploy/deploy-queue.ts';
import { HttpError } from '../../server/http-json.ts';
import type { SignedIn } from '../auth/team-auth.ts';
import { can } from '../auth/roles.ts';
import { requireAllowed } from './team-guard.ts';
import type { MainWaitingSource } from './main-waiting.ts';
import type { Rollbacks } from './rollback.ts';

/** How many deploys the view lists, newest first; and how many releases it offers to restore. */
const LISTED = 10;
const RELEASES = 10;

const deployNumber = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) {
    throw new HttpError(400, 'bad-deploy', `“${id}” is not a deploy’s number`);
  }
  return Number(id);
};

export interface DeploysAnswer extends DeploysView {
  /** Whether any target is configured: without one, publishing goes to Git only. */
  configured: boolean;
}

/**
 * The targets' output is shown to those who may retry (publishers, admins): a host's command
 * may print more about the host than the rest of the team needs.
 */
function forViewer(view: DeploysView, signedIn: SignedIn): DeploysView {
  if (can(signedIn.user.role, 'deploys.retry')) return view;
  return {
    ...view,
    deploys: view.deploys.map((deploy) => ({
      ...deploy,
      output: '',
      targets: deploy.targets.map((target) => ({ ...target, output: '' })),
    })),
  };
}

/** Answers `deploys…`, or undefined when the route is none of these. */
export async function deploysRequest(
  deploys: DeployQueue,
  signedIn: SignedIn,
  method: string,
  parts: readonly string[],
  ip: string | undefined,
  rollbacks: Rollbacks,
  main: MainWaitingSource,
  body: () => Promise<unknown>,
): Promise<{ status: number; body: unknown } | undefined> {
  const [, id, verb] = parts;
  if (id === 'main' && parts.length === 2) {
    if (method === 'GET') {
      requireAllowed(signedIn, 'deploys.read');
      return { status: 200, body: await main.read() };
    }
    if (method === 'POST') {
      requireAllowed(signedIn, 'deploys.main');
      const sent = await body();
      const head =
        typeof sent === 'object' && sent !== null ? (sent as { head?: unknown }).head : undefined;
      return { status: 200, body: await main.putLive(head, signedIn.user, ip) };
    }
  }
  if (method === 'GET' && id === 'releases' && parts.length === 2) {
    requireAllowed(signedIn, 'deploys.read');
    return { status: 200, body: { releases: await rollbacks.history(RELEASES) } };
  }
  if (method === 'POST' && id !== undefined && verb === 'restore' && parts.length === 3) {
    requireAllowed(signedIn, 'deploys.rollback');
    const answer = await rollbacks.restore(deployNumber(id), signedIn.user, ip);
    const status = { restored: 200, invalid: 422, rejected: 502 }[answer.kind];
    return { status, body: answer };
  }
  if (method === 'GET' && id === undefined) {
    requireAllowed(signedIn, 'deploys.read');
    const view = forViewer(await deploys.view(LISTED), signedIn);
    const body: DeploysAnswer = { configured: deploys.configured, ...view };
    return { status: 200, body };
  }
  if (method === 'POST' && id !== undefined && verb === 'retry' && parts.length === 3) {
    requireAllowed(signedIn, 'deploys.retry');
    const { user } = signedIn;
    const answer = await deploys.retry(
      deployNumber(id),
      { userId: user.id, email: user.email, name: user.name },
      ip,
    );
    if (answer.kind === 'refused') throw new HttpError(409, 'not-retried', answer.message);
    return { status: 200, body: answer.deploy };
  }
  return undefined;
}
