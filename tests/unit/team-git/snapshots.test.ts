// @vitest-environment node
/**
 * A commit's snapshot (the folder the team studio validates and previews) arrives with its
 * pictures read, in the server's process: the validator then starts no child process for a
 * picture it has not seen (an upload), in the first commit's folder or the next one's, whose
 * files all have new change times. (That the next folder's pictures are known by their content
 * rather than read again: tests/unit/media/image-validation.test.ts.)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsReader } from '../../../src/media/facts-store.ts';
import { snapshots } from '../../../src/studio/team/server/snapshots.ts';
import { commitToBranch, refOf, seededBareRepo } from '../../support/bare-repo.ts';
import { noiseJpeg } from '../../support/test-images.ts';

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
});
