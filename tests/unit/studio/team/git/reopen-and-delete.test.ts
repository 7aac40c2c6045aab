/** The clone outlives a restart; drafts are deleted only at the head the caller saw. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commitToBranch, git, refOf, seededBareRepo } from '../../../../support/bare-repo.ts';
import { ADA, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

describe('the studio clone over time', GIT_TIMEOUT, () => {
  it('reopens an existing clone, keeps its drafts and fetches the new main', async () => {
    const remote = bareRemote();
    const first = await openStudio(remote.path);
    const draft = await first.repo.createDraftBranch('survives');
    const saved = await first.repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/kept.yaml', text: 'kept: true\n' }],
      author: ADA,
      message: 'kept',
    });
    await first.repo.backupsSettled();
    const newMain = commitToBranch(remote.path, 'main', { 'pages/later.yaml': 'later\n' });

    const again = await openStudio(remote.path, { dataDir: first.dataDir });
    expect(again.repo.gitDir).toBe(first.repo.gitDir);
    expect(await again.repo.resolveRef(draft.branch)).toBe((saved as { commit: string }).commit);
    expect(await again.repo.resolveRef('main')).toBe(newMain);
  });

  it('brings drafts back from the remote when the data folder is lost', async () => {
    const remote = bareRemote();
    const first = await openStudio(remote.path);
    const draft = await first.repo.createDraftBranch('backed up');
    await first.repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/b.yaml', text: 'b\n' }],
      author: ADA,
      message: 'b',
    });
    await first.repo.backupsSettled();
    const fresh = await openStudio(remote.path);
    expect(await fresh.repo.resolveRef(draft.branch)).toBe(
      await first.repo.resolveRef(draft.branch),
    );
  });

  it('deletes a draft in the clone and on the remote only at the expected head', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await repo.createDraftBranch('to delete');
    const saved = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/d.yaml', text: 'd\n' }],
      author: ADA,
      message: 'd',
    });
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(await repo.deleteBranch(draft.branch, draft.commit)).toEqual({
      kind: 'draft-moved',
      head: saved.commit,
    });
    expect(await repo.resolveRef(draft.branch)).toBe(saved.commit);
    expect(await repo.deleteBranch(draft.branch, saved.commit)).toEqual({ kind: 'deleted' });
    expect(await repo.resolveRef(draft.branch)).toBeNull();
    expect(refOf(remote.path, `refs/heads/${draft.branch}`)).toBeNull();
  });

  it('counts a draft the remote never had as deleted there', async () => {
    const { repo, backgroundErrors } = await openStudio(bareRemote().path, { backupDrafts: false });
    const draft = await repo.createDraftBranch('never pushed');
    expect(await repo.deleteBranch(draft.branch, draft.commit)).toEqual({ kind: 'deleted' });
    expect(backgroundErrors).toEqual([]);
  });

  it('seeds a bare remote from a project folder (for the end-to-end tests)', () => {
    const repo = seededBareRepo({ copy: { from: process.cwd(), paths: ['pages', 'forms'] } });
    try {
      const files = git(repo.path, ['ls-tree', '-r', '--name-only', 'main']).trim().split('\n');
      const onDisk = ['pages', 'forms'].flatMap((folder) =>
        readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `${entry.parentPath}/${entry.name}`),
      );
      expect(files.sort()).toEqual(onDisk.sort());
    } finally {
      repo.remove();
    }
  });
});
