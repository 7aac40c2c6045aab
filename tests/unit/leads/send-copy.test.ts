/**
 * The copy of a lead against a real HTTP server answering as the studio's endpoint may: which
 * answers count as delivered, which are worth another try (with Retry-After), which never.
 * And which e-mail failures the outbox keeps.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptFromDelivery, sendCopy } from '../../../src/leads/senders.ts';
import { spamReason } from '../../../src/leads/spam-check.ts';

let server: Server;
let url = '';
const bodies: unknown[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      const status = Number(request.url!.slice(1));
      if (status === 0) return request.socket.destroy();
      response.writeHead(status, status === 429 ? { 'Retry-After': '30' } : {});
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const copyTo = (status: number) =>
  sendCopy({ url: `${url}/${status}`, body: { id: 'a1' } as never }, 5_000, () => 0);

describe('the copy to the studio', () => {
  it('is delivered on 201 (stored) and 200 (already stored)', async () => {
    expect(await copyTo(201)).toEqual({ kind: 'sent' });
    expect(await copyTo(200)).toEqual({ kind: 'sent' });
    expect(bodies.at(-1)).toEqual({ id: 'a1' });
  });

  it('is tried again after 429 (as Retry-After says), 5xx and a dropped connection', async () => {
    expect(await copyTo(429)).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 });
    expect(await copyTo(503)).toMatchObject({ kind: 'retry' });
    expect(await copyTo(0)).toMatchObject({
      kind: 'retry',
      detail: expect.stringMatching(/^network/),
    });
  });

  it('is given up on 400, 403, 413 and 422 (spam): a retry would be refused the same', async () => {
    for (const status of [400, 403, 413, 422]) {
      expect(await copyTo(status)).toEqual({
        kind: 'refused',
        detail: `HTTP ${status} from the lead endpoint`,
      });
    }
  });
});

describe('the e-mail', () => {
  it('is kept for the network, a time-out, 429 and 5xx; given up on settings and refusals', () => {
    const kept = (result: Parameters<typeof attemptFromDelivery>[0]) =>
      attemptFromDelivery(result).kind;
    expect(kept({ ok: true, destination: 'emailjs' })).toBe('sent');
    expect(kept({ ok: false, reason: 'network', detail: '' })).toBe('retry');
    expect(kept({ ok: false, reason: 'timeout', detail: '' })).toBe('retry');
    expect(kept({ ok: false, reason: 'rate-limited', status: 429, detail: '' })).toBe('retry');
    expect(kept({ ok: false, reason: 'http', status: 502, detail: '' })).toBe('retry');
    expect(kept({ ok: false, reason: 'http', status: 400, detail: '' })).toBe('refused');
    expect(kept({ ok: false, reason: 'blocked', status: 403, detail: '' })).toBe('refused');
    expect(kept({ ok: false, reason: 'configuration', detail: '' })).toBe('refused');
    expect(kept({ ok: false, reason: 'headless', status: 451, detail: '' })).toBe('refused');
  });
});

describe('spam', () => {
  it('is a filled honeypot, or a send sooner than the threshold unless a draft filled the form', () => {
    const person = { honeypot: '', elapsedMs: 2500, minFillMs: 2000, fromDraft: false };
    expect(spamReason(person)).toBeNull();
    expect(spamReason({ ...person, honeypot: 'x' })).toBe('honeypot');
    expect(spamReason({ ...person, elapsedMs: 400 })).toBe('too-fast');
    expect(spamReason({ ...person, elapsedMs: 400, fromDraft: true })).toBeNull();
    expect(spamReason({ ...person, honeypot: 'x', fromDraft: true })).toBe('honeypot');
  });
});
