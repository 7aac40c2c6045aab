/**
 * A built page holds the links of the downloads its buttons name (src/content/download-link.ts)
 * as a JSON data block: never run, so the Content-Security-Policy has nothing to allow, and read
 * only when a download button is pressed.
 */
import type { DownloadLink } from '../content/download-link.ts';

/** The id of the page's data block (Page.tsx writes it). */
export const PAGE_DOWNLOADS_ID = 'page-downloads';

/** The JSON of the data block: `<` escaped, so no text can close the script element. */
export const downloadLinksJson = (links: Record<string, DownloadLink>) =>
  JSON.stringify(links).replace(/</g, '\\u003c');

/** The links the current page carries (none when it names no download). */
export function pageDownloadLinks(): Record<string, DownloadLink> {
  const text = document.getElementById(PAGE_DOWNLOADS_ID)?.textContent;
  return text ? (JSON.parse(text) as Record<string, DownloadLink>) : {};
}
