/** Steps the publish tests share: a draft with two editors' saves, and a recording validator. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TeamRepository, Verdict } from '../../../../../src/studio/team/git/index.ts';
import { ADA, BOB, PAT } from './studio-repo.ts';

export const REVIEWED_BY = [
  'Reviewed-by: Rita Reviewer <rita@example.com>',
  'Reviewed-by: Sam Second <sam@example.com>',
];

/** A draft where Ada changed pricing and Bob added a page; returns its branch and head. */
export async function draftWithTwoEditors(repo: TeamRepository) {
  const draft = await repo.createDraftBranch('Pricing refresh');
  const ada = await repo.saveFiles({
    branch: draft.branch,
    baseCommit: draft.commit,
    changes: [{ path: 'pages/pricing.yaml', text: 'title: New pricing\nblocks: []\n' }],
    author: ADA,
    message: 'Ada: pricing title',
  });
  if (ada.kind !== 'saved') throw new Error(ada.kind);
  const bob = await repo.saveFiles({
    branch: draft.branch,
    baseCommit: ada.commit,
    changes: [{ path: 'pages/new.yaml', text: 'title: New page\nblocks: []\n' }],
    author: BOB,
    message: 'Bob: new page',
  });
  if (bob.kind !== 'saved') throw new Error(bob.kind);
  return { branch: draft.branch, base: draft.commit, head: bob.commit, ada: ada.commit };
}

/** A validator that records what it saw in the checked-out merge and says yes (or `problems`). */
export function recordingValidator(
  options: { problems?: string[]; read?: string[]; before?: () => void } = {},
) {
  const seen: { commit: string; files: Record<string, string> }[] = [];
  const validate = async (dir: string, merge: { commit: string }): Promise<Verdict<string[]>> => {
    const files: Record<string, string> = {};
    for (const path of options.read ?? ['pages/pricing.yaml', 'pages/new.yaml']) {
      files[path] = readFileSync(join(dir, path), 'utf8');
    }
    seen.push({ commit: merge.commit, files });
    options.before?.();
    const problems = options.problems ?? [];
    return { ok: problems.length === 0, problems };
  };
  return { validate, seen };
}

type Validate = (
  dir: string,
  merge: { commit: string; tree: string },
) => Promise<Verdict<string[]>>;

export const publishRequest = (branch: string, head: string, validate: Validate) => ({
  branch,
  expectedHead: head,
  publisher: PAT,
  trailers: REVIEWED_BY,
  validate,
});
