/**
 * A small, real deploy engine for the tests of the deploy queue, the API and the studio's Live
 * site view, standing in for src/deploy/index.ts (the engine: the project's whole build and the
 * targets) where a test is about the queue, not the build:
 * - the build extracts the commit's pages/ with `git archive` into a release folder and writes
 *   one HTML file per page (the commit, and the page's source as text), reporting pages done of
 *   total;
 * - `dir:<path>` copies the release to `<path>/releases/<id>/` and renames a `current` symlink
 *   over the old one;
 * - `command:<path>` runs the executable without a shell, the release folder its argument;
 * - `http:<port>` posts the release id to 127.0.0.1:<port> (a host that may be down:
 *   a refused connection is `unreachable`).
 * Same signatures as the engine's `buildRelease` and `targetsFromOptions`. The queue's unit
 * tests use all of it; the studio's end-to-end test (`standInBuildEngine`) only the build.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { basename, join } from 'node:path';
import { buildDate } from '../../src/content/build-date.ts';
import { DeployError, type BuildRelease, type DeployTarget } from '../../src/deploy/types.ts';
import { startSiteServer, targetsFromOptions } from '../../src/deploy/index.ts';
import { buildEnvironment } from '../../src/deploy/child-env.ts';
import type { DeployEngine } from '../../src/studio/team/server/deploys-setup.ts';

/** The page's source, shown as text: what the release holds of the content, for a test to read. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const stamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export const standInBuildRelease = async ({
  repository,
  commit,
  dataDir,
  onProgress,
  log,
  signal,
  env,
}: Parameters<BuildRelease>[0] & { env?: Readonly<Record<string, string | undefined>> }) => {
  // What the real build would be given (child-env.ts): where the site sends its lead copy.
  const leadsUrl = buildEnvironment(env ?? {}).VITE_LEADS_URL ?? '';
  const id = `${stamp(new Date())}-${commit.slice(0, 12)}`;
  const folder = join(dataDir, 'stand-in-releases', id);
  const source = join(dataDir, 'stand-in-releases', `${id}.source`);
  mkdirSync(source, { recursive: true });
  const archive = execFileSync(
    'git',
    ['--git-dir', repository, 'archive', '--format=tar', commit, 'pages'],
    { maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  const pages = readdirSync(join(source, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml') && !basename(file).startsWith('_'))
    .sort();
  mkdirSync(folder, { recursive: true });
  for (const [done, page] of pages.entries()) {
    if (signal?.aborted) throw new Error('the build was stopped');
    const route = page === 'index.yaml' ? '' : page.replace(/\.yaml$/, '');
    mkdirSync(join(folder, route), { recursive: true });
    writeFileSync(
      join(folder, route, 'index.html'),
      `<!doctype html><title>${route || 'home'}</title><meta name="leads-url" content="${leadsUrl}"><p>commit ${commit}</p>\n<pre>${escaped(readFileSync(join(source, 'pages', page), 'utf8'))}</pre>\n`,
    );
    onProgress?.({ pagesDone: done + 1, pagesTotal: pages.length });
    // A build a person can watch (STAND_IN_PAGE_MS per page): the Live site view's progress.
    const pause = Number(process.env.STAND_IN_PAGE_MS ?? 0);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  rmSync(source, { recursive: true, force: true });
  log(`built ${pages.length} pages of ${commit.slice(0, 12)}`);
  // As the real build reckons it (build-release.ts): BUILD_DATE, else today in the default zone.
  return { id, commit, folder, buildDate: buildDate(process.env, new Date()) };
};

function dirTarget(spec: string, path: string): DeployTarget {
  const current = join(path, 'current');
  return {
    name: spec,
    async deploy(release, log) {
      const into = join(path, 'releases', release.id);
      cpSync(release.folder, into, { recursive: true });
      await this.activate(release.id, log);
      return {};
    },
    async current() {
      try {
        return basename(readlinkSync(current));
      } catch {
        return null;
      }
    },
    async activate(releaseId, log) {
      const next = join(path, `.current-${releaseId}`);
      rmSync(next, { force: true });
      symlinkSync(join('releases', releaseId), next);
      renameSync(next, current);
      log(`${current} → releases/${releaseId}`);
    },
  };
}

function commandTarget(spec: string, path: string): DeployTarget {
  return {
    name: spec,
    deploy: (release, log) =>
      new Promise((resolve, reject) => {
        execFile(
          path,
          [release.folder],
          { timeout: 30_000, env: { PATH: process.env.PATH ?? '' } },
          (error, stdout, stderr) => {
            for (const line of `${stdout}${stderr}`.split('\n').filter(Boolean)) log(line);
            if (!error) return resolve({});
            const status =
              typeof error.code === 'number'
                ? `exited with status ${error.code}`
                : 'could not be run';
            const last = stderr.trim().split('\n').at(-1);
            reject(new DeployError(`${basename(path)} ${status}${last ? `: ${last}` : ''}.`));
          },
        );
      }),
    current: async () => null,
    activate: async () => {},
  };
}

function httpTarget(spec: string, port: number): DeployTarget {
  return {
    name: spec,
    deploy: (release) =>
      new Promise((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ address: `http://127.0.0.1:${port}/` }));
        });
        sent.on('error', (error: NodeJS.ErrnoException) =>
          reject(
            new DeployError(
              `the host at 127.0.0.1:${port} did not answer (${error.code ?? error.message}).`,
              true,
            ),
          ),
        );
        sent.end(release.id);
      }),
    current: async () => null,
    activate: async () => {},
  };
}

/** The targets of `--deploy` specs, as the engine's `targetsFromOptions` (without `serve`). */
export function standInTargets(specs: readonly string[]): DeployTarget[] {
  return specs.map((spec) => {
    const [kind, ...rest] = spec.split(':');
    const value = rest.join(':');
    if (kind === 'dir') return dirTarget(spec, value);
    if (kind === 'command') return commandTarget(spec, value);
    if (kind === 'http') return httpTarget(spec, Number(value));
    throw new Error(`the stand-in engine has no target ${spec}`);
  });
}

/**
 * The engine the studio's command takes (studio-team-stand-in.ts): the stand-in build, and the
 * real targets and live site server of src/deploy/index.ts.
 */
export const standInBuildEngine: DeployEngine = {
  // The engine's crash point after a build, where the engine has it.
  async buildRelease(input) {
    const release = await standInBuildRelease(input);
    input.crash?.('deploy:after-build');
    return release;
  },
  targetsFromOptions,
  startSiteServer,
};
