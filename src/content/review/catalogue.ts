/**
 * The content review's entries of the problem catalogue (src/content/errors.ts): each rule's
 * own (from its definition), and those of the ignore comments.
 */
import type { ProblemEntry } from '../check-catalogue.ts';
import { reviewRules, type ReviewCode } from './index.ts';

const ignoreEntries = {
  'bad-ignore': {
    title: 'Ignore comment that switches nothing off',
    severity: 'error',
    what: 'A `# content-ignore:` comment names no rule of the content review, names an error (errors cannot be switched off), gives no reason, or is not directly above a key or list item nor at the top of the file.',
    fix: 'Write `# content-ignore: <rule> — <reason>` on the line directly above the key or list item it covers (or among the comments at the top of the file for the whole file), with a rule code from docs/errors.md that is a warning.',
  },
  'stale-ignore': {
    title: 'Ignore comment that covers nothing',
    severity: 'warning',
    what: 'A `# content-ignore:` comment switches off a rule that no longer finds anything where it stands, so it only hides the next real finding.',
    fix: 'Delete the comment, or move it above the key or list item it was meant for.',
  },
} satisfies Record<string, ProblemEntry>;

export const reviewCatalogue = {
  ...(Object.fromEntries(
    reviewRules.map(({ code, title, severity, what, fix }) => [
      code,
      { title, severity, what, fix } satisfies ProblemEntry,
    ]),
  ) as Record<ReviewCode, ProblemEntry>),
  ...ignoreEntries,
};
