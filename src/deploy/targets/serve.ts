/**
 * The `serve` target: the studio serves the live site itself (site-server.ts). Its state is one
 * link, `<data>/deploy/site/current`, to a release folder; a deploy renames a new link over it
 * (current-link.ts), and the server follows the link once per request, so each request is
 * answered from one whole release, the old or the new.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { noCrash, type CrashHook } from '../../studio/team/crash-points.ts';
import { linkedRelease, switchLink } from '../current-link.ts';
import { deployFolders } from '../folders.ts';
import { DeployError, type DeployTarget } from '../types.ts';

export interface ServeTargetOptions {
  dataDir: string;
  /** Where the site server answers, e.g. `http://127.0.0.1:8080/`. */
  address: string;
  crash?: CrashHook;
}

export function serveTarget({
  dataDir,
  address,
  crash = noCrash,
}: ServeTargetOptions): DeployTarget {
  const folders = deployFolders(dataDir);
  const link = join(folders.site, 'current');
  const makeLive = (releaseFolder: string) => {
    mkdirSync(folders.site, { recursive: true });
    switchLink(link, releaseFolder);
    crash('deploy:after-switch');
  };
  return {
    name: 'serve',
    async deploy(release, log) {
      makeLive(release.folder);
      log(`serve: release ${release.id} is live at ${address}`);
      return { address };
    },
    current: async () => linkedRelease(link),
    async activate(releaseId, log) {
      const folder = join(folders.releases, releaseId);
      if (!existsSync(folder)) {
        throw new DeployError(
          `Release ${releaseId} is no longer kept: it cannot be made live again`,
        );
      }
      makeLive(folder);
      log(`serve: release ${releaseId} is live again at ${address}`);
    },
  };
}
