/**
 * `POST /api/leads` and `POST /api/leads/refusals`: the studio's only routes that answer without
 * a session (docs/forms.md has the contract). They answer on two servers: the live site's, for
 * its own origin (the Origin's host is the request's Host), and the studio's, for the origins of
 * `--site-origin` only, with CORS. Each request is checked in order, the cheap checks first:
 * the origin (403), the limits (429), the size (413), the envelope and the form's own schema
 * (400), the spam checks (422, counted, not stored); a lead is answered only once SQLite has
 * committed it (201, or 200 when its id was stored before).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Client } from '@libsql/client';
import { addressKey } from '../auth/throttle.ts';
import { requestAddress } from '../server/team-guard.ts';
import type { RefusalReason } from '../../../content/lead-contract.ts';
import { countRefusal, insertLead } from '../db/leads.ts';
import { leadEnvelope, problemsOf, refusalReport, spamReason } from './lead-envelope.ts';
import {
  LEADS_PATH,
  MAX_LEAD_BYTES,
  REFUSALS_PATH,
  type LeadLimits,
} from '../../../content/lead-contract.ts';
import type { LeadForms } from './lead-forms.ts';
import { slidingWindow } from './rate-limit.ts';

export {
  DEFAULT_LEAD_LIMITS,
  LEADS_PATH,
  MAX_LEAD_BYTES,
  REFUSALS_PATH,
  type LeadLimits,
} from '../../../content/lead-contract.ts';

export interface LeadRouteOptions {
  db: Client;
  forms: LeadForms;
  limits: LeadLimits;
  /** `--site-origin`: origins (`https://www.example.com`) a site on another host posts from. */
  siteOrigins: readonly string[];
  trustProxy: boolean;
  log: (line: string) => void;
  /** The studio's clock, which a lead's time is read on (the scheduler's: retention uses it). */
  now?: () => number;
  /** After a new lead is committed (its notices to sales): a failure here never loses it. */
  onStored?: (id: string) => Promise<void>;
}

/** Where a request arrived: the live site's server (same origin) or the studio's (CORS). */
type Door = 'site' | 'studio';

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const isLeadPath = (path: string) => path === LEADS_PATH || path === REFUSALS_PATH;

export interface LeadRoute {
  /** For the studio's server: answers and returns true for a lead path, else false. */
  studio(request: IncomingMessage, response: ServerResponse, path: string): boolean;
  /** For the live site's server, a handler before its files (static-site-server.ts). */
  site(request: IncomingMessage, response: ServerResponse, next: () => void): void;
}

export function leadRoute(options: LeadRouteOptions): LeadRoute {
  const perAddress = slidingWindow(options.limits.perAddressPerMinute, 60_000);
  const overall = slidingWindow(options.limits.perHour, 3600_000);
  const siteOrigins = new Set(options.siteOrigins);

  /** The origin that may read the answer, or a refusal. */
  function allowedOrigin(request: IncomingMessage, door: Door): string {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '' || origin === 'null') {
      throw new Refused(403, 'origin', 'a lead must come from a page of the site (no Origin)');
    }
    if (siteOrigins.has(origin)) return origin;
    if (door === 'site') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        host = '';
      }
      if (host !== '' && host === request.headers.host) return origin;
    }
    throw new Refused(403, 'origin', `leads from ${origin} are not taken here`);
  }

  function limit(request: IncomingMessage, response: ServerResponse) {
    const now = Date.now();
    const address = addressKey(requestAddress(request, options.trustProxy));
    const refused = [perAddress.take(address, now), overall.take('all', now)].find(
      (taken) => !taken.ok,
    );
    if (refused && !refused.ok) {
      const seconds = Math.max(1, Math.ceil(refused.retryAfterMs / 1000));
      response.setHeader('Retry-After', String(seconds));
      throw new Refused(429, 'rate-limited', `too many submissions: try again in ${seconds} s`);
    }
  }

  async function readJson(request: IncomingMessage): Promise<unknown> {
    const type = request.headers['content-type'] ?? '';
    // text/plain as well: a send that needs no CORS preflight (a report sent as the page closes).
    if (!/^(application\/json|text\/plain)\b/i.test(type)) {
      throw new Refused(415, 'not-json', 'send the body as application/json');
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_LEAD_BYTES) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_LEAD_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new Refused(400, 'bad-json', 'the body is not valid JSON');
    }
  }

  const countSpam = (formId: string, page: string, reason: RefusalReason) =>
    countRefusal(options.db, {
      day: new Date().toISOString().slice(0, 10),
      formId,
      page,
      reason,
    });

  async function lead(body: unknown): Promise<{ status: number; body: unknown }> {
    const envelope = leadEnvelope.safeParse(body);
    if (!envelope.success) {
      const { message, fields } = problemsOf(envelope.error);
      throw new Refused(400, 'bad-request', message, fields);
    }
    const sent = envelope.data;
    const form = await options.forms.form(sent.formId);
    if (!form) throw new Refused(400, 'unknown-form', `the site has no form "${sent.formId}"`);
    const spam = spamReason(sent);
    if (spam) {
      await countSpam(sent.formId, sent.page, spam);
      throw new Refused(422, 'spam', 'the submission was taken for spam and not stored');
    }
    const values = form.schema.safeParse(sent.values);
    if (!values.success) {
      const { message, fields } = problemsOf(values.error);
      throw new Refused(400, 'invalid', message, fields);
    }
    const stored = await insertLead(options.db, {
      id: sent.id,
      formId: sent.formId,
      fields: values.data,
      page: sent.page,
      referrer: sent.referrer,
      utm: Object.fromEntries(
        Object.entries(sent.utm).filter((entry): entry is [string, string] => !!entry[1]),
      ),
      receivedAt: (options.now ?? Date.now)(),
    });
    if (stored === 'stored') {
      await options.onStored?.(sent.id).catch((error: unknown) => {
        options.log(
          `studio: the lead ${sent.id} is stored, but its notices were not queued: ${(error as Error).message}`,
        );
      });
    }
    return stored === 'stored'
      ? { status: 201, body: { id: sent.id } }
      : { status: 200, body: { id: sent.id, duplicate: true } };
  }

  async function refusal(body: unknown): Promise<{ status: number; body: unknown }> {
    const report = refusalReport.safeParse(body);
    if (!report.success) {
      const { message, fields } = problemsOf(report.error);
      throw new Refused(400, 'bad-request', message, fields);
    }
    if (!(await options.forms.form(report.data.formId))) {
      throw new Refused(400, 'unknown-form', `the site has no form "${report.data.formId}"`);
    }
    await countSpam(report.data.formId, report.data.page, report.data.reason);
    return { status: 204, body: null };
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    door: Door,
  ) {
    try {
      if (request.method === 'OPTIONS') {
        const origin = allowedOrigin(request, door);
        corsHeaders(response, origin);
        response.setHeader('Access-Control-Allow-Methods', 'POST');
        response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
        response.setHeader('Access-Control-Max-Age', '7200');
        response.statusCode = 204;
        return response.end();
      }
      if (request.method !== 'POST') {
        response.setHeader('Allow', 'POST, OPTIONS');
        throw new Refused(405, 'method', `${request.method} is not allowed: send a POST`);
      }
      corsHeaders(response, allowedOrigin(request, door));
      limit(request, response);
      const body = await readJson(request);
      const done = path === LEADS_PATH ? await lead(body) : await refusal(body);
      send(response, done.status, done.body);
    } catch (error) {
      if (error instanceof Refused) {
        if (error.status === 413) response.setHeader('Connection', 'close');
        const problem = { code: error.code, message: error.message, fields: error.fields };
        return send(response, error.status, { error: problem });
      }
      options.log(`studio: a lead could not be stored: ${(error as Error).message}`);
      send(response, 500, {
        error: { code: 'internal', message: 'the lead could not be stored: try again' },
      });
    }
  }

  return {
    studio(request, response, path) {
      if (!isLeadPath(path)) return false;
      void answer(request, response, path, 'studio');
      return true;
    },
    site(request, response, next) {
      const path = (request.url ?? '/').split('?')[0]!;
      if (!isLeadPath(path)) return next();
      void answer(request, response, path, 'site');
    },
  };
}

const tooLarge = () =>
  new Refused(413, 'too-large', `a submission is at most ${MAX_LEAD_BYTES / 1024} KB`);

function corsHeaders(response: ServerResponse, origin: string) {
  // The answer depends on the Origin: a cache must not hand one origin's answer to another.
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (body === null) return response.end();
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(body));
}
