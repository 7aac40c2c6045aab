import { formatPath } from '../../positions.ts';
import type { FoundAction } from '../actions-in.ts';
import { defineRule, type Finding } from '../define-rule.ts';
import { normalLabel } from '../words.ts';

const destination = (action: FoundAction) => `${action.kind}: ${action.target}`;

/** One label, two destinations: a visitor (and a screen reader's list of links) cannot tell. */
export const conflictingButtons = defineRule({
  code: 'conflicting-buttons',
  severity: 'warning',
  title: 'One button text, two destinations',
  what: 'Two buttons or links of one page have the same text but lead to different places, so the text does not tell a visitor, or a screen reader listing the links, which is which.',
  fix: 'Give each its own text saying where it leads, make them lead to the same place, or add `about:` to each naming what it is about.',
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const first = new Map<string, FoundAction>();
    const found: Finding[] = [];
    for (const action of file.actions()) {
      // Text named by what it is about ("Watch now: <video>") is not the same text.
      const label = `${normalLabel(action.label)}\u0000${action.about?.trim().toLowerCase() ?? ''}`;
      const earlier = first.get(label);
      if (!earlier) {
        first.set(label, action);
        continue;
      }
      if (destination(earlier) === destination(action)) continue;
      found.push({
        path: [...action.path, 'label'],
        message: `"${action.label}" leads to ${destination(action)}, but the same text at ${formatPath(earlier.path)} leads to ${destination(earlier)}`,
      });
    }
    return found;
  },
});
