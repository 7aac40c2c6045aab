/**
 * A Git smart-HTTP server for tests: a tiny Node server that runs `git http-backend` as a CGI
 * program over the repositories in one folder, and demands a token by Basic auth, so a client's
 * token really has to arrive (and a client without it really is turned away).
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHttpServer {
  /** `http://127.0.0.1:<port>`; a repository `site.git` in the root is at `${url}/site.git`. */
  url: string;
  /** Requests turned away for a missing or wrong token. */
  refused: () => number;
  close: () => Promise<void>;
}

export async function startGitHttpServer(options: {
  projectRoot: string;
  token: string;
  username?: string;
}): Promise<GitHttpServer> {
  const username = options.username ?? 'x-access-token';
  const expected = `Basic ${Buffer.from(`${username}:${options.token}`).toString('base64')}`;
  let refused = 0;
  const server = createServer((request, response) => {
    if (request.headers.authorization !== expected) {
      refused++;
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    runBackend(options.projectRoot, username, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function runBackend(
  projectRoot: string,
  user: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROJECT_ROOT: projectRoot,
    GIT_HTTP_EXPORT_ALL: '1',
    // A signed-in user: http-backend enables receive-pack (pushes) only when one is set.
    REMOTE_USER: user,
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_METHOD: request.method ?? 'GET',
    PATH_INFO: decodeURIComponent(url.pathname),
    QUERY_STRING: url.search.slice(1),
    CONTENT_TYPE: header('content-type'),
    // Clients gzip large requests; git protocol v2 is asked for in a header.
    HTTP_CONTENT_ENCODING: header('content-encoding'),
    GIT_PROTOCOL: header('git-protocol'),
  };
  // A chunked request has no length: http-backend then reads to the end of its input.
  if (request.headers['content-length']) env.CONTENT_LENGTH = request.headers['content-length'];
  const backend = spawn('git', ['http-backend'], { env });
  request.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end === -1) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    response.write(head.subarray(end + 4));
  });
  backend.stdout.on('end', () => response.end());
  backend.on('error', () => response.writeHead(500).end());
}
