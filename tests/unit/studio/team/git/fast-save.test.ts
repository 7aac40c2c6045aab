/**
 * A save in two git processes (fast-commit.ts, then update-ref): what it looks up first decides
 * what it writes. An edit of a file not there, a file where a folder is, a version the clone
 * never had: each refused with nothing written (no ref moved, no report left in the clone); an
 * executable file stays executable; a save commits loose objects, never a pack of its own.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git } from '../../../../support/bare-repo.ts';
import { ADA, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

const save = (text: string | null, path = 'pages/pricing.yaml') => ({
  changes: [{ path, text }],
  author: ADA,
  message: `Edit ${path}`,
});

describe('a save looked up and written by one fast-import', GIT_TIMEOUT, () => {
  it('answers missing for an edit of a file not at the version, and writes nothing', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('missing');
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      mustExist: true,
      ...save('title: Gone\n', 'pages/not-there.yaml'),
    });
    expect(result).toEqual({ kind: 'missing', path: 'pages/not-there.yaml' });
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
    // The same save of a file that is there goes through.
    const saved = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      mustExist: true,
      ...save('title: Prices\nblocks: []\n'),
    });
    expect(saved.kind).toBe('saved');
  });

  it('refuses a file where a folder is, or inside a file, and moves no ref', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('folders');
    for (const path of ['pages', 'pages/pricing.yaml/inside.yaml']) {
      await expect(
        repo.saveFiles({ branch: draft.branch, baseCommit: draft.commit, ...save('x: 1\n', path) }),
      ).rejects.toThrow(/a file path that is not a folder or inside a file/);
    }
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
    expect(await repo.readText(draft.commit, 'pages/pricing.yaml')).not.toBeNull();
  });

  it('refuses a version the clone never had as bad input, and leaves no crash report', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('unknown');
    const unknown = '1'.repeat(40);
    await expect(
      repo.saveFiles({ branch: draft.branch, baseCommit: unknown, ...save('title: X\n') }),
    ).rejects.toMatchObject({ name: 'BadInputError', field: 'oid' });
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
    expect(readdirSync(repo.gitDir).filter((name) => name.startsWith('fast_import'))).toEqual([]);
  });

  it('keeps an executable file executable, and stores a save as loose objects', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('modes');
    const tool = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      ...save('#!/bin/sh\n', 'pages/tool.yaml'),
    });
    if (tool.kind !== 'saved') throw new Error(`not saved: ${tool.kind}`);
    // Made executable by hand, as a checkout might have it.
    const tree = git(repo.gitDir, ['ls-tree', `${tool.commit}:pages`]).replace(
      /100644 (blob \w+\ttool\.yaml)/,
      '100755 $1',
    );
    const pages = git(repo.gitDir, ['mktree'], { input: tree }).trim();
    const root = git(repo.gitDir, ['ls-tree', tool.commit]).replace(
      /040000 tree \w+\tpages/,
      `040000 tree ${pages}\tpages`,
    );
    const rootTree = git(repo.gitDir, ['mktree'], { input: root }).trim();
    const executable = git(repo.gitDir, [
      'commit-tree',
      '-p',
      tool.commit,
      '-m',
      'x',
      rootTree,
    ]).trim();
    git(repo.gitDir, ['update-ref', `refs/heads/${draft.branch}`, executable]);
    const packsBefore = readdirSync(join(repo.gitDir, 'objects/pack')).length;
    const edited = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: executable,
      ...save('#!/bin/sh\necho hi\n', 'pages/tool.yaml'),
    });
    if (edited.kind !== 'saved') throw new Error(`not saved: ${edited.kind}`);
    expect(git(repo.gitDir, ['ls-tree', edited.commit, 'pages/tool.yaml'])).toMatch(/^100755 /);
    expect(readdirSync(join(repo.gitDir, 'objects/pack')).length).toBe(packsBefore);
    expect(git(repo.gitDir, ['fsck', '--no-dangling'])).toBe('');
  });
});
