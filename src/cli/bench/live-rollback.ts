/**
 * `npm run bench:live`'s rollback figures (issue 56), after its publishes: a publisher's restore
 * of an earlier release over the studio's HTTP API, timed from the request until the `serve`
 * target answers with that version, in both of its cases: the kept release, built today, which
 * every target switches back to at once; and, after a restart on the next day (BUILD_DATE), a
 * release built on another day, whose content is built again with the new date.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeployRow } from '../../studio/team/db/deploys.ts';
import type { Person } from './team-api-client.ts';

export interface RollbackFigures {
  /** Restore → served, where the kept release is switched back to (ms). */
  keptMs: number;
  keptSwitchedBack: boolean;
  /** Restore → served, where the content is built again (ms). */
  rebuiltMs: number;
  rebuiltSwitchedBack: boolean;
}

interface Studio {
  call: (
    method: string,
    path: string,
    as: Person,
    body?: unknown,
  ) => Promise<Record<string, unknown>>;
  publisher: Person;
  siteBase: string;
  /** Restarts the studio with this environment (the next day's BUILD_DATE). */
  restart: (env: Record<string, string>) => Promise<void>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Restores deploy `id` and waits until `path` is served as `isRestored` says; returns the time. */
async function restoreAndWait(
  studio: Studio,
  id: number,
  path: string,
  isRestored: (html: string) => boolean,
): Promise<{ ms: number; switchedBack: boolean }> {
  const started = performance.now();
  const answer = await studio.call('POST', `deploys/${id}/restore`, studio.publisher);
  for (;;) {
    const response = await fetch(`${studio.siteBase}${path}`).catch(() => null);
    if (response && isRestored(await response.text())) break;
    await pause(20);
  }
  return { ms: performance.now() - started, switchedBack: answer.switchedBack === true };
}

export async function measureRollbacks(
  studio: Studio,
  path: string,
  /** The first deploy (main at the start, built today) and the first publish's. */
  first: DeployRow,
  published: DeployRow,
  nextDay: string,
): Promise<RollbackFigures> {
  const firstBody = readFileSync(join(first.release!.folder, path, 'index.html'), 'utf8');
  const kept = await restoreAndWait(studio, first.id, path, (html) => html === firstBody);
  await studio.restart({ BUILD_DATE: nextDay });
  const title = /<title>([^<]*)/.exec(
    readFileSync(join(published.release!.folder, path, 'index.html'), 'utf8'),
  )![1]!;
  const rebuilt = await restoreAndWait(studio, published.id, path, (html) =>
    html.includes(`<title>${title}`),
  );
  return {
    keptMs: kept.ms,
    keptSwitchedBack: kept.switchedBack,
    rebuiltMs: rebuilt.ms,
    rebuiltSwitchedBack: rebuilt.switchedBack,
  };
}
