/**
 * `npm run studio:team -- --repo <git remote> [--branch main] [--port 8787] [--host 127.0.0.1]
 * [--data <dir>] [--public-url <url>] [--trust-proxy] [--allow-self-review]
 * [--deploy <target>]… [--no-serve] [--site-host 127.0.0.1] [--site-port 8080]
 * [--site-origin <origin>]… [--lead-limit-per-address 10] [--lead-limit-per-hour 2000]
 * [--lead-retention-days 365]`: the team studio
 * on a server (docs/team-studio.md), which builds each publish and makes it live (docs/deploy.md).
 * The command is a function of the deploy engine: studio-team.ts passes the real one.
 * An HTTPS remote's token comes from STUDIO_GIT_TOKEN, and the SMTP server the studio sends its
 * e-mail through from STUDIO_SMTP_URL, never from the command line (both hold secrets).
 * `--test-hooks` arms the crash point named by STUDIO_CRASH_AT (the fault-injection tests; never
 * together with an https public URL) and starts the scheduler's clock at STUDIO_TEST_NOW,
 * `--list-crash-points` prints their names.
 * Exit status: 1 when it cannot start (the message says why), 2 for a wrong command line.
 */
import { parseArgs } from 'node:util';
import {
  CRASH_POINTS,
  crashAt,
  isCrashPoint,
  type CrashHook,
} from '../studio/team/crash-points.ts';
import { resolveDataDir } from '../studio/team/data-dir.ts';
import { parseInstant, settableClock, type StudioClock } from '../studio/team/scheduler/clock.ts';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  isSecureUrl,
  parsePublicUrl,
} from '../studio/team/public-url.ts';
import type { DeployEngine } from '../studio/team/server/deploys-setup.ts';
import { startTeamServer } from '../studio/team/server/team-server.ts';
import { DEFAULT_LEAD_LIMITS } from '../studio/team/leads/lead-route.ts';
import { SMTP_URL_VARIABLE } from '../studio/team/mail/mailer.ts';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../studio/team/scheduler/lead-retention-job.ts';

const DEFAULT_SITE_HOST = '127.0.0.1';
const DEFAULT_SITE_PORT = 8080;

const USAGE = `Usage: npm run studio:team -- --repo <git remote URL or path> [--branch main]
  [--port ${DEFAULT_PORT}] [--host ${DEFAULT_HOST}] [--data .studio-data] [--public-url <url>]
  [--trust-proxy] [--allow-self-review] [--deploy <target>]... [--no-serve]
  [--site-host ${DEFAULT_SITE_HOST}] [--site-port ${DEFAULT_SITE_PORT}] [--site-origin <origin>]...
  [--lead-limit-per-address ${DEFAULT_LEAD_LIMITS.perAddressPerMinute}] [--lead-limit-per-hour ${DEFAULT_LEAD_LIMITS.perHour}]
  [--lead-retention-days ${DEFAULT_LEAD_RETENTION_DAYS}]
--trust-proxy        believe X-Forwarded-For from a reverse proxy on this machine
--allow-self-review  let someone who wrote part of a draft approve it (a team of one)
--deploy <target>    also put each publish live at dir:<path>, branch:<name> or command:<path>
                     (repeat for more; docs/deploy.md)
--no-serve           do not serve the live site from the studio (it does by default, at
                     --site-host and --site-port)
--site-origin <origin>  a site on another host (https://www.example.com) whose forms send the
                     studio a copy of each lead, at <public URL>/api/leads (repeat for more)
--lead-limit-per-address <n>  leads a minute from one address (default ${DEFAULT_LEAD_LIMITS.perAddressPerMinute})
--lead-limit-per-hour <n>     leads an hour from everyone (default ${DEFAULT_LEAD_LIMITS.perHour})
--lead-retention-days <n>     leads older than this are deleted, daily (default ${DEFAULT_LEAD_RETENTION_DAYS})
An HTTPS remote's token is read from STUDIO_GIT_TOKEN; the SMTP server for the studio's e-mail
(lead notices, invitations, new-password links) from ${SMTP_URL_VARIABLE}
(smtps://user:password@smtp.example.com:465?from=studio@example.com); the build reads
VITE_EMAILJS_* and a command: target DEPLOY_* from the studio's environment.
For the crash tests only: --test-hooks makes the server kill itself (kill -9) at the crash point
named by STUDIO_CRASH_AT (refused with an https --public-url), and STUDIO_TEST_NOW (an ISO
instant) starts the scheduler's clock there, moved by POST /__studio/test/clock;
--list-crash-points prints the crash points.`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const commandLine = () =>
  parseArgs({
    options: {
      repo: { type: 'string' },
      branch: { type: 'string', default: 'main' },
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: DEFAULT_HOST },
      data: { type: 'string' },
      'public-url': { type: 'string' },
      'trust-proxy': { type: 'boolean', default: false },
      'allow-self-review': { type: 'boolean', default: false },
      deploy: { type: 'string', multiple: true, default: [] },
      'no-serve': { type: 'boolean', default: false },
      'site-host': { type: 'string', default: DEFAULT_SITE_HOST },
      'site-port': { type: 'string', default: String(DEFAULT_SITE_PORT) },
      'site-origin': { type: 'string', multiple: true, default: [] },
      'lead-limit-per-address': {
        type: 'string',
        default: String(DEFAULT_LEAD_LIMITS.perAddressPerMinute),
      },
      'lead-limit-per-hour': { type: 'string', default: String(DEFAULT_LEAD_LIMITS.perHour) },
      'lead-retention-days': { type: 'string', default: String(DEFAULT_LEAD_RETENTION_DAYS) },
      'test-hooks': { type: 'boolean' },
      'list-crash-points': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    allowPositionals: false,
  }).values;

/** Runs the command with the given deploy engine (the real one: studio-team.ts). */
export async function runStudioTeam(engine: DeployEngine): Promise<void> {
  let values: ReturnType<typeof commandLine>;
  try {
    values = commandLine();
  } catch (error) {
    usage((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values['list-crash-points']) {
    console.log(CRASH_POINTS.join('\n'));
    process.exit(0);
  }
  if (typeof values.repo !== 'string' || !values.repo)
    usage('--repo is required: the Git remote the studio publishes to');
  if (/^https?:\/\/[^/]*@/.test(values.repo)) {
    usage('--repo must not carry credentials: put the token in STUDIO_GIT_TOKEN');
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port must be a port number`);
  const host = values.host as string;
  const sitePort = Number(values['site-port']);
  if (!Number.isInteger(sitePort) || sitePort < 0 || sitePort > 65535) {
    usage(`--site-port must be a port number`);
  }
  const deploySpecs = values.deploy as string[];
  const siteOrigins = (values['site-origin'] as string[]).map(siteOriginOf);
  const limits = {
    perAddressPerMinute: positiveCount(
      values['lead-limit-per-address'],
      '--lead-limit-per-address',
    ),
    perHour: positiveCount(values['lead-limit-per-hour'], '--lead-limit-per-hour'),
  };
  const leadRetentionDays = positiveCount(values['lead-retention-days'], '--lead-retention-days');

  try {
    const publicUrl = parsePublicUrl(
      (values['public-url'] as string | undefined) ??
        `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    );
    const crash = values['test-hooks'] ? testHooks(publicUrl) : undefined;
    const clock = values['test-hooks'] ? testClock() : undefined;
    const running = await startTeamServer({
      root: process.cwd(),
      dataDir: resolveDataDir(values.data as string | undefined),
      remote: values.repo,
      branch: values.branch as string,
      host,
      port,
      publicUrl,
      gitToken: process.env.STUDIO_GIT_TOKEN || undefined,
      trustProxy: values['trust-proxy'],
      allowSelfReview: values['allow-self-review'],
      crash,
      clock,
      deploys: {
        engine,
        specs: deploySpecs,
        serve: values['no-serve'] ? false : { host: values['site-host'] as string, port: sitePort },
      },
      leads: { siteOrigins, limits },
      leadRetentionDays,
      smtpUrl: process.env[SMTP_URL_VARIABLE] || undefined,
    });
    console.log(
      `Team studio listening on ${running.address} (people use ${publicUrl.origin}/studio/)`,
    );
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`studio:team: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** `--site-origin https://www.example.com`: an origin, as a browser writes it in `Origin`. */
function siteOriginOf(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    usage(`--site-origin must be an origin like https://www.example.com (no path), got "${text}"`);
  }
  return url.origin;
}

function positiveCount(text: unknown, flag: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) usage(`${flag} must be a whole number above 0`);
  return count;
}

/**
 * `--test-hooks`: the crash point STUDIO_CRASH_AT names (none when it is unset). A server people
 * reach over https is a real one, never one that can be told to crash.
 */
function testHooks(publicUrl: URL): CrashHook | undefined {
  if (isSecureUrl(publicUrl)) {
    usage('--test-hooks is for the crash tests only: it is refused with an https --public-url');
  }
  const point = process.env.STUDIO_CRASH_AT;
  if (point === undefined || point === '') return undefined;
  if (!isCrashPoint(point)) {
    usage(`STUDIO_CRASH_AT=${point} is no crash point; --list-crash-points prints them`);
  }
  console.error(`studio:team: test hooks on: the server kills itself at ${point}`);
  return crashAt(point);
}

/**
 * `--test-hooks` with STUDIO_TEST_NOW: the scheduler's clock starts at that instant and goes on
 * from there, and the tests move it (server/test-clock.ts). Without it, real time.
 */
function testClock(): StudioClock | undefined {
  const now = process.env.STUDIO_TEST_NOW;
  if (now === undefined || now === '') return undefined;
  const at = parseInstant(now);
  if (at === null) usage(`STUDIO_TEST_NOW=${now} is no ISO instant such as 2026-12-01T09:00:00Z`);
  console.error(`studio:team: test hooks on: the scheduler's clock starts at ${now}`);
  return settableClock(at);
}
