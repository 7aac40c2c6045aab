/**
 * The `command:<path>` target: an executable the admin installed (a host's CLI, a script of
 * theirs), run without a shell with the release folder as its one argument, within a time limit,
 * with only PATH, HOME and the DEPLOY_* variables of the studio's environment (child-env.ts;
 * DEPLOY_RELEASE_ID and DEPLOY_COMMIT added). Every line it writes goes to the deploy's log. A
 * non-zero exit, a time-out or a program that cannot start is a DeployError in words; the last
 * release it made live is noted in `<data>/deploy/commands/`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { noCrash, type CrashHook } from '../../studio/team/crash-points.ts';
import { commandEnvironment } from '../child-env.ts';
import { deployFolders } from '../folders.ts';
import { runChild } from '../run-child.ts';
import { DeployError, type DeployLog, type DeployTarget, type Release } from '../types.ts';

export interface CommandTargetOptions {
  dataDir: string;
  /** How long the command may run (default 10 minutes). */
  timeoutMs?: number;
  env?: Readonly<Record<string, string | undefined>>;
  crash?: CrashHook;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 10 * 60_000;

export function commandTarget(path: string, options: CommandTargetOptions): DeployTarget {
  const { dataDir, timeoutMs = DEFAULT_COMMAND_TIMEOUT_MS, crash = noCrash } = options;
  const folders = deployFolders(dataDir);
  const name = `command:${path}`;
  const stateFile = join(
    folders.commands,
    `${createHash('sha256').update(path).digest('hex').slice(0, 16)}.json`,
  );

  async function run(release: Release, log: DeployLog) {
    const end = await runChild({
      command: path,
      args: [release.folder],
      env: commandEnvironment(options.env ?? process.env, release),
      timeoutMs,
      onLine: (line) => log(`${name}: ${line}`),
    }).catch((error: NodeJS.ErrnoException) => {
      throw new DeployError(
        error.code === 'ENOENT'
          ? `${name}: there is no such program`
          : error.code === 'EACCES'
            ? `${name}: the file is not executable (chmod +x)`
            : `${name}: could not be started: ${error.message}`,
      );
    });
    if (end.timedOut) {
      throw new DeployError(
        `${name} did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`,
        true,
      );
    }
    if (end.code !== 0) {
      const why = end.lastErrors.filter((line) => line.trim() !== '').slice(-3);
      throw new DeployError(
        `${name} failed (exit code ${end.code ?? 'none: stopped by a signal'})${why.length ? `: ${why.join(' ')}` : ''}`,
      );
    }
    crash('deploy:after-switch');
    mkdirSync(folders.commands, { recursive: true });
    const temporary = `${stateFile}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify({ current: release.id, commit: release.commit }));
    renameSync(temporary, stateFile);
  }

  return {
    name,
    async deploy(release, log) {
      await run(release, log);
      log(`${name}: release ${release.id} deployed`);
      return {};
    },
    async current() {
      try {
        return (JSON.parse(readFileSync(stateFile, 'utf8')) as { current: string }).current;
      } catch {
        return null;
      }
    },
    async activate(releaseId, log) {
      const folder = join(folders.releases, releaseId);
      if (!existsSync(folder)) {
        throw new DeployError(
          `Release ${releaseId} is no longer kept: it cannot be deployed again`,
        );
      }
      // The id holds the commit's first 12 characters (folders.ts).
      await run({ id: releaseId, commit: releaseId.split('-')[1]!, folder }, log);
      log(`${name}: release ${releaseId} deployed again`);
    },
  };
}
