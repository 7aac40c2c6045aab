/**
 * Turning review rules off for a measurement or a test: `npm run bench:review` times the
 * validation with and without the review, and each rule's test shows that its fixture's
 * findings go with the rule. Nothing else turns rules off; authors use ignore comments.
 */
let off: ReadonlySet<string> | 'all' = new Set();

export function isRuleOn(code: string): boolean {
  return off !== 'all' && !off.has(code);
}

/** Runs `run` with the given rules (or all of them) off. */
export function withRulesOff<T>(codes: readonly string[] | 'all', run: () => T): T {
  const previous = off;
  off = codes === 'all' ? 'all' : new Set(codes);
  try {
    return run();
  } finally {
    off = previous;
  }
}
