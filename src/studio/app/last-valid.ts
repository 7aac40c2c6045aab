/**
 * The last valid text of each page opened in this tab, in sessionStorage: a page saved with an
 * error and opened again (a reload) still shows its last valid version in the preview, as it
 * did before the reload, rather than nothing. Per tab and per draft of the team studio (two
 * drafts of one page are two texts): another tab, or the page's text changed by someone else
 * since, may hold another; the preview says it shows the last valid version.
 */
import { currentDraft } from './api.ts';

const key = (path: string) => `studio-last-valid:${currentDraft() ?? ''}:${path}`;

export function rememberValid(path: string, text: string) {
  try {
    sessionStorage.setItem(key(path), text);
  } catch {
    // A full or disabled storage: a reload then shows nothing for an invalid page, as before.
  }
}

export function lastValidText(path: string): string | null {
  try {
    return sessionStorage.getItem(key(path));
  } catch {
    return null;
  }
}

/** The page is gone (deleted, moved): its old text is no fallback for a new page there. */
export function forgetValid(path: string) {
  try {
    sessionStorage.removeItem(key(path));
  } catch {
    // See rememberValid.
  }
}
