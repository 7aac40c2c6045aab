/**
 * A draft is refused only for what it adds: its problems less main's, matched by file, field
 * path and code, never by line. Shown on the pure comparison and on real folders checked by
 * the publish check, where main holds an upcoming webinar whose date has passed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../../../../src/content/problem.ts';
import { addedProblems } from '../../../../../src/studio/team/server/problem-diff.ts';
import { checkAgainstMain } from '../../../../../src/studio/team/server/main-problems.ts';
import { validateForPublish } from '../../../../../src/studio/team/server/publish-validation.ts';

const problem = (over: Partial<Problem>): Problem => ({
  file: 'pages/webinars.yaml',
  line: 45,
  column: 13,
  path: 'blocks[1].featured.date',
  message: 'the upcoming webinar of 2026-12-03 is before the build date 2026-12-04',
  severity: 'warning',
  code: 'stale-date',
  ...over,
});

describe('the problems a draft adds', () => {
  it('matches by file, path and code, not by line', () => {
    const main = [problem({})];
    expect(addedProblems([problem({ line: 52, column: 3 })], main)).toEqual([]);
  });

  it('keeps a problem that differs in file, path or code', () => {
    const main = [problem({})];
    const other = [
      problem({ file: 'pages/index.yaml' }),
      problem({ path: 'blocks[1].groups[0].items[0].date' }),
      problem({ code: 'unknown-route' }),
    ];
    expect(addedProblems(other, main)).toEqual(other);
  });

  it('counts: a second problem of a kind main has once is added', () => {
    const twice = [problem({ line: 1 }), problem({ line: 2 })];
    expect(addedProblems(twice, [problem({})])).toEqual([problem({ line: 2 })]);
  });
});

describe('the check of a draft against main', () => {
  const made: string[] = [];
  afterAll(() => {
    made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    vi.unstubAllEnvs();
  });
  vi.stubEnv('BUILD_DATE', '2026-11-20');

  /** A copy of this project's content with its webinars page edited by `edit`. */
  function contentCopy(edit: (webinars: string) => string): string {
    const root = mkdtempSync(join(tmpdir(), 'problem-diff-'));
    made.push(root);
    for (const folder of ['pages', 'forms', 'public']) {
      cpSync(join(process.cwd(), folder), join(root, folder), { recursive: true });
    }
    const file = join(root, 'pages/webinars.yaml');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return root;
  }
  // Main: the featured webinar's date is before the build date pinned above.
  const pastFeatured = (text: string) => text.replace('date: "2027-01-07"', 'date: "2026-11-10"');
  const mainHas = (problems: Problem[]) => ({
    current: async () => ({ commit: 'main', problems: problems.map(withText) }),
  });
  const withText = (found: Problem) => ({ ...found, text: '', fix: '' });

  it('passes a draft that only moves main’s past webinar down a line, and refuses one that adds a problem', async () => {
    const main = await validateForPublish(contentCopy(pastFeatured));
    expect(main.problems.map(({ file, path, code }) => ({ file, path, code }))).toEqual([
      { file: 'pages/webinars.yaml', path: 'blocks[1].featured.date', code: 'stale-date' },
    ]);
    // The draft adds a comment line above it: the problem's line moves, nothing else.
    const moved = contentCopy((text) =>
      pastFeatured(text).replace('blocks:\n', 'blocks:\n  # new\n'),
    );
    const movedAlone = await validateForPublish(moved);
    expect(movedAlone.ok).toBe(false);
    expect(movedAlone.problems[0]!.line).toBe(main.problems[0]!.line + 1);
    expect(await checkAgainstMain(moved, mainHas(main.problems))).toEqual({
      ok: true,
      problems: [],
    });

    // This draft makes a second webinar past: that one blocks it, main's does not.
    const added = contentCopy((text) =>
      pastFeatured(text).replace('date: "2026-12-10"', 'date: "2026-11-12"'),
    );
    const verdict = await checkAgainstMain(added, mainHas(main.problems));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'blocks[1].groups[0].items[0].date', code: 'stale-date' },
    ]);
    // Without main to compare with, every problem blocks (the check as it was).
    expect((await checkAgainstMain(moved, undefined)).ok).toBe(false);
  });
});
