/**
 * What a deploy hands around: a release is one built commit of main in a folder of its own; a
 * target is one place the live site goes (docs/deploy.md). The queue (deploy-queue.ts) builds a
 * release once and hands it to every target in turn.
 */
export interface Release {
  /** Sortable and unique: `<UTC yyyymmddHHMMss>-<first 12 of the commit>`. */
  readonly id: string;
  readonly commit: string;
  /** The built site (what dist/ holds after `npm run build`), never changed once built. */
  readonly folder: string;
  /**
   * The date its dated content was judged on (`YYYY-MM-DD`, site time: build-date.ts): a
   * rollback switches back to a kept release only when it is today's.
   */
  readonly buildDate?: string;
}

export type DeployLog = (line: string) => void;

export interface DeployTarget {
  /** As given on the command line: `serve`, `dir:/srv/site`, `branch:gh-pages`, `command:/usr/local/bin/push-site`. */
  readonly name: string;
  /** Make `release` live here; resolves with the address it is live at, when there is one. */
  deploy(release: Release, log: DeployLog): Promise<{ address?: string }>;
  /** The release id live here now, or null when nothing was ever deployed here. */
  current(): Promise<string | null>;
  /** Make an earlier release, still kept here, live again (rollback). */
  activate(releaseId: string, log: DeployLog): Promise<void>;
}

/** A target's failure, in words for the studio; `unreachable` ones are retried with back-off. */
export class DeployError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'DeployError';
  }
}

export interface BuildProgress {
  pagesDone: number;
  pagesTotal: number;
}

/** Builds one commit of the site repository into a release (engine: src/deploy/build-release.ts). */
export type BuildRelease = (input: {
  /** The team studio's Git repository (bare or not) that holds `commit`. */
  repository: string;
  commit: string;
  /** The studio's --data folder: builds, caches, node_modules and releases live under it. */
  dataDir: string;
  onProgress?: (progress: BuildProgress) => void;
  log: DeployLog;
  signal?: AbortSignal;
}) => Promise<Release>;
