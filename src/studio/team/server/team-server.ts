/**
 * The team studio's server (`npm run studio:team`): a plain Node HTTP server in front of one
 * bare clone of the remote (Git holds the content), one SQLite file (people, sessions, drafts,
 * approvals, the audit log) and the studio app built for production. Everything lives in the
 * data folder, so a restart picks up where it stopped.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createTeamAuth } from '../auth/team-auth.ts';
import { noCrash, type CrashHook } from '../crash-points.ts';
import { openDatabase } from '../db/open.ts';
import { openRepository } from '../git/index.ts';
import { HttpError } from '../../server/http-json.ts';
import { validateAheadOfUse } from '../../server/validated-files.ts';
import { ensureStudioApp, STUDIO_APP_BASE } from './app-build.ts';
import { appPages, pageHeaders, PREVIEW_PATH } from './app-pages.ts';
import { startDeploys, type DeployOptions } from './deploys-setup.ts';
import { draftsWorkflow } from './drafts-workflow.ts';
import { serveMedia } from './media-files.ts';
import { reconcile } from './reconcile.ts';
import { mainWaiting } from './main-waiting.ts';
import { rollbacks } from './rollback.ts';
import { leadForms } from '../leads/lead-forms.ts';
import {
  DEFAULT_LEAD_LIMITS,
  LEADS_PATH,
  leadRoute,
  type LeadLimits,
} from '../leads/lead-route.ts';
import { snapshots } from './snapshots.ts';
import { mainProblems } from './main-problems.ts';
import { mainDateMeta } from './main-dates.ts';
import { API_PREFIX, handleTeamApi, type TeamContext } from './team-api.ts';
import { sendTeamError } from './team-errors.ts';
import { siteTimeZone } from '../../../content/site-time-zone.ts';
import { dateIn } from '../../../content/time-zone.ts';
import { systemClock, type StudioClock } from '../scheduler/clock.ts';
import { JOB_KINDS } from '../scheduler/job-kinds.ts';
import { createScheduler } from '../scheduler/scheduler.ts';
import { TEST_CLOCK_PATH, setTestClock } from './test-clock.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { queueLeadNotices } from '../mail/lead-notice-job.ts';
import { passwordResets } from './password-reset-api.ts';
import { formTitler } from './leads-api.ts';
import { reviewMail } from './review-mail.ts';

/** The committer of every commit the studio makes; the author is the person. */
export const STUDIO_COMMITTER = { name: 'TradeLift Studio', email: 'studio@tradelift.invalid' };

export interface TeamServerOptions {
  /** The project checkout whose code (validator, renderer, app) the server runs. */
  root: string;
  dataDir: string;
  remote: string;
  branch: string;
  host: string;
  port: number;
  publicUrl: URL;
  /** An HTTPS remote's token (from STUDIO_GIT_TOKEN). */
  gitToken?: string;
  /** Believe X-Forwarded-For from a proxy on this machine (`--trust-proxy`). */
  trustProxy?: boolean;
  /** Let an author of a draft approve it (`--allow-self-review`, for a team of one). */
  allowSelfReview?: boolean;
  log?: (line: string) => void;
  /** The crash points' hook (`--test-hooks`, crash-points.ts); none by default. */
  crash?: CrashHook;
  /**
   * Where each publish goes live (`--deploy`, `serve` unless `--no-serve`, `--site-host`,
   * `--site-port`) and the engine that builds it; without it, publishing goes to Git only.
   */
  deploys?: DeployOptions;
  /**
   * The time of the timed work (scheduler/): the real clock, or with `--test-hooks` one the
   * tests set (`STUDIO_TEST_NOW`, then `POST /__studio/test/clock`).
   */
  clock?: StudioClock;
  /**
   * The lead copy (`POST /api/leads`, leads/lead-route.ts): the origins of `--site-origin`, which
   * the studio's own port takes leads from with CORS, and the limits.
   */
  leads?: { siteOrigins: readonly string[]; limits: LeadLimits };
  /** `--lead-retention-days`: leads older are deleted daily (scheduler/lead-retention-job.ts). */
  leadRetentionDays?: number;
  /** STUDIO_SMTP_URL (mail/mailer.ts), never a flag: it holds a password. None: no e-mail. */
  smtpUrl?: string;
}

export interface RunningTeamServer {
  server: Server;
  /** Where it listens (the public URL may be a proxy in front). */
  address: string;
  /** Where the studio serves the live site itself (`serve`), or null. */
  siteAddress: string | null;
  close(): Promise<void>;
}

/** No engine, no target: what a server started without `deploys` has (publishing to Git only). */
const NO_ENGINE: DeployOptions['engine'] = {
  buildRelease: () => Promise.reject(new Error('no deploy engine')),
  targetsFromOptions: () => [],
  startSiteServer: () => Promise.reject(new Error('no deploy engine')),
};

/** `/studio/preview/<draft id>/<route…>`: the reviewer's preview of a draft's page. */
const DRAFT_PREVIEW = /^\/studio\/preview\/([A-Za-z0-9_-]{1,64})(\/[a-z0-9/-]*)?$/;

/**
 * The request's address. A path is read as a path, never as a host: `//x/y` is the path `//x/y`,
 * not `/y` on host x (and `//%00` a path, not a host that throws). A target in absolute form
 * that is no URL (`http://[x`) is the request's fault, a 400.
 */
function requestUrl(target: string): URL {
  try {
    return target.startsWith('/')
      ? new URL(`http://studio.invalid${target}`)
      : new URL(target, 'http://studio.invalid');
  } catch {
    throw new HttpError(400, 'bad-url', 'the request’s address is not a valid URL');
  }
}

export async function startTeamServer(options: TeamServerOptions): Promise<RunningTeamServer> {
  const log = options.log ?? console.log;
  const https = options.publicUrl.protocol === 'https:';
  const trustProxy = options.trustProxy ?? false;
  if (https && !trustProxy) {
    log(
      'studio: warning: --public-url is https but --trust-proxy is not given; behind a proxy every person shares its address, and so one sign-in limit and one address in the audit log',
    );
  }
  const crash = options.crash ?? noCrash;
  // Checked before anything starts, so a mistyped URL stops the start with words, not a send.
  const mailer = options.smtpUrl ? smtpMailer(options.smtpUrl, options.publicUrl) : null;
  log(
    mailer
      ? `studio: e-mail goes out through ${mailer.server}`
      : 'studio: STUDIO_SMTP_URL is not set: no e-mail is sent; invitation links show in People, and new-password links here',
  );
  const app = await ensureStudioApp(options.root, log);
  const database = await openDatabase(options.dataDir);
  const auth = createTeamAuth({ db: database.client, publicUrl: options.publicUrl });
  await auth.start();
  const repo = await openRepository({
    remote: options.remote,
    dataDir: options.dataDir,
    mainBranch: options.branch,
    token: options.gitToken,
    committer: STUDIO_COMMITTER,
    // A burst of saves makes one backup push, after it, not between its saves.
    backupDelayMs: 2000,
    onBackgroundError: (branch, error) =>
      log(`studio: could not copy ${branch} to the remote: ${(error as Error).message}`),
    crash,
  });
  // Git is the truth: what a crash left half-recorded is repaired before anyone is served.
  await reconcile(database.client, repo, log);
  const clock = options.clock ?? systemClock;
  const commitFiles = snapshots(repo.gitDir, join(options.dataDir, 'snapshots'));
  // The site's zone as main names it now: the daily rebuild's hour and a schedule's time are in it.
  const mainTimeZone = async () => {
    const head = await repo.resolveRef(repo.mainBranch);
    return siteTimeZone(head ? await commitFiles.dirFor(head) : options.root);
  };
  const forms = leadForms(repo, commitFiles);
  const siteOrigins = options.leads?.siteOrigins ?? [];
  const leads = leadRoute({
    db: database.client,
    forms,
    limits: options.leads?.limits ?? DEFAULT_LEAD_LIMITS,
    siteOrigins,
    trustProxy,
    log,
    now: clock.now,
    // Each sales person is told (an e-mail job each), once the lead is committed.
    onStored: async (id) => {
      if (!mailer) return;
      await queueLeadNotices(database.client, id, clock.now());
      scheduler.wake();
    },
  });
  // Each review step's e-mails (review-mail.ts). A deploy may end before the scheduler is made
  // (one a restart found cut short): its jobs wait in the table, and the scheduler's start runs them.
  let wakeScheduler = () => {};
  const reviewNotices = reviewMail({
    db: database.client,
    repo,
    sends: mailer !== null,
    allowSelfReview: options.allowSelfReview ?? false,
    now: clock.now,
    log,
    deploysConfigured: () => deploys.queue.configured,
    wake: () => wakeScheduler(),
  });
  const deployOptions = options.deploys ?? { engine: NO_ENGINE, specs: [], serve: false };
  const deploys = await startDeploys(
    {
      ...deployOptions,
      // A site on another host sends its leads to the studio; the site it serves, to itself.
      leadsUrl:
        siteOrigins.length > 0
          ? `${options.publicUrl.origin}${LEADS_PATH}`
          : deployOptions.serve
            ? LEADS_PATH
            : undefined,
    },
    {
      db: database.client,
      repo,
      dataDir: options.dataDir,
      gitToken: options.gitToken,
      crash,
      log,
      // On a test clock, the builds are of its day; on the real one, of today (the build's own).
      ...(clock.set && {
        buildDate: async () => dateIn(new Date(clock.now()), await mainTimeZone()),
      }),
      siteRoutes: [leads.site],
      onDeployEnded: reviewNotices.onDeployEnded,
    },
  );
  const mainNow = mainProblems(repo, commitFiles);
  const context: TeamContext = {
    auth,
    workflow: draftsWorkflow(database.client, repo, {
      allowSelfReview: options.allowSelfReview ?? false,
      crash,
      // Each publish is built and made live on every target, one deploy at a time.
      // The publish is done whatever happens here: a deploy that could not be queued is said in
      // the log, and the next start queues main's head, which was never deployed.
      onPublished: (commit, by) =>
        deploys.queue.enqueue(commit, { userId: by.id, email: by.email, name: by.name }).then(
          () => undefined,
          (error: Error) =>
            log(`studio: could not queue the deploy of ${commit}: ${error.message}`),
        ),
      mainProblems: mainNow,
      onStep: reviewNotices.onStep,
    }),
    deploys: deploys.queue,
    rollbacks: rollbacks({
      db: database.client,
      repo,
      queue: deploys.queue,
      env: options.deploys?.env ?? process.env,
      crash,
      mainProblems: mainNow,
    }),
    mainWaiting: mainWaiting({ db: database.client, repo, queue: deploys.queue, log }),
    repo,
    snapshots: commitFiles,
    mainProblems: mainNow,
    publicUrl: options.publicUrl,
    trustProxy,
    crash,
    db: database.client,
    leadForms: forms,
    passwordResets: passwordResets(log),
  };
  const scheduler = createScheduler({
    db: database.client,
    kinds: JOB_KINDS,
    context: {
      db: database.client,
      clock,
      workflow: context.workflow,
      deploys: deploys.queue,
      repo,
      mainProblems: mainNow,
      siteTimeZone: mainTimeZone,
      crash,
      log,
      mail: {
        mailer,
        publicUrl: options.publicUrl,
        formTitle: async (formId) => formTitler(await forms.all())(formId),
      },
      leadRetentionDays: options.leadRetentionDays,
    },
    log,
  });
  context.schedules = { jobs: scheduler.context, scheduler };
  wakeScheduler = scheduler.wake;
  const pages = appPages(options.root, app);
  const housekeeping = setInterval(() => void auth.housekeeping().catch(() => undefined), 3600_000);
  housekeeping.unref();

  const server = createServer((request, response) => {
    void (async () => {
      const url = requestUrl(request.url ?? '/');
      const path = url.pathname;
      // Served over https (by the proxy in front): browsers keep to https from then on.
      if (https) response.setHeader('Strict-Transport-Security', 'max-age=31536000');
      if (clock.set && path === TEST_CLOCK_PATH) {
        return setTestClock(clock, request, response, scheduler.wake);
      }
      // The one route that answers without a session: the copy of a lead, from the site.
      if (leads.studio(request, response, path)) return;
      if (path.startsWith(API_PREFIX)) {
        return handleTeamApi(context, path.slice(API_PREFIX.length), url, request, response);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new HttpError(405, 'method-not-allowed', `${request.method} ${path} is not allowed`);
      }
      if (path.startsWith(STUDIO_APP_BASE)) return pages.asset(request, response, path);
      if (await serveMedia(context, path, request, response)) return;
      if (path === PREVIEW_PATH || path === PREVIEW_PATH + '/') return pages.preview(response);
      const preview = DRAFT_PREVIEW.exec(path);
      if (preview) {
        // The page itself shows nothing without a session; a link opened signed out signs in first.
        const signedIn = await auth.validateSession(auth.tokenOf(request.headers));
        if (!signedIn) {
          response.statusCode = 303;
          response.setHeader('Location', `/studio/?next=${encodeURIComponent(path)}`);
          return response.end();
        }
        return pages.preview(response, { id: preview[1]!, route: preview[2] || '/' });
      }
      if (path === '/' || path === '/studio' || path.startsWith('/studio/')) {
        if (path === '/') {
          response.statusCode = 303;
          response.setHeader('Location', '/studio/');
          return response.end();
        }
        return pages.studio(response, await mainDateMeta(repo, commitFiles));
      }
      if (pages.publicFile(response, path)) return;
      response.statusCode = 404;
      pageHeaders(response);
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Not found: the team studio is at /studio/');
    })().catch((error: unknown) => sendTeamError(response, error));
  });
  // Node's own limits on a slow client: a request's headers and body must arrive in time.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  // Main's files validated while nobody waits, so the first file list after a start is quick.
  void (async () => {
    const head = await repo.resolveRef(repo.mainBranch);
    if (head) await validateAheadOfUse(await context.snapshots.dirFor(head));
  })().catch(() => undefined);
  // Jobs that fell due while the studio was down run now; then each as it falls due.
  await scheduler.start();
  const bound = server.address();
  const port = bound && typeof bound === 'object' ? bound.port : options.port;
  const address = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  return {
    server,
    address,
    siteAddress: deploys.siteAddress,
    async close() {
      clearInterval(housekeeping);
      await scheduler.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await deploys.close();
      await repo.backupsSettled();
      await repo.close();
      mailer?.close();
      database.close();
    },
  };
}
