/**
 * The team studio's calls about the live site (server/deploys-api.ts): what is live on each
 * target and the latest deploys, and a failed deploy's retry. Types come from the server.
 */
import { apiRequest } from '../api.ts';
import type { DeploysAnswer } from '../../team/server/deploys-api.ts';
import type { DeployRow, DeployTargetRow, LiveHere } from '../../team/db/deploys.ts';

export type { DeploysAnswer, DeployRow, DeployTargetRow, LiveHere };

const API = '/__studio/api/';

export const readDeploys = () => apiRequest<DeploysAnswer>(API + 'deploys');

export const retryDeploy = (id: number) =>
  apiRequest<DeployRow>(API + `deploys/${id}/retry`, { method: 'POST', body: {} });
