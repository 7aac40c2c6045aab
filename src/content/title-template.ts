/**
 * The site's title template: how a page's `title:` reads in the browser tab and in search
 * results ("Pricing | TradeLift"). The page head (src/render/head.ts) writes it; the content
 * review measures titles with it.
 */
export function documentTitle(title: string, siteName: string | undefined): string {
  if (!siteName || title === siteName) return title;
  return `${title} | ${siteName}`;
}
