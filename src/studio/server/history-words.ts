/**
 * What one version of a content file changed, in the words a draft's changes use
 * (page-changes.ts for a page, site-changes.ts for the site settings), so a history reads as
 * "Hero (block 1) › Title: “Old” → “New”" rather than as a commit's diff. A form says which of
 * its settings changed.
 */
import { isDeepStrictEqual } from 'node:util';
import { collectionOf } from '../../content/collections.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { fieldWord } from '../words.ts';
import { pageChanges } from './page-changes.ts';
import { siteChanges } from './site-changes.ts';
import { plain } from './yaml-list-lines.ts';

const asMap = (text: string | null): Record<string, unknown> => {
  const data = text === null ? null : plain(text);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
};

function siteWords(before: string | null, after: string | null): string[] {
  const { settings, redirects } = siteChanges(before, after);
  return [
    ...(settings.length > 0 ? [`Changed: ${settings.map(fieldWord).join(', ')}`] : []),
    ...redirects.map((redirect) =>
      redirect.to === null
        ? `No longer sends ${redirect.from} on (it went to ${redirect.was})`
        : redirect.was === undefined
          ? `Sends ${redirect.from} on to ${redirect.to}`
          : `Sends ${redirect.from} on to ${redirect.to} (was ${redirect.was})`,
    ),
  ];
}

function formWords(before: string | null, after: string | null): string[] {
  const old = asMap(before);
  const now = asMap(after);
  const changed = [...new Set([...Object.keys(now), ...Object.keys(old)])].filter(
    (key) => !isDeepStrictEqual(old[key], now[key]),
  );
  return changed.length > 0 ? [`Changed: ${changed.map(fieldWord).join(', ')}`] : [];
}

/**
 * `before`, `after`: the file's texts before and in the version (null where absent); `from`:
 * its earlier path when the version moved it. Never throws: a text that cannot be read so gives
 * the plain facts alone.
 */
export function versionChanges(
  path: string,
  before: string | null,
  after: string | null,
  from?: string,
): string[] {
  const kind = collectionOf(path);
  if (after === null) return [kind === 'page' ? 'Removed the page' : 'Removed the file'];
  const moved = from === undefined ? [] : [`Moved from ${routeFromPageFile(from) ?? from}`];
  if (before === null && from === undefined) return [kind === 'page' ? 'A new page' : 'A new file'];
  try {
    const words =
      kind === 'site'
        ? siteWords(before, after)
        : kind === 'form'
          ? formWords(before, after)
          : pageChanges(before, after);
    const said = [...moved, ...words];
    // The data is the same: a comment, quotes or the order of the text's lines changed.
    return said.length > 0 ? said : ['Only comments or the layout of the text changed'];
  } catch {
    return moved;
  }
}
