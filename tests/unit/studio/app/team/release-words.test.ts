/** The release list's words: a file's change, and what a restore changes back. */
import { describe, expect, it } from 'vitest';
import type { ReleaseEntry } from '../../../../../src/studio/app/team/live-site-api.ts';
import { filesChangedBack, fileWords } from '../../../../../src/studio/app/team/release-words.ts';

const release = (deployId: number, files: ReleaseEntry['files'], moreFiles = 0): ReleaseEntry => ({
  deployId,
  commit: String(deployId).repeat(40).slice(0, 40),
  publishedByName: 'Pat',
  liveSince: 0,
  restoresDeploy: null,
  files,
  moreFiles,
});

describe('a changed file in words', () => {
  it('names the page by its address, and says added, removed or what changed', () => {
    expect(
      fileWords({ path: 'pages/about.yaml', route: '/about', changes: ['title changed'] }),
    ).toBe('pages/about.yaml (/about): title changed');
    expect(fileWords({ path: 'pages/new.yaml', route: '/new', added: true })).toBe(
      'pages/new.yaml (/new): added',
    );
    expect(fileWords({ path: 'media/a.jpg', deleted: true })).toBe('media/a.jpg: removed');
    expect(fileWords({ path: 'forms/contact.yaml' })).toBe('forms/contact.yaml');
  });
});

describe('what a restore changes back', () => {
  it('is every file the releases after it changed, and says when some were not listed', () => {
    const releases = [
      release(4, [{ path: 'pages/b.yaml' }, { path: 'pages/a.yaml' }]),
      release(3, [{ path: 'pages/a.yaml' }], 2),
      release(2, [{ path: 'forms/x.yaml' }]),
      release(1, null),
    ];
    expect(filesChangedBack(releases, releases[2]!)).toEqual({
      paths: ['pages/a.yaml', 'pages/b.yaml'],
      more: true,
    });
    expect(filesChangedBack(releases, releases[0]!)).toEqual({ paths: [], more: false });
    expect(filesChangedBack(releases.slice(0, 2), releases[1]!)).toEqual({
      paths: ['pages/a.yaml', 'pages/b.yaml'],
      more: false,
    });
  });
});
