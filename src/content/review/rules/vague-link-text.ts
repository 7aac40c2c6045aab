import { defineRule } from '../define-rule.ts';
import { normalLabel } from '../words.ts';

/** Labels that say nothing out of context: a screen reader's list of links reads them alone. */
export const VAGUE_LABELS = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'learn more',
  'more',
  'more info',
  'this link',
  'link',
  'go',
]);

export const vagueLinkText = defineRule({
  code: 'vague-link-text',
  severity: 'warning',
  title: 'Button or link text that says nothing',
  what: 'A button or link reads "Click here", "Read more", "Learn more", "Here" or the like: out of its context (a screen reader\'s list of links, a search engine) it does not say where it leads.',
  fix: 'Say what the visitor gets ("See pricing", "Read the roofing case study"), or add `about:` to the button naming what it is about (screen readers hear it after the label).',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file
      .actions()
      .filter((action) => VAGUE_LABELS.has(normalLabel(action.label)) && !action.about?.trim())
      .map((action) => ({
        path: [...action.path, 'label'],
        message: `"${action.label}" does not say where it leads; name it, or add about:`,
      })),
});
