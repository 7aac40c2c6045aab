/** An uploaded picture saved into a draft: its bytes reach the branch (and the remote) unchanged. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ADA, BOB, GIT_TIMEOUT, bareRemote, openStudio } from './studio-repo.ts';

/** Every byte value, a NUL, a CR LF and bytes that are not UTF-8: what a text path would mangle. */
const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0xc3]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\r\n\r\n'),
]);

describe('saving bytes into a draft', GIT_TIMEOUT, () => {
  it('stores a binary file byte for byte, on the draft and on the remote', async () => {
    const remote = bareRemote();
    const { repo } = await openStudio(remote.path);
    const draft = await repo.createDraftBranch('photos');
    const result = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path: 'media/roof-0123456789ab.png', bytes: PICTURE }],
      author: ADA,
      message: 'Add media/roof-0123456789ab.png',
    });
    expect(result.kind).toBe('saved');
    if (result.kind !== 'saved') return;
    const stored = await repo.readBytes(result.commit, 'media/roof-0123456789ab.png');
    expect(stored?.equals(PICTURE)).toBe(true);
    expect(await repo.changedPaths(draft.commit, result.commit)).toEqual([
      'media/roof-0123456789ab.png',
    ]);
    await repo.backupsSettled();
    const onRemote = execFileSync('git', [
      `--git-dir=${remote.path}`,
      'cat-file',
      'blob',
      `refs/heads/${draft.branch}:media/roof-0123456789ab.png`,
    ]);
    expect(onRemote.equals(PICTURE)).toBe(true);
  });

  it('takes the same bytes saved over a stale base as no conflict, and other bytes as one', async () => {
    const { repo } = await openStudio(bareRemote().path);
    const draft = await repo.createDraftBranch('photos twice');
    const path = 'media/roof.png';
    const first = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path, bytes: PICTURE }],
      author: ADA,
      message: `Add ${path}`,
    });
    expect(first.kind).toBe('saved');
    const same = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path, bytes: Buffer.from(PICTURE) }],
      author: BOB,
      message: `Add ${path}`,
    });
    expect(same.kind).toBe('unchanged');
    const other = await repo.saveFiles({
      branch: draft.branch,
      baseCommit: draft.commit,
      changes: [{ path, bytes: Buffer.concat([PICTURE, Buffer.from([1])]) }],
      author: BOB,
      message: `Add ${path}`,
    });
    expect(other.kind).toBe('conflict');
  });
});
