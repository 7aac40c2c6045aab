/**
 * Raw HTTP for the route fuzz: node:http, so that a path is sent as written (fetch would resolve
 * `..` and `%2e%2e`).
 */
import { Agent, request as httpRequest } from 'node:http';

export interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Received {
  status: number;
  contentType: string;
  text: string;
}

/** Requests to the server at `base()` (read at each request: it is known after the setup). */
export function rawHttp(base: () => string) {
  /**
   * A connection per request: a refusal sent before a body was read closes its connection
   * (413), and a reused one would fail the next request for a reason of the client's.
   */
  const agent = new Agent({ keepAlive: false });

  function send({ method, path, headers, body }: Sent): Promise<Received> {
    const url = new URL(base());
    return new Promise((done, failed) => {
      const request = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...headers,
            ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            done({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', failed);
        },
      );
      request.on('error', failed);
      request.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}
