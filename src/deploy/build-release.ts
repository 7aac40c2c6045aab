/**
 * Builds one commit of the studio's repository, content and code, into a release: checked out
 * in `<data>/deploy/work` (checkout.ts), its node_modules reused while its lockfile is unchanged
 * (node-modules.ts), built by its own `npm run build` in a child process with the build cache
 * in `<data>/deploy/cache`, into `<data>/deploy/releases/.building-<id>` and renamed to
 * `releases/<id>` once complete: a release folder is whole or absent. The newest releases are
 * kept (KEPT_RELEASES), and the one the `serve` target has live whatever its age.
 *
 * One build at a time per data folder: the deploy queue runs them in turn.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { noCrash, type CrashHook } from '../studio/team/crash-points.ts';
import { buildDate } from '../content/build-date.ts';
import { siteTimeZone } from '../content/site-time-zone.ts';
import { checkoutCommit, resolveCommit } from './checkout.ts';
import { buildEnvironment } from './child-env.ts';
import { linkedRelease, pruneReleases, removeUnfinished } from './current-link.ts';
import { deployFolders, KEPT_RELEASES, releaseId } from './folders.ts';
import { linkNodeModules } from './node-modules.ts';
import { runChild } from './run-child.ts';
import { DeployError, type BuildProgress, type BuildRelease, type Release } from './types.ts';

export type BuildReleaseInput = Parameters<BuildRelease>[0] & {
  /** The crash points' hook (`--test-hooks`): `deploy:after-build`. */
  crash?: CrashHook;
  /** The studio's environment, which the build's is picked from (child-env.ts). */
  env?: Readonly<Record<string, string | undefined>>;
};

const PROGRESS = /^BUILD_PROGRESS (\{.*\})$/;

export async function buildRelease(input: BuildReleaseInput): Promise<Release> {
  const { repository, dataDir, log, signal, crash = noCrash, env = process.env } = input;
  const folders = deployFolders(dataDir);
  const commit = await resolveCommit(repository, input.commit);
  const id = releaseId(commit, new Date());
  const childEnv = buildEnvironment(env);
  log(`Building ${commit.slice(0, 12)} as release ${id}`);
  removeUnfinished(folders.releases);
  await checkoutCommit(repository, commit, folders.work);
  await linkNodeModules({
    work: folders.work,
    store: folders.nodeModules,
    env: childEnv,
    log,
    signal,
  });
  // As the build child reckons it: its BUILD_DATE, else today in the checked-out site's zone.
  const date = buildDate(childEnv, new Date(), siteTimeZone(folders.work));
  const building = join(folders.releases, `.building-${id}`);
  const folder = join(folders.releases, id);
  const end = await runChild({
    command: 'npm',
    args: [
      'run',
      '--silent',
      'build',
      '--',
      '--out',
      building,
      '--cache',
      folders.cache,
      '--progress',
      'json',
    ],
    cwd: folders.work,
    env: childEnv,
    signal,
    onLine: (line) => {
      const progress = PROGRESS.exec(line);
      if (progress) input.onProgress?.(JSON.parse(progress[1]!) as BuildProgress);
      else log(line);
    },
  }).catch((error: Error) => {
    throw new DeployError(`npm could not be started: ${error.message}`);
  });
  if (end.aborted) throw new DeployError(`The build of ${commit.slice(0, 12)} was stopped`);
  if (end.code !== 0) {
    // The build's own last words: the content's problems or the code's, in its terms.
    const why = end.lastErrors.filter((line) => line.trim() !== '').slice(-5);
    throw new DeployError(
      `The build of ${commit.slice(0, 12)} failed${why.length ? `: ${why.join('\n')}` : ''}`,
    );
  }
  if (!existsSync(building)) {
    // A commit from before the build took `--out`: it built into its own dist/.
    throw new DeployError(
      `The build of ${commit.slice(0, 12)} wrote no release: its npm run build has no --out option`,
    );
  }
  renameSync(building, folder);
  crash('deploy:after-build');
  const served = linkedRelease(join(folders.site, 'current'));
  pruneReleases(folders.releases, KEPT_RELEASES, served ? [served] : []);
  return { id, commit, folder, buildDate: date };
}
