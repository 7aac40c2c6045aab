/** Shared set-up of the Git engine's tests: a seeded bare remote and the studio's clone of it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import {
  openRepository,
  type OpenRepositoryOptions,
  type TeamRepository,
} from '../../../../../src/studio/team/git/index.ts';
import { seededBareRepo, type BareRepo, type Person } from '../../../../support/bare-repo.ts';

export const STUDIO: Person = { name: 'TradeLift Studio', email: 'studio@example.com' };
export const ADA: Person = { name: 'Ada Editor', email: 'ada@example.com' };
export const BOB: Person = { name: 'Bob Editor', email: 'bob@example.com' };
export const PAT: Person = { name: 'Pat Publisher', email: 'pat@example.com' };

export const SITE_FILES = {
  'pages/index.yaml': 'title: Home\nblocks: []\n',
  'pages/pricing.yaml': 'title: Pricing\nblocks:\n  - type: hero\n    title: Plans\n',
  'pages/about.yaml': 'title: About\nblocks: []\n',
  'pages/_site.yaml': 'menu:\n  - /\n  - /pricing\n',
  'forms/contact.yaml': 'id: contact\n',
};

/** Each test runs several dozen git processes; on a busy machine that takes seconds. */
export const GIT_TIMEOUT = { timeout: 30_000 };

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

export function bareRemote(files: Record<string, string> = SITE_FILES): BareRepo {
  const repo = seededBareRepo({ files });
  cleanups.push(repo.remove);
  return repo;
}

export interface Studio {
  repo: TeamRepository;
  dataDir: string;
  backgroundErrors: unknown[];
}

/** The studio's clone of `remote`, with zero waits between retries (tests pass no waits). */
export async function openStudio(
  remote: string,
  options: Partial<OpenRepositoryOptions> = {},
): Promise<Studio> {
  // A data folder of its own, unless the test reopens one (a restart).
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'studio-data-'));
  if (options.dataDir === undefined) {
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  }
  const backgroundErrors: unknown[] = [];
  const repo = await openRepository({
    remote,
    committer: STUDIO,
    savePolicy: { minWaitMs: 0, maxWaitMs: 0 },
    publishPolicy: { minWaitMs: 0, maxWaitMs: 0 },
    onBackgroundError: (_branch, error) => backgroundErrors.push(error),
    ...options,
    dataDir,
  });
  // Draft backups run in the background: let them finish before the folders go.
  cleanups.unshift(() => repo.backupsSettled());
  return { repo, dataDir, backgroundErrors };
}
