/**
 * Main's commits after a deployed one, as the Live site view lists them (git/commits-after.ts):
 * newest first in a person's words, counted in full but listed up to a limit, a merge counted
 * once with its own subject (not the commits it brought in), and nothing when there is nothing.
 */
import { describe, expect, it } from 'vitest';
import { commitToBranch, git } from '../../../../support/bare-repo.ts';
import { bareRemote, GIT_TIMEOUT, openStudio } from './studio-repo.ts';

const DANA = { name: 'Dev Dana', email: 'dana@example.com' };
const at = (iso: string) => new Date(iso);

describe('commitsAfter', () => {
  it(
    'lists main’s own commits after the deployed one, newest first, up to the limit',
    GIT_TIMEOUT,
    async () => {
      const remote = bareRemote();
      const deployed = git(remote.path, ['rev-parse', 'refs/heads/main']).trim();
      const subjects = ['Fix the “phone” line', 'Add <b>bold</b> & more', 'Third: a; b | c'];
      let head = deployed;
      for (const [index, subject] of subjects.entries()) {
        head = commitToBranch(
          remote.path,
          'main',
          { [`pages/note-${index}.yaml`]: `title: Note ${index}\nblocks: []\n` },
          DANA,
          `${subject}\n\nA body line that is not shown.`,
          at(`2026-12-0${index + 1}T10:00:00Z`),
        );
      }
      const { repo } = await openStudio(remote.path);
      const main = await repo.fetchMain();
      expect(main).toBe(head);

      const all = await repo.commitsAfter(deployed, head, 10);
      expect(all.count).toBe(3);
      expect(all.commits).toEqual(
        [...subjects].reverse().map((subject, index) => ({
          commit: expect.stringMatching(/^[0-9a-f]{40}$/),
          subject,
          authorName: 'Dev Dana',
          at: at(`2026-12-0${3 - index}T10:00:00Z`).getTime(),
        })),
      );
      expect(all.commits[0]!.commit).toBe(head);

      const two = await repo.commitsAfter(deployed, head, 2);
      expect(two.count).toBe(3);
      expect(two.commits.map((commit) => commit.subject)).toEqual([subjects[2], subjects[1]]);

      expect(await repo.commitsAfter(head, head, 10)).toEqual({ count: 0, commits: [] });
    },
  );

  it('counts a merge once, by its own subject', GIT_TIMEOUT, async () => {
    const remote = bareRemote();
    const deployed = git(remote.path, ['rev-parse', 'refs/heads/main']).trim();
    git(remote.path, ['branch', 'feature', deployed]);
    commitToBranch(
      remote.path,
      'feature',
      { 'pages/a.yaml': 'title: A\nblocks: []\n' },
      DANA,
      'On the side 1',
    );
    const side = commitToBranch(
      remote.path,
      'feature',
      { 'pages/b.yaml': 'title: B\nblocks: []\n' },
      DANA,
      'On the side 2',
    );
    const merge = git(remote.path, ['commit-tree', `${side}^{tree}`, '-p', deployed, '-p', side], {
      input: 'Merge the feature\n',
      author: DANA,
    }).trim();
    git(remote.path, ['update-ref', 'refs/heads/main', merge]);
    const { repo } = await openStudio(remote.path);
    const head = await repo.fetchMain();
    const after = await repo.commitsAfter(deployed, head, 10);
    expect(after.count).toBe(1);
    expect(after.commits.map((commit) => commit.subject)).toEqual(['Merge the feature']);
  });
});
