/**
 * The live site the studio serves (the `serve` target): the release `<data>/deploy/site/current`
 * links to, by the serving code of `npm start` (src/content/static-site-server.ts) without its
 * development outbox. The link is followed once per request; an asset a tab opened before a
 * deploy asks for is still found in the kept releases before it.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { siteHeaders } from '../content/security-headers.ts';
import type { Handler } from '../content/static-site-handler.ts';
import { startStaticSiteServer } from '../content/static-site-server.ts';
import { deployFolders, isReleaseId } from './folders.ts';

export interface SiteServerOptions {
  dataDir: string;
  /** `--site-host` (default 127.0.0.1) */
  host: string;
  /** `--site-port` (default 8080); 0 for any free port. */
  port: number;
  /** The studio's environment: VITE_EMAILJS_API_ORIGIN for a release without `_headers`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Routes answered before the site's files: the studio's lead copy (`POST /api/leads`). */
  before?: readonly Handler[];
}

export interface SiteServer {
  /** `http://host:port/` */
  address: string;
  close(): Promise<void>;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const folders = deployFolders(options.dataDir);
  const link = join(folders.site, 'current');
  const live = () => {
    try {
      return realpathSync(link);
    } catch {
      return undefined;
    }
  };
  const earlier = () => {
    const now = live();
    try {
      return readdirSync(folders.releases)
        .filter(isReleaseId)
        .sort()
        .reverse()
        .map((name) => join(folders.releases, name))
        .filter((folder) => folder !== now);
    } catch {
      return [];
    }
  };
  const server = await startStaticSiteServer({
    host: options.host,
    port: options.port,
    folders: { live, earlier },
    defaultHeaders: () => {
      const env = options.env ?? process.env;
      return siteHeaders(env.VITE_EMAILJS_API_ORIGIN, env.VITE_LEADS_URL);
    },
    before: options.before,
    nothingYet: 'The site has not been published yet: it appears here after the first publish.',
  });
  return { address: `${server.origin}/`, close: server.close };
}
