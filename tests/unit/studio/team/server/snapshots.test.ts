/**
 * A commit's snapshot (the folder the team studio validates and previews) arrives with its
 * pictures read, in the server's process: the validator then starts no child process for a
 * picture it has not seen (an upload), in the first commit's folder or the next one's, whose
 * files all have new change times. (That the next folder's pictures are known by their content
 * rather than read again: tests/unit/media/image-validation.test.ts.)
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsReader } from '../../../../../src/media/facts-store.ts';
import { treeOf } from '../../../../../src/studio/team/git/objects.ts';
import { checkoutTree } from '../../../../../src/studio/team/git/tree-build.ts';
import { snapshotFromAnother } from '../../../../../src/studio/team/server/snapshot-copy.ts';
import { snapshots } from '../../../../../src/studio/team/server/snapshots.ts';
import { commitToBranch, git, refOf, seededBareRepo } from '../../../../support/bare-repo.ts';
import { noiseJpeg } from '../../../../support/test-images.ts';

describe('a commit’s snapshot', () => {
  it('holds the facts of its pictures: the validator reads none', async () => {
    // A picture no other test has read (noise is random).
    const project = mkdtempSync(join(tmpdir(), 'snapshot-project-'));
    mkdirSync(join(project, 'media'));
    writeFileSync(join(project, 'media/crew.jpg'), await noiseJpeg(800, 600));
    const remote = seededBareRepo({ copy: { from: project, paths: ['media'] } });
    const folders = snapshots(remote.path, mkdtempSync(join(tmpdir(), 'snapshots-')));

    const first = await folders.dirFor(refOf(remote.path, 'main')!);
    const reader = factsReader(first);
    expect(reader.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 800, height: 600 });
    expect(reader.probed()).toBe(0);

    // The next commit changes a page: its folder's picture has a new change time.
    const next = commitToBranch(remote.path, 'main', { 'pages/about.yaml': 'title: About\n' });
    const second = await folders.dirFor(next);
    expect(second).not.toBe(first);
    const again = factsReader(second);
    expect(again.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 800 });
    expect(again.probed()).toBe(0);
    remote.remove();
  });

  it('made from the last one, holds what a checkout of its commit holds, and leaves that one as it was', async () => {
    const project = mkdtempSync(join(tmpdir(), 'snapshot-project-'));
    const files: Record<string, string> = {
      'pages/index.yaml': 'title: Home\n',
      'pages/about.yaml': 'title: About\n',
      'pages/services/roofing.yaml': 'title: Roofing\n',
      'forms/contact.yaml': 'id: contact\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(project, dirname(path)), { recursive: true });
      writeFileSync(join(project, path), text);
    }
    mkdirSync(join(project, 'media'));
    writeFileSync(join(project, 'media/crew.jpg'), await noiseJpeg(400, 300));
    const remote = seededBareRepo({ copy: { from: project, paths: ['pages', 'forms', 'media'] } });
    const folders = snapshots(remote.path, mkdtempSync(join(tmpdir(), 'snapshots-')));
    const first = await folders.dirFor(refOf(remote.path, 'main')!);
    const before = contents(first);

    // A save's commit: one page edited, one added in a new folder, one removed, the last page
    // of a folder removed.
    const next = commitToBranch(remote.path, 'main', {
      'pages/index.yaml': 'title: Welcome\n',
      'pages/areas/austin.yaml': 'title: Austin\n',
      'pages/about.yaml': null,
      'pages/services/roofing.yaml': null,
    });
    const second = await folders.dirFor(next);
    const checkedOut = mkdtempSync(join(tmpdir(), 'checkout-'));
    await checkoutTree(remote.path, await treeOf(remote.path, next), checkedOut);
    expect(contents(second)).toEqual(contents(checkedOut));
    // Made from the first: what they share is the same file.
    for (const path of ['forms/contact.yaml', 'media/crew.jpg']) {
      expect(statSync(join(second, path)).ino).toBe(statSync(join(first, path)).ino);
    }
    // The first is as it was.
    expect(contents(first)).toEqual(before);
    // Its picture known there already: nothing read again.
    expect(factsReader(second).facts('media/crew.jpg')).toMatchObject({ ok: true, width: 400 });
    expect(factsReader(second).probed()).toBe(0);
    remote.remove();
  });
});

/** Every file under `dir` but `.cache/`, with its bytes as base64. */
function contents(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (prefix: string) => {
    for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (path !== '.cache') walk(path);
      } else {
        found[path] = readFileSync(join(dir, path)).toString('base64');
      }
    }
  };
  walk('');
  return found;
}

describe('a snapshot made from another', () => {
  it('refuses a path a checkout would refuse, before it writes anything', async () => {
    const remote = seededBareRepo({ files: { 'pages/index.yaml': 'title: Home\n' } });
    const base = await snapshots(remote.path, mkdtempSync(join(tmpdir(), 'snapshots-'))).dirFor(
      refOf(remote.path, 'main')!,
    );
    const blob = git(remote.path, ['rev-parse', 'main:pages/index.yaml']).trim();
    const parent = mkdtempSync(join(tmpdir(), 'snapshot-parent-'));
    const dir = join(parent, 'new');
    mkdirSync(dir);
    for (const path of ['../escaped.yaml', 'pages/../../escaped.yaml', '.git/config']) {
      await expect(
        snapshotFromAnother(remote.path, base, dir, [
          { path, entry: { path, mode: '100644', oid: blob } },
        ]),
      ).rejects.toThrow();
    }
    expect(readdirSync(parent)).toEqual(['new']);
    expect(readdirSync(dir)).toEqual([]);
    remote.remove();
  });
});
