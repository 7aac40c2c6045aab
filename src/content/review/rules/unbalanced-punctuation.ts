import { defineRule } from '../define-rule.ts';

const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”' };
const CLOSERS = new Map(Object.entries(PAIRS).map(([open, close]) => [close, open]));

/** Any bracket or curly double quote: most texts have none, and skip the walk below. */
const PAIRED = /[()[\]{}“”]/;

/** How many times `"` appears. */
function straightQuotes(text: string): number {
  let count = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) count++;
  return count;
}

/** What is wrong with a text's brackets and double quotes, or null when they pair up. */
export function unbalanced(text: string): string | null {
  if (!PAIRED.test(text))
    return straightQuotes(text) % 2 === 1 ? 'an odd number of " quotes' : null;
  const open: string[] = [];
  for (const character of text) {
    if (character in PAIRS) open.push(character);
    else if (CLOSERS.has(character)) {
      if (open.at(-1) !== CLOSERS.get(character)) return `a ${character} that closes nothing`;
      open.pop();
    }
  }
  if (open.length > 0) return `a ${open.at(-1)} that is never closed`;
  if (straightQuotes(text) % 2 === 1) return 'an odd number of " quotes';
  return null;
}

export const unbalancedPunctuation = defineRule({
  code: 'unbalanced-punctuation',
  severity: 'warning',
  title: 'Bracket or quote without its pair',
  what: 'A text opens a bracket ( [ { or a quote “ " that it never closes, or closes one it never opened, usually the half of a pair lost in an edit.',
  fix: 'Add the missing half, or delete the lone one.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      const problem = unbalanced(text.value);
      return problem ? [{ path: text.path, message: `the text has ${problem}` }] : [];
    }),
});
