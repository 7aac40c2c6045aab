/**
 * `npm run bench:live`'s measures, through the studio as a team meets it: a site of 32 + N pages
 * in a bare repository (the remote), the team studio started as a process over it (the real
 * deploy engine, the `serve` target on a port of its own, the installed packages seeded so no
 * `npm ci` runs), which builds main whole at its start. Then 10 one-page changes, each made by an
 * editor, approved by a reviewer and published by an admin over the studio's HTTP API, timed
 * from the publish request until the served site answers with the change. Clients fetch pages
 * from the served site the whole time; every answer must be a 200 whose body is the file of one
 * release, byte for byte. Then two rollbacks (live-rollback.ts), and a few scheduled publishes,
 * timed past their time (live-schedule.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DeployRow } from '../../studio/team/db/deploys.ts';
import { measureRollbacks, type RollbackFigures } from './live-rollback.ts';
import { measureScheduled } from './live-schedule.ts';
import { teamApiClient, type Person } from './team-api-client.ts';
import { freePort, startTeamServerProcess } from './team-server-process.ts';
import { fileOnMain, seedInstalledPackages, siteRepository } from './site-repository.ts';

export interface LiveFigures {
  /** The publish request → the served site answers with the change, one per publish (ms). */
  publishToLive: number[];
  /** Of which the publish request itself (merge and push), per publish (ms). */
  publishRequest: number[];
  /** The deploy as the studio records it (build and every target), per publish (ms). */
  deploy: number[];
  /** A scheduled publish: its time → the served site answers with it (live-schedule.ts, ms). */
  scheduledPastTime: number[];
  firstBuildMs: number;
  /** The pages the first deploy reported built (all of them: it is a whole build). */
  firstBuildPages: number;
  answered: number;
  /** Answers that were not a 200 of one whole release, with the first few. */
  wrong: number;
  wrongExamples: string[];
  rollback: RollbackFigures;
}

/** The pages the clients fetch: the home page, the page edited, and a few others. */
const pathOf = (page: number) => `/bench/page-${String(page).padStart(4, '0')}`;
/** `2026-11-20` → `2026-11-21`. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function measureLive(
  site: string,
  pages: number,
  publishes: number,
  say: (line: string) => void = () => {},
  scheduled = 3,
): Promise<LiveFigures> {
  const repository = siteRepository(site);
  const buildDate = process.env.BUILD_DATE ?? '2026-11-20';
  const sitePort = await freePort();
  const siteBase = `http://127.0.0.1:${sitePort}`;
  const server = await startTeamServerProcess({
    remote: repository,
    site: { port: sitePort },
    // node_modules as `npm ci` would make them for this lockfile (reused by every build, as the
    // studio reuses them while the lockfile is unchanged).
    prepareData: (dataDir) => seedInstalledPackages(dataDir),
    // The test clock (noon in New York on the build date, so the builds keep its date) lets
    // the scheduled publishes be timed without waiting for a real 09:00.
    args: ['--test-hooks'],
    env: {
      BUILD_DATE: buildDate,
      STUDIO_TEST_NOW: `${buildDate}T17:00:00Z`,
    },
  });
  const api = teamApiClient(server.base);
  const call = async (method: string, path: string, as: Person, body?: unknown) => {
    const answer = await api.call(method, path, { as, body });
    if (answer.status >= 300) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
  const edited = 1;
  const paths = ['/', pathOf(edited), pathOf(2), pathOf(Math.ceil(pages / 2)), pathOf(pages)];
  /** Every release's body of each fetched path: an answer must be one of them. */
  const bodies = new Map<string, Set<string>>(paths.map((path) => [path, new Set()]));
  /** Each body answered, by path, with how often: checked against the releases at the end. */
  const seen = new Map<string, Map<string, number>>(paths.map((path) => [path, new Map()]));
  let running = false;
  const clients: Promise<void>[] = [];
  try {
    const admin = await api.join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
    const invite = async (email: string, role: string, name: string) => {
      const invited = await call('POST', 'users', admin, { email, role, name });
      return api.join(invited.link as string, name);
    };
    const editor = await invite('ed@example.com', 'editor', 'Ed Editor');
    const reviewer = await invite('rita@example.com', 'reviewer', 'Rita Reviewer');

    const deploys = async () => (await call('GET', 'deploys', admin)).deploys as DeployRow[];
    /** Waits until deploy `id` is live; its release's files become ones an answer may be. */
    const liveDeploy = async (id: number) => {
      for (;;) {
        const deploy = (await deploys()).find((row) => row.id === id);
        if (deploy?.state === 'failed') throw new Error(`deploy ${id} failed: ${deploy.message}`);
        if (deploy?.state === 'live' && deploy.release) {
          for (const path of paths) {
            const file = join(deploy.release.folder, path, 'index.html');
            bodies.get(path)!.add(readFileSync(file, 'utf8'));
          }
          return deploy;
        }
        await pause(250);
      }
    };

    say('the studio builds main whole at its start…');
    const first = await liveDeploy(1);
    const firstBuildMs = first.finishedAt! - first.startedAt!;

    running = true;
    let answered = 0;
    const client = async () => {
      while (running) {
        for (const path of paths) {
          const response = await fetch(`${siteBase}${path}`).catch(() => null);
          const body = response ? await response.text() : '';
          answered++;
          const key = response?.status === 200 ? body : `${response?.status ?? 'no answer'}`;
          const counts = seen.get(path)!;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    };
    clients.push(client(), client());

    const publishToLive: number[] = [];
    const publishRequest: number[] = [];
    const deploy: number[] = [];
    const page = `pages${pathOf(edited)}.yaml`;
    for (let round = 1; round <= publishes; round++) {
      const title = `Benchmark publish ${round}`;
      const text = fileOnMain(repository, page).replace(/^title: .*$/m, `title: ${title}`);
      const draft = await call('POST', 'drafts', editor, { name: title });
      const id = draft.id as string;
      await call('PUT', `file?draft=${id}`, editor, { path: page, text, force: true });
      await call('POST', `drafts/${id}/submit`, editor);
      await call('POST', `drafts/${id}/review`, reviewer, { decision: 'approve' });
      const started = performance.now();
      await call('POST', `drafts/${id}/publish`, admin);
      publishRequest.push(performance.now() - started);
      // Until the served site answers with it, as a visitor would see it.
      for (;;) {
        const html = await (await fetch(`${siteBase}${pathOf(edited)}`)).text();
        if (html.includes(`<title>${title}`)) break;
        await pause(50);
      }
      publishToLive.push(performance.now() - started);
      const live = await liveDeploy(round + 1);
      deploy.push(live.finishedAt! - live.startedAt!);
      say(`publish ${round}: live in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // Two rollbacks, clients still fetching during the first (a switch back is one rename too).
    say('rolling back to the first release (kept, built today)…');
    const published = (await deploys()).find((row) => row.id === 2)!;
    const stopClients = async () => {
      running = false;
      await Promise.all(clients);
    };
    const rollback = await measureRollbacks(
      {
        call,
        publisher: admin,
        siteBase,
        restart: async (env) => {
          // The site is down while the studio restarts: no client asks meanwhile.
          await stopClients();
          say('restarting the studio on the next day, and rolling back to the first publish…');
          await server.stop();
          // The test clock goes on from noon in New York of the new day, as it began.
          await server.start({ ...env, STUDIO_TEST_NOW: `${env.BUILD_DATE}T17:00:00Z` });
        },
      },
      pathOf(edited),
      first,
      published,
      nextDay(process.env.BUILD_DATE ?? '2026-11-20'),
    );
    await stopClients();
    const approvedDraft = async (name: string, text: string) => {
      const id = (await call('POST', 'drafts', editor, { name })).id as string;
      await call('PUT', `file?draft=${id}`, editor, { path: page, text, force: true });
      await call('POST', `drafts/${id}/submit`, editor);
      await call('POST', `drafts/${id}/review`, reviewer, { decision: 'approve' });
      return id;
    };
    const scheduledPastTime = await measureScheduled(
      {
        base: server.base,
        siteBase,
        path: pathOf(edited),
        textWith: (title) =>
          fileOnMain(repository, page).replace(/^title: .*$/m, `title: ${title}`),
        approvedDraft,
        call,
        admin,
        // The day after the rollback's restart, whose clock stands on the day after the build's.
        firstDay: new Date(Date.parse(`${buildDate}T00:00:00Z`) + 2 * 86_400_000)
          .toISOString()
          .slice(0, 10),
        // The newest deploy is the scheduled publish's, served by now.
        recorded: async () => liveDeploy(Math.max(...(await deploys()).map((row) => row.id))),
      },
      scheduled,
    );
    for (const [index, ms] of scheduledPastTime.entries()) {
      say(`scheduled publish ${index + 1}: served ${(ms / 1000).toFixed(1)} s past its time`);
    }

    let wrong = 0;
    const wrongExamples: string[] = [];
    for (const [path, counts] of seen) {
      for (const [body, count] of counts) {
        if (bodies.get(path)!.has(body)) continue;
        wrong += count;
        if (wrongExamples.length < 5)
          wrongExamples.push(`${path}: ${body.length < 20 ? body : 'a body of no release'}`);
      }
    }
    return {
      publishToLive,
      publishRequest,
      deploy,
      scheduledPastTime,
      firstBuildMs,
      firstBuildPages: first.pagesTotal,
      answered,
      wrong,
      wrongExamples,
      rollback,
    };
  } finally {
    running = false;
    await Promise.allSettled(clients);
    await server.remove();
    rmSync(join(repository, '..'), { recursive: true, force: true });
  }
}
