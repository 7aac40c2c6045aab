/**
 * The `dir:<path>` target, for a web server the admin runs (nginx, Caddy, Apache): each release
 * is copied to `<path>/releases/<id>/` (under a temporary name, renamed when whole), then
 * `<path>/current` switches to it in one rename (current-link.ts); the web server's root is
 * `<path>/current`. The link is relative, so `<path>` may be mounted elsewhere (a container).
 * The newest KEPT_RELEASES are kept, and the live one whatever its age.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { noCrash, type CrashHook } from '../../studio/team/crash-points.ts';
import { linkedRelease, pruneReleases, removeUnfinished, switchLink } from '../current-link.ts';
import { KEPT_RELEASES } from '../folders.ts';
import { DeployError, type DeployTarget } from '../types.ts';

export function dirTarget(path: string, crash: CrashHook = noCrash): DeployTarget {
  const root = resolve(path);
  const releases = join(root, 'releases');
  const link = join(root, 'current');
  const name = `dir:${path}`;
  const inWords = (error: unknown) =>
    new DeployError(`${name}: the folder could not be written: ${(error as Error).message}`);
  const makeLive = (releaseId: string) => {
    switchLink(link, join('releases', releaseId));
    crash('deploy:after-switch');
    pruneReleases(releases, KEPT_RELEASES, [releaseId]);
  };
  return {
    name,
    async deploy(release, log) {
      try {
        mkdirSync(releases, { recursive: true });
        removeUnfinished(releases);
        const folder = join(releases, release.id);
        if (!existsSync(folder)) {
          const copying = join(releases, `.copying-${release.id}`);
          rmSync(copying, { recursive: true, force: true });
          cpSync(release.folder, copying, { recursive: true });
          renameSync(copying, folder);
        }
        makeLive(release.id);
      } catch (error) {
        throw error instanceof DeployError ? error : inWords(error);
      }
      log(`${name}: release ${release.id} is live in ${link}`);
      return {};
    },
    current: async () => linkedRelease(link),
    async activate(releaseId, log) {
      if (!existsSync(join(releases, releaseId))) {
        throw new DeployError(`${name}: release ${releaseId} is no longer kept there`);
      }
      try {
        makeLive(releaseId);
      } catch (error) {
        throw inWords(error);
      }
      log(`${name}: release ${releaseId} is live again`);
    },
  };
}
