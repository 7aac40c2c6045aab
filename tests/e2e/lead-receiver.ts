/**
 * A stand-in for the studio's lead endpoint, as a real HTTP server on a free port: it answers
 * `POST /api/leads` and `POST /api/leads/refusals` as the studio does (201 stored, 200 for an id
 * it already has, 204 for a refusal), with CORS for the site's origin, records every request,
 * and can be told to fail the next few lead requests with a status.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadCopy } from '../../src/leads/lead-copy.ts';

export interface Refusal {
  formId: string;
  page: string;
  reason: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => done(data));
    request.on('error', fail);
  });
}

export async function startLeadReceiver() {
  /** Every lead request that reached it, stored or not. */
  const attempts: LeadCopy[] = [];
  /** The leads stored, each id once. */
  const leads = new Map<string, LeadCopy>();
  const refusals: Refusal[] = [];
  let failing: { status: number; left: number } | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const headers = {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        Vary: 'Origin',
        // A fresh connection per request, as the e-mail stand-in: no silent POST replays.
        Connection: 'close',
      };
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, {
          ...headers,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const path = (request.url ?? '/').split('?')[0];
      if (request.method === 'OPTIONS') return answer(204);
      if (request.method !== 'POST') return answer(405);
      const text = await readBody(request);
      if (path === '/api/leads/refusals') {
        refusals.push(JSON.parse(text) as Refusal);
        return answer(204);
      }
      if (path !== '/api/leads') return answer(404);
      const lead = JSON.parse(text) as LeadCopy;
      attempts.push(lead);
      if (failing && failing.left > 0) {
        failing.left -= 1;
        return answer(failing.status, { error: { code: 'unavailable' } });
      }
      if (leads.has(lead.id)) return answer(200, { id: lead.id, duplicate: true });
      leads.set(lead.id, lead);
      answer(201, { id: lead.id });
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    leads,
    refusals,
    /** The next `times` lead requests are answered with `status`. */
    failNext(status: number, times: number) {
      failing = { status, left: times };
    },
    clear() {
      attempts.length = 0;
      leads.clear();
      refusals.length = 0;
      failing = null;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
