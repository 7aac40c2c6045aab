/**
 * What a change of the site file does, as a reviewer reads it: which settings it changes (the
 * contact details, a menu…) and what it does to the old addresses (site-redirect.ts). A draft's
 * change list names the site file; without this, a new phone number read as nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { redirectChanges, type RedirectChange } from './site-redirect.ts';
import { plain } from './yaml-list-lines.ts';

export interface SiteChanges {
  /** The top-level settings whose values differ (but the redirects), in the file's order. */
  settings: string[];
  redirects: RedirectChange[];
}

/** The settings of a site file's text as a map (none for a file that is no map or is absent). */
function settingsOf(text: string | null): Record<string, unknown> {
  const data = text === null ? null : plain(text);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** `before`, `after`: the site file's texts, null when absent. */
export function siteChanges(before: string | null, after: string | null): SiteChanges {
  const old = settingsOf(before);
  const now = settingsOf(after);
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return {
    settings: names.filter(
      (name) => name !== 'redirects' && !isDeepStrictEqual(old[name], now[name]),
    ),
    redirects: redirectChanges(before, after),
  };
}
