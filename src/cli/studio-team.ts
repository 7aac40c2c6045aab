/**
 * `npm run studio:team -- --repo <git remote> [--branch main] [--port 8787] [--host 127.0.0.1]
 * [--data <dir>] [--public-url <url>] [--trust-proxy] [--allow-self-review]`: the team studio on
 * a server (docs/team-studio.md).
 * An HTTPS remote's token comes from STUDIO_GIT_TOKEN, never from the command line.
 * Exit status: 1 when it cannot start (the message says why), 2 for a wrong command line.
 */
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../studio/team/data-dir.ts';
import { DEFAULT_HOST, DEFAULT_PORT, parsePublicUrl } from '../studio/team/public-url.ts';
import { startTeamServer } from '../studio/team/server/team-server.ts';

const USAGE = `Usage: npm run studio:team -- --repo <git remote URL or path> [--branch main]
  [--port ${DEFAULT_PORT}] [--host ${DEFAULT_HOST}] [--data .studio-data] [--public-url <url>]
  [--trust-proxy] [--allow-self-review]
--trust-proxy        believe X-Forwarded-For from a reverse proxy on this machine
--allow-self-review  let someone who wrote part of a draft approve it (a team of one)
An HTTPS remote's token is read from STUDIO_GIT_TOKEN.`;

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
    },
    allowPositionals: false,
  }).values;

let values: ReturnType<typeof commandLine>;
try {
  values = commandLine();
} catch (error) {
  usage((error as Error).message);
}
if (!values.repo) usage('--repo is required: the Git remote the studio publishes to');
if (/^https?:\/\/[^/]*@/.test(values.repo)) {
  usage('--repo must not carry credentials: put the token in STUDIO_GIT_TOKEN');
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port must be a port number`);
const host = values.host!;

try {
  const publicUrl = parsePublicUrl(
    values['public-url'] ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  );
  const running = await startTeamServer({
    root: process.cwd(),
    dataDir: resolveDataDir(values.data),
    remote: values.repo,
    branch: values.branch!,
    host,
    port,
    publicUrl,
    gitToken: process.env.STUDIO_GIT_TOKEN || undefined,
    trustProxy: values['trust-proxy'],
    allowSelfReview: values['allow-self-review'],
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
