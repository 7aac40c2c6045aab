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
