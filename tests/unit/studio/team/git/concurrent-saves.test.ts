/**
 * Saves racing for the same branch: they take turns within one studio, and across two studios
 * on one clone each loser of the `update-ref` race starts over on the new head, so every save
 * either lands (one linear history, no commit lost) or reports a conflict.
 */
import { describe, expect, it } from 'vitest';
import { git } from '../../../../support/bare-repo.ts';
import type { SaveResult } from '../../../../../src/studio/team/git/index.ts';
import { ADA, BOB, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

/** The first-parent chain from `head` back to (not including) `base`, checked to be linear. */
function linearHistory(gitDir: string, base: string, head: string): string[] {
  const lines = git(gitDir, ['rev-list', '--parents', `${base}..${head}`])
    .trim()
    .split('\n');
  for (const line of lines) expect(line.split(' ')).toHaveLength(2);
  return lines.map((line) => line.split(' ')[0]!);
}

describe('concurrent saves', GIT_TIMEOUT, () => {
  it('N saves of different files into one draft all land, one after another', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('race');
    const n = 8;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        repo.saveFiles({
          branch: draft.branch,
          baseCommit: draft.commit,
          changes: [{ path: `pages/race-${i}.yaml`, text: `title: Race ${i}\n` }],
          author: i % 2 ? ADA : BOB,
          message: `save ${i}`,
        }),
      ),
    );
    expect(results.map((result) => result.kind)).toEqual(Array(n).fill('saved'));
    const head = (await repo.resolveRef(draft.branch))!;
    const history = linearHistory(repo.gitDir, draft.commit, head);
    expect(history).toHaveLength(n);
    for (const result of results) expect(history).toContain((result as { commit: string }).commit);
    for (let i = 0; i < n; i++) {
      expect(await repo.readText(head, `pages/race-${i}.yaml`)).toBe(`title: Race ${i}\n`);
    }
  });

  it('N saves of one file into one draft: one lands on the base, the others land or conflict, none is lost', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('same file');
    const n = 6;
    const texts = Array.from({ length: n }, (_, i) => `title: Version ${i}\n`);
    const results: SaveResult[] = await Promise.all(
      texts.map((text, i) =>
        repo.saveFiles({
          branch: draft.branch,
          baseCommit: draft.commit,
          // Everyone also touches a file of their own, which must land with their save or not at all.
          changes: [
            { path: 'pages/pricing.yaml', text },
            { path: `pages/own-${i}.yaml`, text: `own: ${i}\n` },
          ],
          author: ADA,
          message: `version ${i}`,
        }),
      ),
    );
    const saved = results.flatMap((result, i) =>
      result.kind === 'saved' ? [{ ...result, i }] : [],
    );
    const conflicts = results.filter((result) => result.kind === 'conflict');
    // All started from the same base and changed the same file: exactly one can land.
    expect(saved).toHaveLength(1);
    expect(conflicts).toHaveLength(n - 1);
    const head = (await repo.resolveRef(draft.branch))!;
    expect(linearHistory(repo.gitDir, draft.commit, head)).toEqual([saved[0]!.commit]);
    for (const conflict of conflicts) {
      if (conflict.kind !== 'conflict') continue;
      expect(conflict.head).toBe(saved[0]!.commit);
      expect(conflict.files).toHaveLength(1);
      expect(conflict.files[0]!.theirs).toBe(texts[saved[0]!.i]);
      expect(texts).toContain(conflict.files[0]!.mine);
    }
    // The loser's other file never landed half-way.
    const landedOwn = await repo.listFiles(head, ['pages/own-']);
    expect(landedOwn.map((file) => file.path)).toEqual([`pages/own-${saved[0]!.i}.yaml`]);
  });

  it('N saves from two studios on one clone race for the ref, and all land', async () => {
    const remote = bareRemote();
    const first = await openStudio(remote.path);
    // A second engine on the same clone: its own queue, so only update-ref orders the two.
    const other = await openStudio(remote.path, { dataDir: first.dataDir });
    const draft = await first.repo.createDraftBranch('two servers');
    const n = 8;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        (i % 2 ? first : other).repo.saveFiles({
          branch: draft.branch,
          baseCommit: draft.commit,
          changes: [{ path: `pages/two-${i}.yaml`, text: `two: ${i}\n` }],
          author: ADA,
          message: `two ${i}`,
        }),
      ),
    );
    expect(results.map((result) => result.kind)).toEqual(Array(n).fill('saved'));
    const head = (await first.repo.resolveRef(draft.branch))!;
    expect(linearHistory(first.repo.gitDir, draft.commit, head)).toHaveLength(n);
    expect((await first.repo.listFiles(head, ['pages/two-'])).length).toBe(n);
  });

  it('10 saves into 10 drafts at once all land', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const drafts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => repo.createDraftBranch(`draft ${i}`)),
    );
    expect(new Set(drafts.map((draft) => draft.branch)).size).toBe(10);
    const results = await Promise.all(
      drafts.map((draft, i) =>
        repo.saveFiles({
          branch: draft.branch,
          baseCommit: draft.commit,
          changes: [{ path: 'pages/pricing.yaml', text: `title: Draft ${i}\n` }],
          author: BOB,
          message: `draft ${i}`,
        }),
      ),
    );
    for (const [i, result] of results.entries()) {
      expect(result.kind).toBe('saved');
      const head = (await repo.resolveRef(drafts[i]!.branch))!;
      expect(head).toBe((result as { commit: string }).commit);
      expect(await repo.readText(head, 'pages/pricing.yaml')).toBe(`title: Draft ${i}\n`);
    }
  });
});
