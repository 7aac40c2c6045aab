/**
 * The content review's registry: every rule, one definition each in rules/ (code, severity,
 * catalogue text and check: define-rule.ts). The catalogue (src/content/errors.ts, so
 * docs/errors.md) and the review run (run.ts) read this list. Adding a rule = one file in
 * rules/, one line here, a fixture in tests/fixtures/content-review/.
 */
import type { ActionTarget } from './actions-in.ts';
import { blankText } from './rules/blank-text.ts';
import { conflictingButtons } from './rules/conflicting-buttons.ts';
import { controlCharacter } from './rules/control-character.ts';
import { duplicateDescription } from './rules/duplicate-description.ts';
import { duplicateTitle } from './rules/duplicate-title.ts';
import { exampleText } from './rules/example-text.ts';
import { longDescription } from './rules/long-description.ts';
import { longSentence } from './rules/long-sentence.ts';
import { missingDescription } from './rules/missing-description.ts';
import { mainHeading } from './rules/main-heading.ts';
import { ownDomainHref } from './rules/own-domain-href.ts';
import { placeholderText } from './rules/placeholder-text.ts';
import { repeatedWord } from './rules/repeated-word.ts';
import { shortDescription } from './rules/short-description.ts';
import { skippedHeadingLevel } from './rules/skipped-heading-level.ts';
import { snippetTitle } from './rules/snippet-title.ts';
import { textTooLong } from './rules/text-too-long.ts';
import { unbalancedPunctuation } from './rules/unbalanced-punctuation.ts';
import { unknownSection } from './rules/unknown-section.ts';
import { vagueLinkText } from './rules/vague-link-text.ts';

export const reviewRules = [
  // Errors: text no visitor could mean, and hard limits.
  textTooLong,
  controlCharacter,
  blankText,
  unknownSection,
  // Warnings: the search snippet.
  missingDescription,
  longDescription,
  shortDescription,
  snippetTitle,
  duplicateTitle,
  duplicateDescription,
  // Headings, as the blocks' definitions render them.
  mainHeading,
  skippedHeadingLevel,
  // Links and buttons.
  vagueLinkText,
  conflictingButtons,
  ownDomainHref,
  // Text.
  repeatedWord,
  unbalancedPunctuation,
  longSentence,
  placeholderText,
  exampleText,
] as const;

export type ReviewCode = (typeof reviewRules)[number]['code'];

/**
 * Whether a project rule reads the action (its `readsActions`): a file's digest keeps those
 * alone (file-digest.ts); most buttons (a modal, a download, a plain link) concern the file's
 * own rules only.
 */
export const readAcrossFiles = (action: ActionTarget): boolean =>
  reviewRules.some((rule) => rule.stage === 'project' && rule.readsActions?.(action) === true);
