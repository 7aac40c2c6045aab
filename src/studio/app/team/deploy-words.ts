/** The Live site view's words: a target by what it is, a commit, an instant, a duration. */
import { siteTime } from '../site-dates.ts';

/** `serve` → "This studio’s own server", `dir:/srv/site` → "Folder /srv/site", … */
export function targetLabel(name: string): string {
  if (name === 'serve') return 'This studio’s own server';
  const colon = name.indexOf(':');
  const kind = name.slice(0, colon);
  const value = name.slice(colon + 1);
  const kinds: Record<string, string> = { dir: 'Folder', branch: 'Branch', command: 'Command' };
  return kinds[kind] ? `${kinds[kind]} ${value}` : name;
}

export const shortCommit = (commit: string) => commit.slice(0, 7);

/** In the site's time zone, the zone named, as every time the studio shows (site-dates.ts). */
export const when = (at: number) => siteTime(at);

/** 42 s, 3 min 5 s, 1 h 2 min. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Who published, for a deploy the studio queued itself (main's head at its first start). */
export const publisherName = (name: string) => name || 'the studio, at its start';

export const STATE_LABELS = {
  queued: 'Queued',
  building: 'Building',
  deploying: 'Deploying',
  live: 'Live',
  /** Went live, and a later deploy (or a rollback) has taken its place since. */
  replaced: 'Replaced',
  /** Failed on some target while others serve it: the site is live, one place is behind. */
  partly: 'Partly live',
  failed: 'Failed',
} as const;
