/**
 * Names that look like options: a file path is data (committed literally, never parsed), a
 * branch name or a remote that could be read as an option is refused, and even past those
 * checks git itself is told where its options end (`--end-of-options`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRepository } from '../../../../../src/studio/team/git/index.ts';
import { cloneBare } from '../../../../../src/studio/team/git/remote.ts';
import { git, refOf } from '../../../../support/bare-repo.ts';
import { ADA, STUDIO, bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

const scratchDirs: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('option-like input', GIT_TIMEOUT, () => {
  it('commits paths that look like options literally', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('paths');
    const marker = join(scratchDir('marker-'), 'pwned');
    const paths = [`--upload-pack=touch ${marker}`, '-x', '--end-of-options', 'pages/--help.yaml'];
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: paths.map((path) => ({ path, text: `${path}\n` })),
      author: ADA,
      message: 'odd names',
    });
    if (result.kind !== 'saved') throw new Error(result.kind);
    for (const path of paths) expect(await repo.readText(result.commit, path)).toBe(`${path}\n`);
    const listed = git(repo.gitDir, ['ls-tree', '-r', '--name-only', '-z', result.commit]).split(
      '\0',
    );
    expect(listed).toEqual(expect.arrayContaining(paths));
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses branch names that could read as options, changing nothing', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const main = (await repo.resolveRef('main'))!;
    const save = (branch: string) =>
      repo.saveFiles({
        branch,
        baseCommit: main,
        changes: [{ path: 'pages/x.yaml', text: 'x\n' }],
        author: ADA,
        message: 'x',
      });
    for (const branch of ['--upload-pack=touch /tmp/pwned', '-x', 'studio/-x', 'a/../b', '']) {
      await expect(save(branch)).rejects.toMatchObject({ name: 'BadInputError', field: 'branch' });
      await expect(repo.deleteBranch(branch, main)).rejects.toMatchObject({ field: 'branch' });
    }
    await expect(repo.resolveRef('--all')).rejects.toMatchObject({ field: 'branch' });
    await expect(repo.readText('HEAD', 'pages/index.yaml')).rejects.toMatchObject({ field: 'oid' });
    expect(git(repo.gitDir, ['for-each-ref', '--format=%(refname)']).trim()).toBe(
      'refs/heads/main',
    );
  });

  it('makes a safe branch out of any draft name', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('--upload-pack=evil; rm -rf / Café & Co');
    expect(draft.branch).toMatch(/^studio\/upload-pack-evil-rm-rf-cafe-co-[0-9a-f]{6}$/);
    const empty = await repo.createDraftBranch('---');
    expect(empty.branch).toMatch(/^studio\/draft-[0-9a-f]{6}$/);
    const long = await repo.createDraftBranch('a'.repeat(500));
    expect(long.branch.length).toBeLessThanOrEqual('studio/'.length + 48 + 7);
  });

  it('refuses paths that leave the tree or reach into .git', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('escape');
    for (const path of ['../x', '/etc/passwd', 'pages/../../x', '.git/config', 'a//b', 'a\nb']) {
      await expect(
        repo.saveFiles({
          branch: draft.branch,
          baseCommit: draft.commit,
          changes: [{ path, text: 'x' }],
          author: ADA,
          message: 'x',
        }),
      ).rejects.toMatchObject({ name: 'BadInputError', field: 'path' });
    }
    expect(await repo.resolveRef(draft.branch)).toBe(draft.commit);
  });

  it('never lets a remote address act as an option or run a command', async () => {
    const scratch = scratchDir('remote-injection-');
    const marker = join(scratch, 'pwned');
    await expect(
      openRepository({
        remote: `--upload-pack=touch ${marker}`,
        dataDir: join(scratch, 'data'),
        committer: STUDIO,
      }),
    ).rejects.toMatchObject({ name: 'BadInputError', field: 'remote' });
    // Past that check, git itself reads the address as an address (after --end-of-options)...
    await expect(
      cloneBare(`--upload-pack=touch ${marker}`, join(scratch, 'a.git'), {}, 10_000),
    ).rejects.toMatchObject({ name: 'GitError' });
    // ...and a transport that runs commands is not allowed.
    await expect(
      cloneBare(`ext::sh -c touch% ${marker}`, join(scratch, 'b.git'), {}, 10_000),
    ).rejects.toMatchObject({ name: 'GitError' });
    expect(existsSync(marker)).toBe(false);
    expect(refOf(join(scratch, 'a.git'), 'HEAD')).toBeNull();
  });
});
