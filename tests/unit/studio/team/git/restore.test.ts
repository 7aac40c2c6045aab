/**
 * A rollback's commit against a real bare remote: main's content folders as at an earlier
 * commit, one new commit on top of main (one parent, no revert), the rest of main untouched;
 * nothing pushed when it is the same or when the check refuses; made again on a moved main.
 */
import { describe, expect, it } from 'vitest';
import { commitToBranch, git, refOf, showFile } from '../../../../support/bare-repo.ts';
import { bareRemote, GIT_TIMEOUT, openStudio, PAT } from './studio-repo.ts';

const FOLDERS = ['pages', 'forms', 'media'];
const ok = async () => ({ ok: true, problems: [] as string[] });

describe('restoring the content of an earlier commit', GIT_TIMEOUT, () => {
  it('commits the content folders as they were on top of main, and leaves the rest as main has it', async () => {
    const remote = bareRemote({
      'pages/about.yaml': 'title: About\n',
      'forms/contact.yaml': 'id: contact\n',
      'schemas/page.json': '{"v": 1}\n',
    });
    const kept = refOf(remote.path, 'refs/heads/main')!;
    commitToBranch(remote.path, 'main', {
      'pages/about.yaml': 'title: About, wrong price\n',
      'pages/new.yaml': 'title: New\n',
      'media/photo.jpg': 'not really a photo',
      'forms/contact.yaml': null,
      'schemas/page.json': '{"v": 2}\n',
    });
    const main = refOf(remote.path, 'refs/heads/main')!;
    const { repo } = await openStudio(remote.path);
    const pushed: string[] = [];
    const result = await repo.restoreContent({
      from: kept,
      folders: FOLDERS,
      author: PAT,
      message: 'Restored the site as published on Nov 19 by Pat\n',
      validate: ok,
      onPushed: async (commit) => void pushed.push(commit),
    });
    expect(result).toMatchObject({ kind: 'restored' });
    if (result.kind !== 'restored') return;
    expect(result.paths.sort()).toEqual([
      'forms/contact.yaml',
      'media/photo.jpg',
      'pages/about.yaml',
      'pages/new.yaml',
    ]);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(result.commit);
    expect(pushed).toEqual([result.commit]);
    expect(git(remote.path, ['rev-list', '--parents', '-n', '1', result.commit]).trim()).toBe(
      `${result.commit} ${main}`,
    );
    expect(git(remote.path, ['log', '-1', '--format=%an|%s', result.commit]).trim()).toBe(
      'Pat Publisher|Restored the site as published on Nov 19 by Pat',
    );
    expect(showFile(remote.path, 'main', 'pages/about.yaml')).toBe('title: About\n');
    expect(showFile(remote.path, 'main', 'forms/contact.yaml')).toBe('id: contact\n');
    expect(showFile(remote.path, 'main', 'pages/new.yaml')).toBeNull();
    expect(showFile(remote.path, 'main', 'media/photo.jpg')).toBeNull();
    // Outside the content folders, main's files stay.
    expect(showFile(remote.path, 'main', 'schemas/page.json')).toBe('{"v": 2}\n');
    expect(await repo.resolveRef('main')).toBe(result.commit);
  });

  it('pushes nothing when main holds that content already, or when the check refuses it', async () => {
    const remote = bareRemote({ 'pages/about.yaml': 'title: About\n' });
    const kept = refOf(remote.path, 'refs/heads/main')!;
    const { repo } = await openStudio(remote.path);
    const request = { from: kept, folders: FOLDERS, author: PAT, message: 'Restore\n' };
    expect(await repo.restoreContent({ ...request, validate: ok })).toEqual({
      kind: 'unchanged',
      main: kept,
    });
    const main = commitToBranch(remote.path, 'main', { 'pages/about.yaml': 'title: Wrong\n' });
    const refused = await repo.restoreContent({
      ...request,
      validate: async () => ({ ok: false, problems: ['a page nothing links to'] }),
    });
    expect(refused).toEqual({ kind: 'invalid', problems: ['a page nothing links to'] });
    expect(refOf(remote.path, 'refs/heads/main')).toBe(main);
  });

  it('is made again on top of a main that moved meanwhile, keeping what came in', async () => {
    const remote = bareRemote({ 'pages/about.yaml': 'title: About\n' });
    const kept = refOf(remote.path, 'refs/heads/main')!;
    commitToBranch(remote.path, 'main', { 'pages/about.yaml': 'title: Wrong\n' });
    const { repo } = await openStudio(remote.path);
    let moved = '';
    const result = await repo.restoreContent({
      from: kept,
      folders: FOLDERS,
      author: PAT,
      message: 'Restore\n',
      // While the first attempt is checked, someone else pushes to main.
      validate: async () => {
        if (!moved) moved = commitToBranch(remote.path, 'main', { 'README.md': 'hello\n' });
        return ok();
      },
    });
    expect(result).toMatchObject({ kind: 'restored' });
    if (result.kind !== 'restored') return;
    expect(result.main).toBe(moved);
    expect(showFile(remote.path, 'main', 'README.md')).toBe('hello\n');
    expect(showFile(remote.path, 'main', 'pages/about.yaml')).toBe('title: About\n');
  });
});
