/**
 * The pure decisions of a rollback (rollback.ts): which earlier deploy may be restored, the
 * commit's message in words, and whether the targets can switch back to the kept release at
 * once or the restored content must be built again. A kept release carries the date it was
 * built on: switched back to on another day, a past webinar would come back as upcoming, so it
 * is used only when it was built for today (site time) and its folder is still there.
 */
import type { DeployRow } from '../db/deploys.ts';
import { siteTime } from '../../app/site-dates.ts';
import { publisherName } from '../../app/team/deploy-words.ts';
import { messageWithTrailers } from '../git/commit.ts';

/** Why a deploy cannot be restored, in words; null when it can. */
export function refusalToRestore(deploy: DeployRow | null, id: number): string | null {
  if (!deploy) return `There is no deploy ${id}.`;
  if (deploy.state !== 'live' || !deploy.targets.some((target) => target.state === 'live')) {
    return `Deploy ${id} never went live: only a version that was live can be restored.`;
  }
  return null;
}

/** `Restored the site as published on Nov 20, 2026, 9:15 AM EST by Pat Publisher`. */
export function restoreSubject(deploy: DeployRow, timeZone: string): string {
  const at = siteTime(deploy.finishedAt ?? deploy.queuedAt, timeZone);
  const by = publisherName(deploy.publishedByName.replace(/[\r\n]+/g, ' ').trim());
  return `Restored the site as published on ${at} by ${by}`;
}

/** The commit's message: the subject, and trailers naming what was restored for `git log`. */
export const restoreMessage = (deploy: DeployRow, timeZone: string) =>
  messageWithTrailers(restoreSubject(deploy, timeZone), [
    `Restored-deploy: ${deploy.id}`,
    `Restored-commit: ${deploy.commit}`,
  ]);

export type SwitchBack =
  | { kind: 'switch-back'; release: { id: string; folder: string; buildDate: string } }
  | { kind: 'rebuild'; why: string };

/** Whether the targets switch back to `kept`'s release (built for `today`, still there). */
export function switchBackOrRebuild(
  kept: DeployRow,
  today: string,
  stillThere: (folder: string) => boolean,
): SwitchBack {
  const release = kept.release;
  if (!release || !stillThere(release.folder)) {
    return { kind: 'rebuild', why: 'its release is no longer kept' };
  }
  if (kept.buildDate === null) {
    return { kind: 'rebuild', why: 'the date it was built for is not known' };
  }
  if (kept.buildDate !== today) {
    return { kind: 'rebuild', why: `it was built for ${kept.buildDate}, and today is ${today}` };
  }
  return { kind: 'switch-back', release: { ...release, buildDate: kept.buildDate } };
}
