/**
 * The targets of the studio's command line: `serve` (on unless --no-serve) and each
 * `--deploy <spec>`: `dir:<path>`, `branch:<name>`, `command:<path>` (docs/deploy.md). Specs are
 * checked here, each refused in words naming what is wrong.
 */
import { isAbsolute } from 'node:path';
import type { CrashHook } from '../studio/team/crash-points.ts';
import type { RemoteCredentials } from '../studio/team/git/remote-auth.ts';
import { branchTarget } from './targets/branch.ts';
import { commandTarget } from './targets/command.ts';
import { dirTarget } from './targets/dir.ts';
import { serveTarget } from './targets/serve.ts';
import { DeployError, type DeployTarget } from './types.ts';

export interface TargetOptions {
  dataDir: string;
  /** The studio's repository (the `branch:` targets push to its `origin`). */
  repository: string;
  /** The `serve` target's server (site-server.ts), or false for --no-serve. */
  serve: false | { host: string; port: number };
  /** The remote's credentials (STUDIO_GIT_TOKEN …), for `branch:` targets. */
  credentials?: RemoteCredentials;
  /** The studio's environment (the `command:` targets' DEPLOY_* variables); process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** How long a `command:` target may run. */
  commandTimeoutMs?: number;
  crash?: CrashHook;
}

const KINDS = 'serve, dir:<path>, branch:<name> or command:<path>';

export function targetsFromOptions(
  specs: readonly string[],
  options: TargetOptions,
): DeployTarget[] {
  const { crash } = options;
  const targets: DeployTarget[] = [];
  if (options.serve) {
    const host = options.serve.host.includes(':') ? `[${options.serve.host}]` : options.serve.host;
    targets.push(
      serveTarget({
        dataDir: options.dataDir,
        address: `http://${host}:${options.serve.port}/`,
        crash,
      }),
    );
  }
  for (const spec of specs) {
    const colon = spec.indexOf(':');
    const kind = colon === -1 ? spec : spec.slice(0, colon);
    const value = colon === -1 ? '' : spec.slice(colon + 1);
    if (kind === 'serve') {
      throw new DeployError(
        '--deploy serve: the studio serves the site unless --no-serve; no --deploy needed',
      );
    }
    if (!['dir', 'branch', 'command'].includes(kind)) {
      throw new DeployError(`--deploy ${spec}: a target is one of ${KINDS}`);
    }
    if (value === '')
      throw new DeployError(
        `--deploy ${spec}: ${kind}: needs a ${kind === 'branch' ? 'branch name' : 'path'} after the colon`,
      );
    if (targets.some((target) => target.name === spec)) {
      throw new DeployError(`--deploy ${spec} is given twice`);
    }
    if (kind === 'dir') targets.push(dirTarget(value, crash));
    else if (kind === 'branch') {
      if (value.startsWith('-') || /[\s~^:?*[\\]|\.\.|@\{/.test(value)) {
        throw new DeployError(`--deploy ${spec}: "${value}" is not a valid branch name`);
      }
      targets.push(branchTarget(value, { ...options, crash }));
    } else {
      if (!isAbsolute(value)) {
        throw new DeployError(
          `--deploy ${spec}: the command's path must be absolute (it runs without a shell, from no particular folder)`,
        );
      }
      targets.push(
        commandTarget(value, {
          dataDir: options.dataDir,
          env: options.env,
          timeoutMs: options.commandTimeoutMs,
          crash,
        }),
      );
    }
  }
  return targets;
}
