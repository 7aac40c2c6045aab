/**
 * `npm run bench:live`'s measures: a site of 32 + N pages in a bare repository (the team
 * studio's), built once, then 10 publishes of a one-page change, each timed from its commit
 * until the `serve` target's site server (a process of its own) answers with the new page:
 * buildRelease (checkout, the incremental `npm run build` in a child process) and the serve
 * target's switch. Clients fetch pages the whole time; every answer must be a 200 whose body is
 * the file of one release, byte for byte.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease, targetsFromOptions, type Release } from '../../deploy/index.ts';
import { startLiveSiteProcess } from './live-site-process.ts';
import {
  commitOnMain,
  fileOnMain,
  mainCommit,
  seedInstalledPackages,
  siteRepository,
} from './site-repository.ts';

export interface LiveFigures {
  /** Commit → the serve target answers with the change, one per publish (ms). */
  publishToLive: number[];
  /** Of which the build (buildRelease), per publish (ms). */
  build: number[];
  firstBuildMs: number;
  answered: number;
  /** Answers that were not a 200 of one whole release, with the first few. */
  wrong: number;
  wrongExamples: string[];
}

/** The pages the clients fetch: the home page, the page edited, and a few others. */
const pathOf = (page: number) => `/bench/page-${String(page).padStart(4, '0')}`;

export async function measureLive(
  site: string,
  pages: number,
  publishes: number,
): Promise<LiveFigures> {
  const repository = siteRepository(site);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-data-'));
  // node_modules as `npm ci` would make them for this lockfile (reused by every build, as the
  // studio reuses them while the lockfile is unchanged).
  seedInstalledPackages(dataDir);
  const server = await startLiveSiteProcess(dataDir);
  const port = Number(new URL(server.address).port);
  const [serve] = targetsFromOptions([], {
    dataDir,
    repository,
    serve: { host: '127.0.0.1', port },
  });
  const edited = 1;
  const paths = ['/', pathOf(edited), pathOf(2), pathOf(Math.ceil(pages / 2)), pathOf(pages)];
  /** Every release's body of each fetched path: an answer must be one of them. */
  const bodies = new Map<string, Set<string>>(paths.map((path) => [path, new Set()]));
  const remember = (release: Release) => {
    for (const path of paths)
      bodies.get(path)!.add(readFileSync(join(release.folder, path, 'index.html'), 'utf8'));
  };
  const env = { ...process.env, BUILD_DATE: process.env.BUILD_DATE ?? '2026-11-20' };
  const log = () => {};
  try {
    let started = performance.now();
    const first = await buildRelease({
      repository,
      commit: mainCommit(repository),
      dataDir,
      env,
      log,
    });
    const firstBuildMs = performance.now() - started;
    remember(first);
    await serve!.deploy(first, log);

    let running = true;
    let answered = 0;
    const wrongExamples: string[] = [];
    let wrong = 0;
    const client = async () => {
      while (running) {
        for (const path of paths) {
          const response = await fetch(new URL(path, server.address)).catch(() => null);
          const body = response ? await response.text() : '';
          answered++;
          if (response?.status !== 200 || !bodies.get(path)!.has(body)) {
            wrong++;
            if (wrongExamples.length < 5)
              wrongExamples.push(`${path}: ${response?.status ?? 'no answer'}`);
          }
        }
      }
    };
    const clients = [client(), client()];
    const publishToLive: number[] = [];
    const build: number[] = [];
    const page = `pages${pathOf(edited)}.yaml`;
    for (let round = 1; round <= publishes; round++) {
      const title = `Benchmark publish ${round}`;
      const text = fileOnMain(repository, page).replace(/^title: .*$/m, `title: ${title}`);
      started = performance.now();
      const commit = commitOnMain(repository, { [page]: `${text}\n` }, `Publish ${round}`);
      const release = await buildRelease({ repository, commit, dataDir, env, log });
      build.push(performance.now() - started);
      remember(release);
      await serve!.deploy(release, log);
      // Until the live server answers with it, as a visitor would see it.
      for (;;) {
        const html = await (await fetch(new URL(pathOf(edited), server.address))).text();
        if (html.includes(`<title>${title}`)) break;
      }
      publishToLive.push(performance.now() - started);
    }
    running = false;
    await Promise.all(clients);
    return { publishToLive, build, firstBuildMs, answered, wrong, wrongExamples };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(repository, '..'), { recursive: true, force: true });
  }
}
