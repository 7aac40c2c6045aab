/**
 * Change address's "keep the old address working": the site file's `redirects:` list gains
 * `from → to` (after its last item, at its indentation; the list made at the file's end when
 * there is none), and loses a redirect from the page's new address, which the page takes back.
 * Redirects that led to the old address already lead to the new one (point-links.ts rewrites
 * every `to:`), so a page moved twice never sends a visitor through two hops. Edited as lines,
 * as menu-link.ts edits the menus, and checked to read as the old data with exactly that
 * change, or refused.
 */
import { isMap, isSeq, parseDocument, stringify, type YAMLMap } from 'yaml';
import { plain, SITE_FILE, withItemAppended, withItemsCut } from './menu-link.ts';

export type RedirectEdit = { ok: true; text: string } | { ok: false; message: string };

interface Redirect {
  from: string;
  to: string;
}

export function withRedirect(siteText: string, from: string, to: string): RedirectEdit {
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
  if (isSeq(remaining) && remaining.items.length > 0) {
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
  expected.redirects = [
    ...(expected.redirects ?? []).filter((item) => item.from !== to && item.from !== from),
    redirect,
  ];
  if (JSON.stringify(plain(text)) !== JSON.stringify(expected)) return refused;
  return { ok: true, text };
}
