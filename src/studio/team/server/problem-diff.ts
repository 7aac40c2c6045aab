/**
 * What a draft adds to the site's problems: its merged tree's problems less main's. A problem is
 * the same one on both sides when its file, field path and code agree; its line is left out,
 * since a draft that adds lines above it (or a line of its own) moves it without touching it.
 * Counted, not just matched: a draft that makes a second problem of a kind main has once in a
 * field adds one.
 */
import type { Problem } from '../../../content/problem.ts';

type Keyed = Pick<Problem, 'file' | 'path' | 'code'>;

const keyOf = (problem: Keyed) => JSON.stringify([problem.file, problem.path, problem.code]);

/** The problems of `draft` that `main` does not have, in the draft's order. */
export function addedProblems<T extends Keyed>(draft: readonly T[], main: readonly Keyed[]): T[] {
  const left = new Map<string, number>();
  for (const problem of main) left.set(keyOf(problem), (left.get(keyOf(problem)) ?? 0) + 1);
  return draft.filter((problem) => {
    const key = keyOf(problem);
    const remaining = left.get(key) ?? 0;
    if (remaining === 0) return true;
    left.set(key, remaining - 1);
    return false;
  });
}
