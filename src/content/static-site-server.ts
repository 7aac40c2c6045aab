/**
 * A Node HTTP server for a built site (static-site-handler.ts): `npm start` serves dist/ with
 * it, and the team studio its live release (src/deploy/site-server.ts). `before` runs first
 * (`npm start`'s local outbox, which a deployed site does not have).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticSiteHandler, type Handler, type SiteFolders } from './static-site-handler.ts';
import type { HeaderRules } from './security-headers.ts';

export interface StaticSiteServer {
  /** `http://host:port` */
  origin: string;
  server: Server;
  close(): Promise<void>;
}

export interface StaticSiteOptions {
  host: string;
  /** 0 for any free port. */
  port: number;
  folders: SiteFolders;
  defaultHeaders: () => HeaderRules;
  before?: readonly Handler[];
  /** The page answered while there is no site yet (status 503). */
  nothingYet?: string;
}

export async function startStaticSiteServer(options: StaticSiteOptions): Promise<StaticSiteServer> {
  const site = staticSiteHandler(options.folders, options.defaultHeaders);
  const chain = [...(options.before ?? []), site];
  const server = createServer((request, response) => {
    const step = (index: number) => {
      const handler = chain[index];
      if (!handler) {
        const none = options.folders.live() === undefined;
        response.statusCode = none ? 503 : 404;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return response.end(none ? (options.nothingYet ?? 'No site yet') : 'Not found');
      }
      try {
        handler(request, response, () => step(index + 1));
      } catch (error) {
        // A file that vanished between the check and the read (an old release swept): said in
        // words, never a stack.
        if (response.headersSent) return response.destroy();
        response.statusCode = 500;
        response.end(`The site could not answer: ${(error as Error).message}`);
      }
    };
    step(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    origin: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
