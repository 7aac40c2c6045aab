/**
 * The team server's deploys, set up from its options: the targets of `--deploy` (and `serve`
 * unless `--no-serve`), the live site's own server for `serve`, and the deploy queue that
 * builds each published commit and hands it to them (src/deploy/deploy-queue.ts). The engine
 * (src/deploy/index.ts) is passed in by the command line, so the tests of the queue, the API
 * and the studio's view can run one that builds in a blink (tests/support/stand-in-deploy.ts).
 */
import type { Client } from '@libsql/client';
import { createDeployQueue, type DeployQueue } from '../../../deploy/deploy-queue.ts';
import type { BuildRelease, DeployTarget, Release } from '../../../deploy/types.ts';
import type { Handler } from '../../../content/static-site-handler.ts';
import type { CrashHook } from '../crash-points.ts';
import type { TeamRepository } from '../git/index.ts';

/** What the studio uses of the deploy engine (src/deploy/index.ts). */
export interface DeployEngine {
  buildRelease: (
    input: Parameters<BuildRelease>[0] & {
      crash?: CrashHook;
      env?: Readonly<Record<string, string | undefined>>;
    },
  ) => Promise<Release>;
  targetsFromOptions(
    specs: readonly string[],
    options: {
      dataDir: string;
      repository: string;
      serve: false | { host: string; port: number };
      credentials?: { token?: string };
      env?: Readonly<Record<string, string | undefined>>;
      crash?: CrashHook;
    },
  ): DeployTarget[];
  startSiteServer(options: {
    dataDir: string;
    host: string;
    port: number;
    env?: Readonly<Record<string, string | undefined>>;
    /** Routes answered before the site's files: the lead copy (leads/lead-route.ts). */
    before?: readonly Handler[];
  }): Promise<{ address: string; close(): Promise<void> }>;
}

export interface DeployOptions {
  engine: DeployEngine;
  /** `--deploy <spec>`, in order. */
  specs: readonly string[];
  /** `serve` unless `--no-serve`: where the studio serves the live site itself. */
  serve: false | { host: string; port: number };
  /** The studio's environment: VITE_EMAILJS_* for the build, DEPLOY_* for `command:` targets. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Where the built site sends its copy of each lead (VITE_LEADS_URL), unless the environment
   * names one: the live site's own `/api/leads`, or the studio's with `--site-origin`.
   */
  leadsUrl?: string;
}

export interface Deploys {
  queue: DeployQueue;
  /** The live site's address when the studio serves it. */
  siteAddress: string | null;
  close(): Promise<void>;
}

/** The live site's server, or a refusal in words when its address is taken. */
async function siteServer(
  engine: DeployEngine,
  dataDir: string,
  serve: { host: string; port: number },
  env: Readonly<Record<string, string | undefined>>,
  before: readonly Handler[],
) {
  try {
    return await engine.startSiteServer({ dataDir, ...serve, env, before });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
    throw new Error(
      `the live site cannot be served at ${serve.host}:${serve.port} (${code}): choose another --site-host or --site-port, or --no-serve`,
      { cause: error },
    );
  }
}

export async function startDeploys(
  options: DeployOptions,
  studio: {
    db: Client;
    repo: TeamRepository;
    dataDir: string;
    gitToken?: string;
    crash: CrashHook;
    log: (line: string) => void;
    /**
     * The date each build is built with, when not today's: the test clock's
     * (scheduler/clock.ts), so a test that moves the clock sees dated content move with it.
     */
    buildDate?: () => Promise<string>;
    /** Routes the live site's server answers before its files (the lead copy). */
    siteRoutes?: readonly Handler[];
  },
): Promise<Deploys> {
  const { engine } = options;
  const given = options.env ?? process.env;
  const env =
    options.leadsUrl && !given.VITE_LEADS_URL
      ? { ...given, VITE_LEADS_URL: options.leadsUrl }
      : given;
  const { crash } = studio;
  const targets = engine.targetsFromOptions(options.specs, {
    dataDir: studio.dataDir,
    repository: studio.repo.gitDir,
    serve: options.serve,
    credentials: { token: studio.gitToken },
    env,
    crash,
  });
  const site = options.serve
    ? await siteServer(engine, studio.dataDir, options.serve, env, studio.siteRoutes ?? [])
    : null;
  const queue = createDeployQueue({
    db: studio.db,
    buildRelease: async (input) =>
      engine.buildRelease({
        ...input,
        crash,
        env: studio.buildDate ? { ...env, BUILD_DATE: await studio.buildDate() } : env,
      }),
    targets,
    repository: studio.repo.gitDir,
    dataDir: studio.dataDir,
    log: studio.log,
    crash,
  });
  // Whether anything was deployed before: at the very first start, nothing is worth a word.
  const hadDeploys = queue.view(1).then((view) => view.deploys.length > 0);
  await queue.start();
  // Main's head, unless it was deployed before: the site is live from the first start on.
  const head = await studio.repo.resolveRef(studio.repo.mainBranch);
  // (A publish or a rollback whose deploy a crash cut off before it was queued, too.)
  if (head && (await queue.enqueueIfNew(head)) !== null && (await hadDeploys)) {
    studio.log(`studio: main's head ${head.slice(0, 12)} was never deployed: it is deployed now`);
  }
  if (site) studio.log(`studio: the live site is served at ${site.address}`);
  if (targets.length === 0) {
    studio.log(
      'studio: no deploy target (--no-serve and no --deploy): publishing goes to Git only',
    );
  }
  return {
    queue,
    siteAddress: site?.address ?? null,
    async close() {
      await queue.stop();
      await site?.close();
    },
  };
}
