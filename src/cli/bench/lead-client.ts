/**
 * A lead as the site's browser sends it (docs/forms.md, "The lead copy"), for the end-to-end
 * tests and `npm run bench:leads`: a strategy-call request on the contact form, posted over
 * HTTP with the Origin a browser sets and, behind `--trust-proxy`, the address a proxy adds.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';

export interface LeadBody {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  page: string;
  referrer: string;
  utm: Record<string, string>;
  elapsedMs: number;
  honeypot: string;
}

export function contactLead(overrides: Partial<LeadBody> = {}): LeadBody {
  return {
    id: randomUUID(),
    formId: 'contact',
    values: {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(512) 555-0100',
      trade: 'roofing',
      location: 'Austin, TX',
      message: 'We want more roofing jobs this spring.',
    },
    page: '/contact',
    referrer: 'https://www.google.com/',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
    elapsedMs: 8000,
    honeypot: '',
    ...overrides,
  };
}

export async function postLead(
  url: string,
  body: unknown,
  headers: { origin: string; forwardedFor?: string; raw?: string },
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: headers.origin,
      ...(headers.forwardedFor ? { 'X-Forwarded-For': headers.forwardedFor } : {}),
    },
    body: headers.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/** The process listening on a TCP port of this machine (`ss`), to `kill -9` it from outside. */
export function pidListeningOn(port: number): number {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing found listening on port ${port}`);
  return Number(pid);
}
