/**
 * A local stand-in for the EmailJS API, started by the end-to-end global setup: the site is
 * built against it, it records every request body, and tests program how it answers (200 "OK",
 * 500, 429, or a dropped connection; for good or for the next few requests) through its
 * control endpoints.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | '500' | '429' | 'drop';

export interface RecordedRequest {
  path: string;
  contentType: string;
  body: unknown;
}

/** A fixed port, so that a build reused with E2E_SKIP_BUILD=1 still points at the stand-in. */
export const STAND_IN_PORT = Number(process.env.E2E_EMAIL_STAND_IN_PORT ?? 47891);

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  // A fresh connection per request: Chromium silently retries a POST whose reused connection
  // drops, which would send a message twice.
  Connection: 'close',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => done(data));
    request.on('error', fail);
  });
}

function reply(response: ServerResponse, status: number, text: string, type = 'text/plain') {
  response.writeHead(status, { ...cors, 'Content-Type': type });
  response.end(text);
}

export async function startEmailStandIn(port = STAND_IN_PORT) {
  let mode: StandInMode = 'ok';
  /** Answers left in `mode` before it goes back to 'ok'; null: for good. */
  let left: number | null = null;
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0]!;
      if (request.method === 'OPTIONS') return reply(response, 204, '');
      if (path === '/__stand-in/mode' && request.method === 'PUT') {
        const set = JSON.parse(await readBody(request)) as { mode: StandInMode; times?: number };
        mode = set.mode;
        left = set.times ?? null;
        return reply(response, 200, 'OK');
      }
      if (path === '/__stand-in/requests') {
        if (request.method === 'DELETE') requests.length = 0;
        return reply(response, 200, JSON.stringify(requests), 'application/json');
      }
      if (path.startsWith('/api/v1.0/email/') && request.method === 'POST') {
        const raw = await readBody(request);
        let body: unknown = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          // Recorded as text.
        }
        requests.push({ path, contentType: request.headers['content-type'] ?? '', body });
        const answer = mode;
        if (left !== null && (left -= 1) <= 0) {
          mode = 'ok';
          left = null;
        }
        if (answer === 'drop') return request.socket.destroy();
        if (answer === '500') return reply(response, 500, 'Internal Server Error');
        if (answer === '429') return reply(response, 429, 'Too Many Requests');
        return reply(response, 200, 'OK');
      }
      reply(response, 404, 'Not Found');
    })();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
