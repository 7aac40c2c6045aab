/** What every signed-in person sees of the deploy queue: what is live where, the latest deploys. */
import type { Client } from '@libsql/client';
import {
  listDeploys,
  liveByTarget,
  type DeployRow,
  type LiveHere,
} from '../studio/team/db/deploys.ts';

export interface DeploysView {
  targets: { name: string; live: LiveHere | null }[];
  deploys: DeployRow[];
}

/** The list's outputs keep their last 4 kB; the database keeps 64 kB. */
const VIEW_OUTPUT_CHARS = 4096;
const shortOutput = (output: string) => output.slice(-VIEW_OUTPUT_CHARS);

export async function deploysView(
  db: Client,
  names: readonly string[],
  limit: number,
): Promise<DeploysView> {
  const [live, deploys] = await Promise.all([liveByTarget(db), listDeploys(db, limit)]);
  return {
    targets: names.map((name) => ({ name, live: live.get(name) ?? null })),
    deploys: deploys.map((deploy) => ({
      ...deploy,
      output: shortOutput(deploy.output),
      targets: deploy.targets.map((target) => ({
        ...target,
        output: shortOutput(target.output),
      })),
    })),
  };
}
