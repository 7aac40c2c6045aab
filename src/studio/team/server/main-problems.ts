/**
 * The problems main has now, by the publish check's own rules (publish-validation.ts), and the
 * check a draft passes: its merged tree's problems less main's (problem-diff.ts). A draft is
 * refused only for what it adds; what main already has is listed as needing attention instead
 * (attention.ts), so an editor is never stopped by a file they did not open.
 */
import type { TeamRepository } from '../git/index.ts';
import { addedProblems } from './problem-diff.ts';
import { validateForPublish, type PublishProblem } from './publish-validation.ts';
import type { Snapshots } from './snapshots.ts';

export interface MainProblems {
  /** Main's head and its problems (validated once per commit). */
  current(): Promise<{ commit: string; problems: PublishProblem[] }>;
}

export function mainProblems(repo: TeamRepository, snapshots: Snapshots): MainProblems {
  let last: { commit: string; problems: Promise<PublishProblem[]> } | undefined;
  return {
    async current() {
      const commit = await repo.resolveRef(repo.mainBranch);
      if (!commit) return { commit: '', problems: [] };
      if (last?.commit !== commit) {
        const problems = snapshots
          .dirFor(commit)
          .then(async (dir) => (await validateForPublish(dir)).problems);
        last = { commit, problems };
        // A failure is not kept: the next ask tries again.
        problems.catch(() => {
          if (last?.problems === problems) last = undefined;
        });
      }
      return { commit, problems: await last.problems };
    },
  };
}

/**
 * The check of a draft's merged tree in `dir`: refused for the problems it adds to main's
 * (`main`: none when the caller has no main to compare with, and every problem blocks).
 */
export async function checkAgainstMain(
  dir: string,
  main: MainProblems | undefined,
): Promise<{ ok: boolean; problems: PublishProblem[] }> {
  const [merged, before] = await Promise.all([
    validateForPublish(dir),
    main ? main.current().then((found) => found.problems) : [],
  ]);
  const added = addedProblems(merged.problems, before);
  return { ok: added.length === 0, problems: added };
}
