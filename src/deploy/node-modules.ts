/**
 * The checkout's node_modules: one installed folder per package-lock.json (named by the hash of
 * its bytes) under `<data>/deploy/node_modules/`, linked into the checkout. A build whose lockfile
 * is unchanged installs nothing; a changed one runs `npm ci` once into a new folder (under a
 * temporary name, renamed when complete, so a stopped install is never used). The newest two
 * are kept: going back to the previous lockfile costs nothing.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';
import { switchLink } from './current-link.ts';
import { runChild } from './run-child.ts';
import { DeployError, type DeployLog } from './types.ts';

const KEPT_INSTALLS = 2;

export interface NodeModulesInput {
  work: string;
  /** `<data>/deploy/node_modules` */
  store: string;
  env: Record<string, string>;
  log: DeployLog;
  signal?: AbortSignal;
}

/** Links `<work>/node_modules` to the install of its lockfile, installing it first if need be. */
export async function linkNodeModules({ work, store, env, log, signal }: NodeModulesInput) {
  const lockfile = join(work, 'package-lock.json');
  if (!existsSync(lockfile)) throw new DeployError('The commit has no package-lock.json');
  const hash = createHash('sha256').update(readFileSync(lockfile)).digest('hex').slice(0, 16);
  const install = join(store, hash);
  if (!existsSync(join(install, 'node_modules'))) {
    log(`package-lock.json is new (${hash}): npm ci`);
    const temporary = join(store, `.installing-${hash}-${process.pid}`);
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(join(work, file), join(temporary, file));
    }
    // The build needs the development dependencies (Vite, the TypeScript loader) whatever
    // NODE_ENV says.
    const end = await runChild({
      command: 'npm',
      args: ['ci', '--include=dev', '--no-audit', '--no-fund'],
      cwd: temporary,
      env,
      signal,
      onLine: (line) => log(line),
    }).catch((error: Error) => {
      throw new DeployError(`npm could not be started: ${error.message}`);
    });
    if (end.code !== 0) {
      rmSync(temporary, { recursive: true, force: true });
      throw new DeployError(
        end.aborted
          ? 'The install of the dependencies was stopped'
          : `npm ci failed: ${end.lastErrors.slice(-3).join(' ') || `exit code ${end.code}`}`,
      );
    }
    rmSync(install, { recursive: true, force: true });
    renameSync(temporary, install);
  }
  // Its use, noted: the least recently used installs go first.
  const now = new Date();
  utimesSync(install, now, now);
  switchLink(join(work, 'node_modules'), join(install, 'node_modules'));
  removeOldInstalls(store, install);
}

function removeOldInstalls(store: string, inUse: string) {
  const installs = readdirSync(store)
    .map((name) => join(store, name))
    .filter((path) => path !== inUse)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of installs.slice(KEPT_INSTALLS - 1))
    rmSync(old, { recursive: true, force: true });
}
