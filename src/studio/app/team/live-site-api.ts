/**
 * The team studio's calls about the live site (server/deploys-api.ts): what is live on each
 * target and the latest deploys, a failed deploy's retry, the earlier releases and their restore,
 * what waits on main and putting it live. Types come from the server.
 */
import { apiRequest } from '../api.ts';
import type { DeploysAnswer } from '../../team/server/deploys-api.ts';
import type { DeployRow, DeployTargetRow, LiveHere } from '../../team/db/deploys.ts';
import type { ReleaseEntry } from '../../team/server/release-history.ts';
import type { RollbackAnswer } from '../../team/server/rollback.ts';
import type { MainWaiting } from '../../team/server/main-waiting.ts';

export type { DeploysAnswer, DeployRow, DeployTargetRow, LiveHere };

const API = '/__studio/api/';

export const readDeploys = () => apiRequest<DeploysAnswer>(API + 'deploys');

export const retryDeploy = (id: number) =>
  apiRequest<DeployRow>(API + `deploys/${id}/retry`, { method: 'POST', body: {} });

export type { ReleaseEntry, ReleaseFile } from '../../team/server/release-history.ts';
export type { RollbackAnswer } from '../../team/server/rollback.ts';

export const readReleases = () =>
  apiRequest<{ releases: ReleaseEntry[] }>(API + 'deploys/releases').then((body) => body.releases);

export const restoreRelease = (id: number) =>
  apiRequest<RollbackAnswer>(API + `deploys/${id}/restore`, { method: 'POST', body: {} });

export type { MainWaiting } from '../../team/server/main-waiting.ts';

/** What is on main that no deploy has taken (fetched from the remote first). */
export const readMainWaiting = () => apiRequest<MainWaiting>(API + 'deploys/main');

/** Puts main live as it was seen (`head`): refused when main moved since. */
export const putMainLive = (head: string) =>
  apiRequest<{ deploy: number }>(API + 'deploys/main', { method: 'POST', body: { head } });
