/**
 * A draft's change list in words, as an e-mail's lines: the same words the reviewer reads in the
 * studio (the draft's detail, draft-views.ts: what changed in each page, the site settings and
 * old addresses), one line each, at most MAX_LINES and then how many more.
 */
import type { DraftDetail } from '../server/draft-views.ts';
import type { RedirectChange } from '../../server/site-redirect.ts';

export const MAX_LINES = 10;

function redirectLine({ from, to, was }: RedirectChange): string {
  if (to === null) return `${from} no longer leads to ${was}`;
  return was === undefined
    ? `${from} now leads to ${to}`
    : `${from} now leads to ${to}, not ${was}`;
}

function linesOf(file: DraftDetail['files'][number]): string[] {
  const name = file.route ?? file.path;
  if (file.deleted) return [`${name}: ${file.movedTo ? `moved to ${file.movedTo}` : 'deleted'}`];
  if (file.settings || file.redirects) {
    return [
      ...(file.settings ? [`Site settings: ${file.settings.join(', ')} changed`] : []),
      ...(file.redirects ?? []).map((redirect) => `Old address ${redirectLine(redirect)}`),
    ];
  }
  if (file.changes && file.changes.length > 0) {
    return file.changes.map((change) => `${name}: ${change}`);
  }
  return [`${name}: changed`];
}

/** "- /pricing: the heading now reads …", at most MAX_LINES, then "and N more". */
export function changeLines(files: DraftDetail['files']): string[] {
  const lines = files.flatMap(linesOf);
  if (lines.length === 0) return ['(nothing saved)'];
  const shown = lines.slice(0, MAX_LINES).map((line) => `- ${line}`);
  return lines.length > MAX_LINES ? [...shown, `and ${lines.length - MAX_LINES} more`] : shown;
}
