/**
 * The team studio's API as a script meets it over HTTP (its tests and its benchmark): a request
 * with the same-origin header and, for a signed-in person, the session cookie and the token;
 * and joining from an invitation link, as the sign-in page does.
 */

/** A signed-in person: the session cookie and the token every write carries. */
export interface Person {
  cookie: string;
  csrf: string;
}

export interface ApiAnswer {
  status: number;
  /** The JSON answer (or `{ text }` when the answer is not JSON). */
  body: Record<string, unknown>;
  cookie: string;
}

export interface CallOptions {
  as?: Person;
  body?: unknown;
  /** Sent as they are; an empty value leaves that header out (a refusal test's request). */
  headers?: Record<string, string>;
  /** Sent instead of `body` as JSON: an upload's bytes, or text that is not JSON. */
  raw?: string | Uint8Array<ArrayBuffer>;
}

export function teamApiClient(base: string) {
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = {
      Origin: base,
      'Content-Type': 'application/json',
      ...(options.as ? { Cookie: options.as.cookie, 'X-Studio-Token': options.as.csrf } : {}),
      ...options.headers,
    };
    const response = await fetch(`${base}/__studio/api/${path}`, {
      method,
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return {
      status: response.status,
      body,
      cookie: response.headers.get('set-cookie') ?? '',
    } satisfies ApiAnswer;
  }

  /** Accepts the invitation in `link` (its token after `#`); throws unless it is accepted. */
  async function join(link: string, name: string, password = 'correct horse battery') {
    const token = link.split('#')[1];
    const answer = await call('POST', 'invitations/accept', { body: { token, password, name } });
    if (answer.status !== 200) {
      throw new Error(`invitation not accepted: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return {
      cookie: answer.cookie.split(';')[0]!,
      csrf: answer.body.csrfToken as string,
    } satisfies Person;
  }

  return { call, join };
}
