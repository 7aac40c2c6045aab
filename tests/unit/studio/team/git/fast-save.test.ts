/**
 * A save by kept git processes (fast-commit.ts, then ref-updater.ts): what it looks up first
 * decides what it writes. An edit of a file not there, a file where a folder is, a version the
 * clone never had: each refused with nothing written (no ref moved, no report left in the clone);
 * an executable file stays executable; a save commits loose objects, never a pack of its own; once
 * the kept processes run, a save starts none.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('starts no git process for a save once its kept ones run, and replaces one git ended', async () => {
    // A `git` first on PATH that notes each start, then runs the real one (as bench:team counts).
    const bin = mkdtempSync(join(tmpdir(), 'counting-git-'));
    const log = join(bin, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(log, '');
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\necho "$*" >> ${JSON.stringify(log)}\nexec ${JSON.stringify(real)} "$@"\n`,
    );
    chmodSync(join(bin, 'git'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path ?? ''}`;
    try {
      const { repo } = await openStudio(bareRemote().path, { backupDrafts: false });
      const draft = await repo.createDraftBranch('kept');
      let head = draft.commit;
      const saveOne = async (round: number) => {
        const saved = await repo.saveFiles({
          branch: draft.branch,
          baseCommit: head,
          ...save(`title: Round ${round}\nblocks: []\n`),
        });
        if (saved.kind !== 'saved') throw new Error(`not saved: ${saved.kind}`);
        head = saved.commit;
      };
      await saveOne(0);
      const started = readFileSync(log, 'utf8').split('\n').length;
      for (let round = 1; round <= 5; round++) await saveOne(round);
      expect(readFileSync(log, 'utf8').split('\n').length).toBe(started);
      // Moved behind its back: the kept update-ref refuses and ends, the save starts over on the
      // new head, and the save after it is served by a new one.
      const moved = git(repo.gitDir, [
        'commit-tree',
        '-p',
        head,
        '-m',
        'elsewhere',
        `${head}^{tree}`,
      ]).trim();
      git(repo.gitDir, ['update-ref', `refs/heads/${draft.branch}`, moved]);
      await saveOne(6);
      expect(git(repo.gitDir, ['rev-parse', `${head}^`]).trim()).toBe(moved);
      await saveOne(7);
      expect(await repo.readText(head, 'pages/pricing.yaml')).toBe('title: Round 7\nblocks: []\n');
      await repo.close();
      expect(git(repo.gitDir, ['fsck', '--no-dangling'])).toBe('');
    } finally {
      process.env.PATH = path;
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
