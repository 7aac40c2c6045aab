/** The validator's warnings about dated items gone stale (see dated-items.ts), with positions. */
import type { DatedItem } from './dated-items.ts';
import type { ParsedYaml } from './parsed-yaml.ts';
import { formatPath } from './positions.ts';
import { problemAt, type Problem } from './problem.ts';

/** `expired`: the page's dated items whose date is before `today` (dated-items.ts). */
export function staleDateWarnings(
  file: string,
  parsed: Pick<ParsedYaml, 'locate'>,
  expired: readonly DatedItem[],
  today: string,
): Problem[] {
  return expired.map(({ path, date, dateField, noun }) => {
    const at = [...path, dateField];
    return problemAt(
      { file, ...parsed.locate(at), path: formatPath(at) },
      'stale-date',
      `the ${noun} of ${date} is before the build date ${today}; the build leaves it off the page`,
    );
  });
}
