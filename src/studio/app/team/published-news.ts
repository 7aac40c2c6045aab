/**
 * What a publisher is told once a publish is done, truthfully: the live site is being built
 * (the studio queued its deploy: see Live site), or no live site is set up and the publish went
 * to Git only.
 */
import { readDeploys } from './live-site-api.ts';

export interface PublishedNews {
  message: string;
  /** Whether a deploy is under way, to watch in the Live site view. */
  deploying: boolean;
}

export async function publishedNews(name: string): Promise<PublishedNews> {
  const view = await readDeploys().catch(() => null);
  if (view === null) {
    return {
      message: `Published “${name}”. Open Live site to see whether it is live yet.`,
      deploying: false,
    };
  }
  if (!view.configured) {
    return {
      message: `Published “${name}” to Git only: no live site is set up in the studio, so the site changes when your host builds it from the main branch.`,
      deploying: false,
    };
  }
  return {
    message: `Published “${name}”: the live site is being built — see Live site.`,
    deploying: true,
  };
}
