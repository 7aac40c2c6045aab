/**
 * Publishing a draft to a plain local bare remote: the merge commit, its trailers and authors,
 * validation before anything is pushed, a main that moved (merged again), a main that
 * conflicts (needs update, nothing lost), and bringing main into a draft.
 */
import { describe, expect, it } from 'vitest';
import { PushRejectedError } from '../../../../../src/studio/team/git/index.ts';
import { commitToBranch, git, refOf, showFile } from '../../../../support/bare-repo.ts';
import { draftWithTwoEditors, publishRequest, recordingValidator } from './publish-flow.ts';
import { ADA, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

const show = (gitDir: string, format: string, commit: string) =>
  git(gitDir, ['show', '-s', `--format=${format}`, commit]).trim();

describe('publishing a draft', GIT_TIMEOUT, () => {
  it('pushes a two-parent merge by the publisher with Reviewed-by trailers, editors keep their commits', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const { validate, seen } = recordingValidator();

    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));

    expect(result).toMatchObject({ kind: 'published', branchDeleted: true });
    if (result.kind !== 'published') return;
    const remoteMain = refOf(remote.path, 'refs/heads/main')!;
    expect(remoteMain).toBe(result.commit);
    expect(show(remote.path, '%P', remoteMain)).toBe(`${draft.base} ${draft.head}`);
    expect(show(remote.path, '%s', remoteMain)).toBe(`Publish draft ${draft.branch}`);
    expect(
      show(remote.path, '%(trailers:key=Reviewed-by,valueonly,separator=%x2C)', remoteMain),
    ).toBe('Rita Reviewer <rita@example.com>,Sam Second <sam@example.com>');
    expect(show(remote.path, '%an <%ae>|%cn <%ce>', remoteMain)).toBe(
      'Pat Publisher <pat@example.com>|TradeLift Studio <studio@example.com>',
    );
    expect(git(remote.path, ['log', '--format=%an', `${draft.base}..${remoteMain}^2`]).trim()).toBe(
      'Bob Editor\nAda Editor',
    );
    // The validator saw the merged tree before the push.
    expect(seen).toEqual([
      {
        commit: result.commit,
        files: {
          'pages/pricing.yaml': 'title: New pricing\nblocks: []\n',
          'pages/new.yaml': 'title: New page\nblocks: []\n',
        },
      },
    ]);
    // The draft's branch is gone, in the clone and on the remote; the clone's main follows.
    expect(await repo.resolveRef(draft.branch)).toBeNull();
    expect(refOf(remote.path, `refs/heads/${draft.branch}`)).toBeNull();
    expect(await repo.resolveRef('main')).toBe(result.commit);
  });

  it('merges again on the new main when main moved before the push, and validates again', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    let other = '';
    const { validate, seen } = recordingValidator({
      before: () => {
        // Someone publishes elsewhere while the first merge is being validated.
        if (seen.length === 1) {
          other = commitToBranch(remote.path, 'main', {
            'pages/about.yaml': 'title: About (elsewhere)\n',
          });
        }
      },
    });

    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));

    if (result.kind !== 'published') throw new Error(result.kind);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.commit).toBe(result.commit);
    expect(seen[0]!.commit).not.toBe(result.commit);
    expect(show(remote.path, '%P', result.commit)).toBe(`${other} ${draft.head}`);
    expect(showFile(remote.path, 'main', 'pages/about.yaml')).toBe('title: About (elsewhere)\n');
    expect(showFile(remote.path, 'main', 'pages/new.yaml')).toBe('title: New page\nblocks: []\n');
  });

  it('gives up after the last attempt with the real error, having pushed nothing', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path, {
      publishPolicy: { maxAttempts: 2, minWaitMs: 0, maxWaitMs: 0 },
    });
    const draft = await draftWithTwoEditors(repo);
    let last = '';
    const { validate, seen } = recordingValidator({
      before: () => {
        last = commitToBranch(remote.path, 'main', { [`pages/busy-${seen.length}.yaml`]: 'x\n' });
      },
    });
    const publishing = repo.publishDraft(publishRequest(draft.branch, draft.head, validate));
    await expect(publishing).rejects.toBeInstanceOf(PushRejectedError);
    await expect(publishing).rejects.toMatchObject({ reason: 'remote-moved' });
    expect(seen).toHaveLength(2);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(last);
    expect(await repo.resolveRef(draft.branch)).toBe(draft.head);
  });

  it("returns the validator's problems and pushes nothing when the merge is invalid", async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const problems = ['pages/new.yaml:1:8 title: expected a longer title [too-short]'];
    const { validate } = recordingValidator({ problems });

    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));

    expect(result).toMatchObject({ kind: 'invalid', problems });
    expect(refOf(remote.path, 'refs/heads/main')).toBe(draft.base);
    expect(await repo.resolveRef('main')).toBe(draft.base);
    expect(await repo.resolveRef(draft.branch)).toBe(draft.head);
  });

  it('sends a draft whose files changed on main back to "needs update", then publishes once it is updated', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const theirs = commitToBranch(remote.path, 'main', {
      'pages/pricing.yaml': 'title: Pricing changed on main\nblocks: []\n',
      'pages/about.yaml': 'title: About changed on main\n',
    });
    const { validate, seen } = recordingValidator();

    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));

    expect(result).toEqual({
      kind: 'needs-update',
      main: theirs,
      conflicts: [
        {
          path: 'pages/pricing.yaml',
          base: 'title: Pricing\nblocks:\n  - type: hero\n    title: Plans\n',
          theirs: 'title: Pricing changed on main\nblocks: []\n',
          mine: 'title: New pricing\nblocks: []\n',
        },
      ],
    });
    expect(seen).toHaveLength(0);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(theirs);
    expect(await repo.resolveRef(draft.branch)).toBe(draft.head);
    expect(await repo.mainMovedUnderneath(draft.branch)).toEqual({
      moved: true,
      main: theirs,
      mergesCleanly: false,
      conflictedPaths: ['pages/pricing.yaml'],
    });

    // Updating without a choice for the conflicting file writes nothing and shows the conflict.
    const unresolved = await repo.updateDraftFromMain({
      branch: draft.branch,
      expectedHead: draft.head,
      author: ADA,
    });
    expect(unresolved).toMatchObject({ kind: 'conflict', head: draft.head, main: theirs });
    expect(await repo.resolveRef(draft.branch)).toBe(draft.head);

    const updated = await repo.updateDraftFromMain({
      branch: draft.branch,
      expectedHead: draft.head,
      author: ADA,
      resolutions: [{ path: 'pages/pricing.yaml', text: 'title: Both\nblocks: []\n' }],
    });
    if (updated.kind !== 'updated') throw new Error(updated.kind);
    expect(show(repo.gitDir, '%P|%an', updated.commit)).toBe(`${draft.head} ${theirs}|Ada Editor`);
    expect(await repo.readText(updated.commit, 'pages/about.yaml')).toBe(
      'title: About changed on main\n',
    );
    expect(await repo.mainMovedUnderneath(draft.branch)).toEqual({ moved: false, main: theirs });

    const published = await repo.publishDraft(
      publishRequest(draft.branch, updated.commit, validate),
    );
    if (published.kind !== 'published') throw new Error(published.kind);
    expect(showFile(remote.path, 'main', 'pages/pricing.yaml')).toBe('title: Both\nblocks: []\n');
    expect(show(remote.path, '%P', published.commit)).toBe(`${theirs} ${updated.commit}`);
  });

  it('brings a main that merges cleanly into the draft', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const theirs = commitToBranch(remote.path, 'main', { 'pages/about.yaml': 'title: About v2\n' });
    await repo.fetchMain();
    expect(await repo.mainMovedUnderneath(draft.branch)).toEqual({
      moved: true,
      main: theirs,
      mergesCleanly: true,
      conflictedPaths: [],
    });
    const updated = await repo.updateDraftFromMain({
      branch: draft.branch,
      expectedHead: draft.head,
      author: ADA,
    });
    if (updated.kind !== 'updated') throw new Error(updated.kind);
    expect(await repo.readText(updated.commit, 'pages/about.yaml')).toBe('title: About v2\n');
    expect(await repo.readText(updated.commit, 'pages/new.yaml')).toBe(
      'title: New page\nblocks: []\n',
    );
    const again = await repo.updateDraftFromMain({
      branch: draft.branch,
      expectedHead: updated.commit,
      author: ADA,
    });
    expect(again).toEqual({ kind: 'up-to-date', commit: updated.commit });
  });

  it('stops when the draft moved since its approval, and has nothing to publish for a draft already in main', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await draftWithTwoEditors(repo);
    const { validate, seen } = recordingValidator();
    const stale = await repo.publishDraft(publishRequest(draft.branch, draft.ada, validate));
    expect(stale).toEqual({ kind: 'draft-moved', head: draft.head });
    const empty = await repo.createDraftBranch('nothing yet');
    const nothing = await repo.publishDraft(publishRequest(empty.branch, empty.commit, validate));
    expect(nothing).toEqual({ kind: 'nothing-to-publish', main: draft.base });
    expect(seen).toHaveLength(0);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(draft.base);
  });
});
