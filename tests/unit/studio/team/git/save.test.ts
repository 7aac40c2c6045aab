/** Saves into a draft: one commit each, the editor as author, stale bases, conflicts. */
import { describe, expect, it } from 'vitest';
import { git, refOf, showFile } from '../../../../support/bare-repo.ts';
import { ADA, BOB, STUDIO, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

const authorAndCommitter = (gitDir: string, commit: string) =>
  git(gitDir, ['show', '-s', '--format=%an <%ae>|%cn <%ce>|%P|%s', commit]).trim();

describe('saving into a draft', GIT_TIMEOUT, () => {
  it('makes one commit by the editor, committed by the studio, on the draft branch only', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await repo.createDraftBranch('New pricing hero!');
    expect(draft.branch).toMatch(/^studio\/new-pricing-hero-[0-9a-f]{6}$/);

    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [
        { path: 'pages/pricing.yaml', text: 'title: Prices\nblocks: []\n' },
        { path: 'pages/new.yaml', text: 'title: New\nblocks: []\n' },
        { path: 'pages/about.yaml', text: null },
      ],
      author: ADA,
      message: 'Edit pricing, add new, remove about',
    });

    expect(result.kind).toBe('saved');
    if (result.kind !== 'saved') return;
    expect(await repo.resolveRef(draft.branch)).toBe(result.commit);
    expect(authorAndCommitter(repo.gitDir, result.commit)).toBe(
      `Ada Editor <ada@example.com>|TradeLift Studio <studio@example.com>|${draft.commit}|Edit pricing, add new, remove about`,
    );
    expect(await repo.readText(result.commit, 'pages/pricing.yaml')).toBe(
      'title: Prices\nblocks: []\n',
    );
    expect(await repo.readText(result.commit, 'pages/new.yaml')).toBe('title: New\nblocks: []\n');
    expect(await repo.readText(result.commit, 'pages/about.yaml')).toBeNull();
    expect(await repo.changedPaths(draft.commit, result.commit)).toEqual([
      'pages/about.yaml',
      'pages/new.yaml',
      'pages/pricing.yaml',
    ]);
    // Main is untouched, here and on the remote; the draft was backed up to the remote.
    expect(await repo.resolveRef('main')).toBe(draft.commit);
    await repo.backupsSettled();
    expect(refOf(remote.path, 'refs/heads/main')).toBe(draft.commit);
    expect(refOf(remote.path, `refs/heads/${draft.branch}`)).toBe(result.commit);
  });

  it('makes no commit when nothing differs', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('same');
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [
        { path: 'pages/index.yaml', text: 'title: Home\nblocks: []\n' },
        { path: 'pages/missing.yaml', text: null },
      ],
      author: ADA,
      message: 'nothing',
    });
    expect(result).toEqual({ kind: 'unchanged', commit: draft.commit });
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
  });

  it('keeps only the changed files of a save (unchanged blobs are dropped)', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('partial');
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [
        { path: 'pages/index.yaml', text: 'title: Home\nblocks: []\n' },
        { path: 'pages/about.yaml', text: 'title: About us\nblocks: []\n' },
      ],
      author: ADA,
      message: 'about',
    });
    if (result.kind !== 'saved') throw new Error(result.kind);
    expect(await repo.changedPaths(draft.commit, result.commit)).toEqual(['pages/about.yaml']);
  });

  it('goes on by itself over a stale base when its files did not change underneath', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('two editors');
    const first = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/about.yaml', text: 'title: About (Bob)\nblocks: []\n' }],
      author: BOB,
      message: 'Bob edits about',
    });
    if (first.kind !== 'saved') throw new Error(first.kind);
    // Ada still has the draft as it was before Bob's save.
    const second = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/pricing.yaml', text: 'title: Pricing (Ada)\nblocks: []\n' }],
      author: ADA,
      message: 'Ada edits pricing',
    });
    if (second.kind !== 'saved') throw new Error(second.kind);
    expect(git(repo.gitDir, ['rev-parse', `${second.commit}^`]).trim()).toBe(first.commit);
    expect(await repo.readText(second.commit, 'pages/about.yaml')).toBe(
      'title: About (Bob)\nblocks: []\n',
    );
    expect(await repo.readText(second.commit, 'pages/pricing.yaml')).toBe(
      'title: Pricing (Ada)\nblocks: []\n',
    );
  });

  it('returns base, theirs and mine when the file changed underneath, and writes nothing', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('one file');
    const bob = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/pricing.yaml', text: 'title: Bob\n' }],
      author: BOB,
      message: 'Bob',
    });
    if (bob.kind !== 'saved') throw new Error(bob.kind);
    const ada = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [
        { path: 'pages/pricing.yaml', text: 'title: Ada\n' },
        { path: 'pages/about.yaml', text: 'title: Ada about\n' },
      ],
      author: ADA,
      message: 'Ada',
    });
    expect(ada).toEqual({
      kind: 'conflict',
      head: bob.commit,
      files: [
        {
          path: 'pages/pricing.yaml',
          base: 'title: Pricing\nblocks:\n  - type: hero\n    title: Plans\n',
          theirs: 'title: Bob\n',
          mine: 'title: Ada\n',
        },
      ],
    });
    expect(await repo.resolveRef(draft.branch)).toBe(bob.commit);
    // Saving again on the head she was shown (her choice made) lands.
    const again = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: bob.commit,
      changes: [{ path: 'pages/pricing.yaml', text: 'title: Ada and Bob\n' }],
      author: ADA,
      message: 'Ada, merged by hand',
    });
    expect(again.kind).toBe('saved');
  });

  it('does not count the same change made twice as a conflict', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('same change');
    const change = { path: 'pages/pricing.yaml', text: 'title: Same\n' };
    const bob = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [change],
      author: BOB,
      message: 'Bob',
    });
    const ada = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [change],
      author: ADA,
      message: 'Ada',
    });
    expect(bob.kind).toBe('saved');
    expect(ada).toEqual({ kind: 'unchanged', commit: (bob as { commit: string }).commit });
  });

  it('uses the studio as committer and the editor as author (never the machine user)', async () => {
    const { repo } = await openStudio(bareRemote().path, {
      committer: { name: 'Other Studio', email: 'other@example.com' },
    });
    const draft = await repo.createDraftBranch('who');
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'pages/x.yaml', text: 'x: 1\n' }],
      author: ADA,
      message: 'x',
    });
    if (result.kind !== 'saved') throw new Error(result.kind);
    expect(authorAndCommitter(repo.gitDir, result.commit)).toMatch(
      /^Ada Editor <ada@example.com>\|Other Studio <other@example.com>\|/,
    );
    expect(STUDIO.name).not.toBe('Other Studio');
  });

  it('refuses to put a file where a folder is, rather than dropping the folder', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('folder');
    await expect(
      repo.saveFiles({
        branch: draft.branch,
        baseCommit: draft.commit,
        changes: [{ path: 'pages', text: 'oops\n' }],
        author: ADA,
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'BadInputError', field: 'path' });
    expect(showFile(repo.gitDir, draft.branch, 'pages/index.yaml')).toBe(
      'title: Home\nblocks: []\n',
    );
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
  });
});

describe('saving into a missing draft', GIT_TIMEOUT, () => {
  it('says the branch does not exist', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const main = (await repo.resolveRef('main'))!;
    await expect(
      repo.saveFiles({
        branch: 'studio/gone-000000',
        baseCommit: main,
        changes: [{ path: 'pages/x.yaml', text: 'x\n' }],
        author: ADA,
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'BranchNotFoundError', branch: 'studio/gone-000000' });
  });
});

describe('the server environment', GIT_TIMEOUT, () => {
  it('lets no GIT_* variable of the parent process steer the engine', async () => {
    const decoy = bareRemote();
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('env');
    const saved = { ...process.env };
    Object.assign(process.env, {
      GIT_DIR: decoy.path,
      GIT_INDEX_FILE: '/nonexistent/index',
      // Objects written where this points would be missing from the studio's clone.
      GIT_OBJECT_DIRECTORY: `${decoy.path}/objects`,
      GIT_AUTHOR_NAME: 'Intruder',
      GIT_COMMITTER_NAME: 'Intruder',
    });
    try {
      const result = await repo.saveFiles({
        branch: draft.branch,
        baseCommit: draft.commit,
        changes: [{ path: 'pages/env.yaml', text: 'env\n' }],
        author: ADA,
        message: 'env',
      });
      if (result.kind !== 'saved') throw new Error(result.kind);
      process.env = saved;
      expect(authorAndCommitter(repo.gitDir, result.commit)).toMatch(
        /^Ada Editor <ada@example.com>\|TradeLift Studio <studio@example.com>\|/,
      );
      expect(git(decoy.path, ['for-each-ref', '--format=%(refname)']).trim()).toBe(
        'refs/heads/main',
      );
    } finally {
      process.env = saved;
    }
  });
});
