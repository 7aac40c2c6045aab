/**
 * Milliseconds a form must be shown before a send counts as a person's (VITE_FORMS_MIN_FILL_MS
 * overrides; src/leads/spam-check.ts). Two seconds: a person reads the form and types at least
 * an e-mail address, which takes longer; a bot fills and sends in a few hundred milliseconds.
 * Here, below the rendering, because the reference docs state it too.
 */
export const DEFAULT_MIN_FILL_MS = 2000;

/**
 * The origin the site's pages connect to for the studio's lead endpoint (VITE_LEADS_URL), for
 * the Content-Security-Policy: an absolute URL's origin; null for a path (`/api/leads`, the
 * site's own origin, which 'self' allows) or no URL.
 */
export function leadsOriginOf(leadsUrl: string | undefined | null): string | null {
  if (!leadsUrl?.trim()) return null;
  try {
    return new URL(leadsUrl.trim()).origin;
  } catch {
    return null;
  }
}
