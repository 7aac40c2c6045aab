/**
 * The studio page's meta tags for dates (src/studio/app/site-dates.ts), from main as it is: its
 * build date and its time zone, read from main's own `_site.yaml`, not the studio's checkout,
 * which may hold other content.
 */
import { buildDateOf, siteTimeZone } from '../../../content/site-time-zone.ts';
import type { TeamRepository } from '../git/index.ts';
import type { Snapshots } from './snapshots.ts';

export async function mainDateMeta(
  repo: TeamRepository,
  snapshots: Snapshots,
): Promise<Record<string, string>> {
  const head = await repo.resolveRef(repo.mainBranch);
  if (!head) return {};
  const dir = await snapshots.dirFor(head);
  return { 'studio-build-date': buildDateOf(dir), 'studio-time-zone': siteTimeZone(dir) };
}
