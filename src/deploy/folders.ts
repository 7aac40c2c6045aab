/**
 * Where deploys keep their things, all under the studio's --data folder: the checkout builds run
 * in, the build cache, node_modules by lockfile, the releases, and the `serve` target's link to
 * the live one.
 */
import { join } from 'node:path';

/** Releases kept (the newest, and any a target still has live): enough to roll back a week. */
export const KEPT_RELEASES = 10;

export function deployFolders(dataDir: string) {
  const root = join(dataDir, 'deploy');
  return {
    root,
    work: join(root, 'work'),
    cache: join(root, 'cache'),
    nodeModules: join(root, 'node_modules'),
    releases: join(root, 'releases'),
    /** `<site>/current`: a link to the release the `serve` target serves. */
    site: join(root, 'site'),
    /** The `branch:` targets' own repositories, one per branch. */
    branches: join(root, 'branches'),
    /** What each `command:` target made live last. */
    commands: join(root, 'commands'),
  };
}

/** `<UTC yyyymmddHHMMss>-<first 12 of the commit>`: sortable and unique (types.ts). */
export function releaseId(commit: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${commit.slice(0, 12)}`;
}

export const isReleaseId = (name: string) => /^\d{14}-[0-9a-f]{12}$/.test(name);
