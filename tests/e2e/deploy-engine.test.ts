/**
 * The deploy engine (src/deploy/) with real parts: the project committed to a bare repository,
 * built by its own `npm run build` in a child process (twice: once whole, once after a one-page
 * publish, reused by every test below), and each target against real folders, a real bare
 * remote, real executables and a real HTTP server under concurrent requests while it switches.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitOnMain,
  fileOnMain,
  seedInstalledPackages,
  siteRepository,
} from '../../src/cli/bench/site-repository.ts';
import { startLiveSiteProcess } from '../../src/cli/bench/live-site-process.ts';
import { copyProject } from '../../src/cli/project-copy.ts';
import {
  buildRelease,
  DeployError,
  targetsFromOptions,
  type BuildProgress,
  type Release,
} from '../../src/deploy/index.ts';
import { git, refOf, showFile } from '../support/bare-repo.ts';

const BUILD_DATE = '2026-11-20';
let scratch: string;
let repository: string;
let dataDir: string;
/** pages/about.yaml as the project has it (a later test commits a broken one on main). */
let aboutPage: string;
let first: Release;
let second: Release;
const progress: BuildProgress[] = [];
const crashPoints: { point: string; folderThere: boolean }[] = [];
const buildLog: string[] = [];

const titleOf = (release: Release) =>
  /<title>([^<]*)<\/title>/.exec(
    readFileSync(join(release.folder, 'about/index.html'), 'utf8'),
  )?.[1];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'deploy-engine-'));
  const copy = copyProject(scratch);
  repository = siteRepository(copy.root);
  copy.remove();
  dataDir = join(scratch, 'data');
  // What `npm ci` makes for this lockfile (node-modules.test.ts installs for a changed one).
  seedInstalledPackages(dataDir);
  const env = { ...process.env, BUILD_DATE, STUDIO_GIT_TOKEN: 'never-for-the-build' };
  first = await buildRelease({
    repository,
    commit: git(repository, ['rev-parse', 'main']).trim(),
    dataDir,
    env,
    log: (line) => buildLog.push(line),
  });
  aboutPage = fileOnMain(repository, 'pages/about.yaml');
  const commit = commitOnMain(repository, {
    'pages/about.yaml': aboutPage.replace(/^title: .*$/m, 'title: About the second version'),
  });
  second = await buildRelease({
    repository,
    commit,
    dataDir,
    env,
    log: (line) => buildLog.push(line),
    onProgress: (step) => progress.push(step),
    crash: (point) =>
      crashPoints.push({ point, folderThere: existsSync(join(dataDir, 'deploy/releases')) }),
  });
}, 600_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  // The repository's own temporary folder (site-repository.ts).
  if (repository) rmSync(join(repository, '..'), { recursive: true, force: true });
});

describe('buildRelease', () => {
  it('builds each commit whole into a release folder of its own, the second incrementally', () => {
    expect(first.id).toMatch(/^\d{14}-[0-9a-f]{12}$/);
    expect(second.commit).toBe(git(repository, ['rev-parse', 'main']).trim());
    expect(second.id.endsWith(second.commit.slice(0, 12))).toBe(true);
    expect(titleOf(first)).toMatch(/^About Us/);
    expect(titleOf(second)).toMatch(/^About the second version/);
    for (const release of [first, second]) {
      for (const file of [
        'index.html',
        '404.html',
        '_headers',
        'sitemap.xml',
        'pricing/index.html',
      ])
        expect(existsSync(join(release.folder, file)), file).toBe(true);
    }
    // The one-page publish rendered that page alone, from the cache in the data folder.
    expect(buildLog.join('\n')).toMatch(/prerendered 1 of \d+ pages/);
    expect(existsSync(join(dataDir, 'deploy/cache/pages.json'))).toBe(true);
    expect(lstatSync(join(dataDir, 'deploy/work/.cache/build')).isSymbolicLink()).toBe(true);
    // Nothing half-made is left beside the releases.
    expect(readdirSync(join(dataDir, 'deploy/releases')).sort()).toEqual([first.id, second.id]);
  });

  it('reports pages done of total, ending at the total', () => {
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.pagesDone).toBe(last.pagesTotal);
    expect(last.pagesTotal).toBeGreaterThan(30);
  });

  it('passes deploy:after-build once the release is in place', () => {
    expect(crashPoints).toEqual([{ point: 'deploy:after-build', folderThere: true }]);
  });

  it('builds for production whatever NODE_ENV the studio runs with (Vitest: test)', () => {
    const assets = readdirSync(join(second.folder, 'assets')).filter((name) =>
      name.endsWith('.js'),
    );
    const code = assets.map((name) => readFileSync(join(second.folder, 'assets', name), 'utf8'));
    expect(code.some((text) => text.includes('react-dom.development'))).toBe(false);
  });

  it('refuses a commit whose content does not build, in the build’s words, and leaves the releases', async () => {
    const bad = commitOnMain(repository, { 'pages/about.yaml': 'title: [unclosed\n' });
    const failure = await buildRelease({
      repository,
      commit: bad,
      dataDir,
      env: { ...process.env, BUILD_DATE },
      log: () => {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as Error).message).toContain(`The build of ${bad.slice(0, 12)} failed`);
    expect((failure as Error).message).toContain('pages/about.yaml');
    expect((failure as Error).message).not.toMatch(/\n\s+at /);
    expect(readdirSync(join(dataDir, 'deploy/releases')).sort()).toEqual([first.id, second.id]);
  }, 120_000);

  it('refuses what is not a commit of the repository', async () => {
    const log = () => {};
    await expect(
      buildRelease({ repository, commit: '--upload-pack=x', dataDir, log }),
    ).rejects.toThrow(/not a commit id/);
    await expect(
      buildRelease({ repository, commit: 'a'.repeat(40), dataDir, log }),
    ).rejects.toThrow(/holds no commit/);
  });
});

describe('the dir: target', () => {
  it('copies each release and switches current to it atomically; rolls back; keeps ten', async () => {
    const folder = join(scratch, 'srv-site');
    const [target] = targetsFromOptions([`dir:${folder}`], { dataDir, repository, serve: false });
    const log: string[] = [];
    expect(await target!.current()).toBeNull();
    await target!.deploy(first, (line) => log.push(line));
    await target!.deploy(second, (line) => log.push(line));
    expect(readlinkSync(join(folder, 'current'))).toBe(join('releases', second.id));
    expect(readFileSync(join(folder, 'current/about/index.html'), 'utf8')).toContain(
      'About the second version',
    );
    expect(await target!.current()).toBe(second.id);
    await target!.activate(first.id, (line) => log.push(line));
    expect(await target!.current()).toBe(first.id);
    expect(readFileSync(join(folder, 'current/about/index.html'), 'utf8')).toContain('About Us');
    // Eleven more releases: the newest ten stay.
    const later = Array.from({ length: 11 }, (_, n) => ({
      ...second,
      id: `2099010100${String(n).padStart(4, '0')}-${second.commit.slice(0, 12)}`,
    }));
    for (const release of later) await target!.deploy(release, () => {});
    expect(readdirSync(join(folder, 'releases')).sort()).toEqual(later.slice(1).map((r) => r.id));
    expect(log.join('\n')).toContain(`release ${second.id} is live`);
    await expect(target!.activate(first.id, () => {})).rejects.toThrow(/no longer kept/);
  });
});

describe('the branch: target', () => {
  it('commits each release to a branch of the remote, one commit each, never forcing', async () => {
    const remote = join(scratch, 'remote.git');
    execFileSync('git', ['clone', '--quiet', '--bare', repository, remote]);
    // The studio's repository: a clone whose origin is the remote, as the team studio keeps it.
    const studio = join(scratch, 'studio.git');
    execFileSync('git', ['clone', '--quiet', '--bare', remote, studio]);
    const [target] = targetsFromOptions(['branch:site-pages'], {
      dataDir,
      repository: studio,
      serve: false,
    });
    expect(target!.name).toBe('branch:site-pages');
    expect(await target!.current()).toBeNull();
    await target!.deploy(first, () => {});
    const one = refOf(remote, 'refs/heads/site-pages')!;
    expect(showFile(remote, one, 'about/index.html')).toContain('About Us');
    expect(git(remote, ['log', '-1', '--format=%B', one])).toContain(first.commit);
    // Someone else pushes to the branch meanwhile: the next release goes on top of it.
    const theirs = git(remote, ['commit-tree', `${one}^{tree}`, '-p', one, '-m', 'By hand']).trim();
    git(remote, ['update-ref', 'refs/heads/site-pages', theirs]);
    await target!.deploy(second, () => {});
    const two = refOf(remote, 'refs/heads/site-pages')!;
    expect(git(remote, ['rev-parse', `${two}^`]).trim()).toBe(theirs);
    expect(showFile(remote, two, 'about/index.html')).toContain('About the second version');
    expect(showFile(remote, two, '_headers')).toContain('Content-Security-Policy');
    expect(await target!.current()).toBe(second.id);
    await target!.activate(first.id, () => {});
    const three = refOf(remote, 'refs/heads/site-pages')!;
    expect(git(remote, ['rev-parse', `${three}^{tree}`]).trim()).toBe(
      git(remote, ['rev-parse', `${one}^{tree}`]).trim(),
    );
    expect(await target!.current()).toBe(first.id);
    // The studio's own repository gained no ref.
    expect(git(studio, ['for-each-ref', '--format=%(refname)']).trim()).toBe('refs/heads/main');
  }, 60_000);

  it('says in words when the remote cannot be reached, as one to retry', async () => {
    const lonely = join(scratch, 'gone-studio.git');
    execFileSync('git', ['init', '--quiet', '--bare', lonely]);
    execFileSync('git', [
      '--git-dir',
      lonely,
      'remote',
      'add',
      'origin',
      join(scratch, 'nowhere.git'),
    ]);
    const [unreachable] = targetsFromOptions(['branch:site-pages'], {
      dataDir: join(scratch, 'other-data'),
      repository: lonely,
      serve: false,
    });
    const failure = await unreachable!.deploy(second, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as DeployError).unreachable).toBe(true);
    expect((failure as Error).message).toMatch(
      /^branch:site-pages: the remote could not be reached/,
    );
  });
});

describe('the command: target', () => {
  const script = (name: string, body: string) => {
    const path = join(scratch, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  };
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    STUDIO_GIT_TOKEN: 'secret-token',
    DEPLOY_HOST_TOKEN: 'host-token',
    OTHER_SETTING: 'not-for-the-command',
  };
  const targetFor = (path: string, timeoutMs?: number) =>
    targetsFromOptions([`command:${path}`], {
      dataDir,
      repository,
      serve: false,
      env,
      commandTimeoutMs: timeoutMs,
    })[0]!;

  it('runs the executable with the release folder, no shell, only PATH, HOME and DEPLOY_*', async () => {
    const target = targetFor(script('push-site', 'echo "deploying $1"; env | sort'));
    const log: string[] = [];
    expect(await target.current()).toBeNull();
    await target.deploy(second, (line) => log.push(line));
    const text = log.join('\n');
    expect(text).toContain(`deploying ${second.folder}`);
    expect(text).toContain('DEPLOY_HOST_TOKEN=host-token');
    expect(text).toContain(`DEPLOY_RELEASE_ID=${second.id}`);
    expect(text).toContain(`DEPLOY_COMMIT=${second.commit}`);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('STUDIO_GIT_TOKEN');
    expect(text).not.toContain('OTHER_SETTING');
    expect(await target.current()).toBe(second.id);
  });

  it('a failing command is a DeployError in its own words, and the last live release stays', async () => {
    const path = script(
      'refuse-site',
      'echo "uploading"; echo "quota exceeded on the host" >&2; exit 3',
    );
    const target = targetFor(path);
    const failure = await target.deploy(second, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as Error).message).toBe(
      `command:${path} failed (exit code 3): quota exceeded on the host`,
    );
    expect(await target.current()).toBeNull();
  });

  it('stops a command that outlives its time limit, and names what is missing', async () => {
    const slow = targetFor(script('slow-site', 'sleep 30'), 500);
    const started = Date.now();
    await expect(slow.deploy(second, () => {})).rejects.toThrow(/did not finish within 1 s/);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(targetFor(join(scratch, 'missing')).deploy(second, () => {})).rejects.toThrow(
      /there is no such program/,
    );
  });
});

describe('the serve target', () => {
  const SWITCHES = 300;
  it('switches releases under concurrent requests: every answer a 200 of one whole version', async () => {
    const siteData = join(scratch, 'serve-data');
    // The serve target's releases are the data folder's own: these two, copied there.
    for (const release of [first, second]) {
      cpSync(release.folder, join(siteData, 'deploy/releases', release.id), { recursive: true });
    }
    const releases = [first, second].map((release) => ({
      ...release,
      folder: join(siteData, 'deploy/releases', release.id),
    }));
    // In a process of its own, as beside the studio's switches: a switch that is not atomic
    // has a moment to be seen there.
    const server = await startLiveSiteProcess(siteData);
    try {
      const before = await fetch(server.address);
      expect(before.status).toBe(503);
      expect(await before.text()).toMatch(/not been published yet/);
      const port = Number(new URL(server.address).port);
      const switched: string[] = [];
      const [target] = targetsFromOptions([], {
        dataDir: siteData,
        repository,
        serve: { host: '127.0.0.1', port },
        crash: async () => {
          switched.push((await target!.current())!);
        },
      });
      expect(await target!.deploy(releases[0]!, () => {})).toEqual({ address: server.address });
      const paths = ['/', '/about', '/pricing', '/contact', '/sitemap.xml'];
      const versions = (path: string) =>
        releases.map((release) => {
          const file = path.endsWith('.xml') ? path : join(path, 'index.html');
          return readFileSync(join(release.folder, file), 'utf8');
        });
      const expected = new Map(paths.map((path) => [path, versions(path)]));
      let running = true;
      let answered = 0;
      const wrong: string[] = [];
      const client = async () => {
        while (running) {
          for (const path of paths) {
            const response = await fetch(new URL(path, server.address));
            const body = await response.text();
            answered++;
            if (response.status !== 200 || !expected.get(path)!.includes(body))
              wrong.push(`${path}: ${response.status} ${body.slice(0, 80)}`);
          }
        }
      };
      const clients = [client(), client(), client(), client()];
      const answeredBefore = answered;
      for (let round = 0; round < SWITCHES; round++) {
        await target!.deploy(releases[round % 2 === 0 ? 1 : 0]!, () => {});
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const answeredDuring = answered - answeredBefore;
      running = false;
      await Promise.all(clients);
      expect(wrong).toEqual([]);
      expect(answeredDuring).toBeGreaterThan(100);
      // Each switch was visible by the time its crash point came.
      expect(switched.length).toBe(SWITCHES + 1);
      expect(await target!.current()).toBe(releases[0]!.id);
      expect(realpathSync(join(siteData, 'deploy/site/current'))).toBe(releases[0]!.folder);

      // A release whose code changed (an asset gone): a tab opened before still loads it.
      const asset = readdirSync(join(releases[0]!.folder, 'assets')).find((name) =>
        name.endsWith('.js'),
      )!;
      const third = { ...releases[1]!, id: `20990101000000-${second.commit.slice(0, 12)}` };
      third.folder = join(siteData, 'deploy/releases', third.id);
      cpSync(releases[1]!.folder, third.folder, { recursive: true });
      rmSync(join(third.folder, 'assets', asset));
      await target!.deploy(third, () => {});
      const old = await fetch(new URL(`/assets/${asset}`, server.address));
      expect(old.status).toBe(200);
      expect((await fetch(new URL('/assets/not-in-any-release.js', server.address))).status).toBe(
        404,
      );
      const missing = await fetch(new URL('/no-such-page', server.address));
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(readFileSync(join(third.folder, '404.html'), 'utf8'));
      expect(missing.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('a crash at each of the engine’s crash points (kill -9)', () => {
  /** Runs `body` in a process of its own with the engine, armed to die at `point`. */
  const diesAt = (point: string, body: string) => {
    const script = join(scratch, `crash-${point.replace(':', '-')}.mts`);
    writeFileSync(
      script,
      [
        `import * as engine from ${JSON.stringify(join(process.cwd(), 'src/deploy/index.ts'))};`,
        `import { crashAt } from ${JSON.stringify(join(process.cwd(), 'src/studio/team/crash-points.ts'))};`,
        `const crash = crashAt(${JSON.stringify(point)});`,
        body,
      ].join('\n'),
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, BUILD_DATE },
      encoding: 'utf8',
    });
    expect(child.signal, child.stderr).toBe('SIGKILL');
    expect(child.stderr).toContain(`studio: crash point ${point}: kill -9`);
  };

  it('deploy:after-build: the release is whole in its folder, nothing half-made beside it', () => {
    const commit = commitOnMain(repository, {
      'pages/about.yaml': aboutPage.replace(/^title: .*$/m, 'title: About the crash version'),
    });
    diesAt(
      'deploy:after-build',
      `await engine.buildRelease({ repository: ${JSON.stringify(repository)}, commit: ${JSON.stringify(commit)}, dataDir: ${JSON.stringify(dataDir)}, log: () => {}, crash });`,
    );
    const releases = readdirSync(join(dataDir, 'deploy/releases'));
    expect(releases.filter((name) => name.startsWith('.'))).toEqual([]);
    const built = releases.find((name) => name.endsWith(commit.slice(0, 12)))!;
    const folder = join(dataDir, 'deploy/releases', built);
    expect(readFileSync(join(folder, 'about/index.html'), 'utf8')).toContain(
      'About the crash version',
    );
    expect(existsSync(join(folder, 'sitemap.xml'))).toBe(true);
  }, 120_000);

  it('deploy:after-switch: after the restart the live site is the new release, whole', async () => {
    const siteData = join(scratch, 'crash-serve-data');
    for (const release of [first, second])
      cpSync(release.folder, join(siteData, 'deploy/releases', release.id), { recursive: true });
    const [target] = targetsFromOptions([], {
      dataDir: siteData,
      repository,
      serve: { host: '127.0.0.1', port: 8080 },
    });
    const folderOf = (release: Release) => join(siteData, 'deploy/releases', release.id);
    await target!.deploy({ ...first, folder: folderOf(first) }, () => {});
    const release = JSON.stringify({ ...second, folder: folderOf(second) });
    diesAt(
      'deploy:after-switch',
      `const [serve] = engine.targetsFromOptions([], { dataDir: ${JSON.stringify(siteData)}, repository: '', serve: { host: '127.0.0.1', port: 8080 }, crash });
await serve.deploy(${release}, () => {});`,
    );
    expect(await target!.current()).toBe(second.id);
    const server = await startLiveSiteProcess(siteData);
    try {
      const about = await fetch(new URL('/about', server.address));
      expect(about.status).toBe(200);
      expect(await about.text()).toBe(
        readFileSync(join(folderOf(second), 'about/index.html'), 'utf8'),
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});
