/**
 * Change address and the site file's `redirects:`. The page takes its new address back from a
 * redirect that led away from it (that item goes); asked to keep the old address working, the
 * list gains `from → to` (after its last item, at its indentation; made at the file's end when
 * there is none).
 * Redirects that led to the old address already lead to the new one (point-links.ts rewrites
 * every `to:`), so a page moved twice never sends a visitor through two hops. Edited as lines,
 * as menu-link.ts edits the menus, and checked to read as the old data with exactly that
 * change, or refused.
 */
import { isMap, isSeq, parseDocument, stringify, type YAMLMap } from 'yaml';
import { redirectsIn, type Redirect } from '../../content/redirects.ts';
import { SITE_FILE } from './menu-link.ts';
import { plain, withItemAppended, withItemsCut } from './yaml-list-lines.ts';

export type RedirectEdit = { ok: true; text: string } | { ok: false; message: string };

/** Each old address the site file sends on, and where to, in the file's order. */
export const siteRedirects = (siteText: string): Map<string, string> =>
  redirectsIn(plain(siteText));

/** Where the site file sends `route` on to, if it is an old address. */
export const redirectedTo = (siteText: string, route: string): string | undefined =>
  siteRedirects(siteText).get(route);

/** The old addresses the site file sends on to `route`. */
export const redirectsTo = (siteText: string, route: string): string[] =>
  [...siteRedirects(siteText)].flatMap(([from, to]) =>
    to.split(/[?#]/)[0] === route ? [from] : [],
  );

/**
 * An old address whose forwarding a change of the site file starts, moves or ends: `to` is where
 * it leads after (null: nowhere), `was` where it led before (absent: nowhere).
 */
export interface RedirectChange {
  from: string;
  to: string | null;
  was?: string;
}

/** What a change of the site file (`before`, `after`: its texts, null when absent) does to its redirects. */
export function redirectChanges(before: string | null, after: string | null): RedirectChange[] {
  const old = before === null ? new Map<string, string>() : siteRedirects(before);
  const now = after === null ? new Map<string, string>() : siteRedirects(after);
  const changes: RedirectChange[] = [];
  for (const [from, to] of now) {
    const was = old.get(from);
    if (was !== to) changes.push(was === undefined ? { from, to } : { from, to, was });
  }
  for (const [from, was] of old) if (!now.has(from)) changes.push({ from, to: null, was });
  return changes;
}

export function withRedirect(
  siteText: string,
  from: string,
  to: string,
  keepOld = true,
): RedirectEdit {
  const refused = {
    ok: false,
    message: `${SITE_FILE}'s redirects could not take ${from} → ${to} without other changes: add it there by hand, or move the page without keeping the old address`,
  } as const;
  const document = parseDocument(siteText);
  if (document.errors.length > 0)
    return { ok: false, message: `${SITE_FILE} has a YAML error: fix it first` };
  const list = document.get('redirects', true);
  if (list !== undefined && !isSeq(list)) return refused;

  // The page takes its new address back from a redirect that led away from it.
  const takenBack = (list?.items ?? []).filter(
    (item): item is YAMLMap =>
      isMap(item) && (item.get('from') === to || item.get('from') === from),
  );
  const cut = withItemsCut(siteText, takenBack);
  if (cut === null) return refused;
  const remaining = parseDocument(cut).get('redirects', true);
  const redirect = { from, to };
  let text: string | null;
  if (!keepOld) {
    // Every item cut leaves the key without a value (null): an empty list says what it is.
    text =
      isSeq(remaining) || remaining === undefined
        ? cut
        : cut.replace(/^redirects:(?=[ \t]*(#.*)?$)/m, 'redirects: []');
  } else if (isSeq(remaining) && remaining.items.length > 0) {
    text = withItemAppended(cut, remaining, redirect);
  } else if (remaining === undefined) {
    const ending = cut === '' || cut.endsWith('\n') ? '' : '\n';
    text = `${cut}${ending}${stringify({ redirects: [redirect] }, { lineWidth: 0 })}`;
  } else {
    // Every item cut, the key left without a value: the item goes under the key's line.
    const key = /^redirects:[ \t]*(#.*)?$/m.exec(cut);
    const at = key ? cut.indexOf('\n', key.index) : -1;
    text =
      key && at !== -1
        ? cut.slice(0, at + 1) +
          stringify([redirect], { lineWidth: 0 }).replace(/^(?=.)/gm, '  ') +
          cut.slice(at + 1)
        : null;
  }
  if (text === null) return refused;

  const expected = plain(siteText) as { redirects?: Redirect[] };
  if (expected.redirects || keepOld) {
    expected.redirects = [
      ...(expected.redirects ?? []).filter((item) => item.from !== to && item.from !== from),
      ...(keepOld ? [redirect] : []),
    ];
  }
  if (JSON.stringify(plain(text)) !== JSON.stringify(expected)) return refused;
  return { ok: true, text };
}
