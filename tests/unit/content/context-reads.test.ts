/**
 * What a file's validation reads of the project's context (src/content/context-reads.ts): the
 * build cache reuses a result whenever another context answers the same questions alike, so the
 * validator must read the context through nothing else. Here, on the site's own files and the
 * many-mistakes fixture's (unknown routes, forms and sections, whose messages list what exists),
 * any change of the context that answers a file's reads alike leaves its result as it was.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersIn } from '../../../src/content/context-reads.ts';
import type { ProjectContext } from '../../../src/content/context.ts';
import { forgetParsedTexts } from '../../../src/content/parsed-yaml.ts';
import { buildContext, listProjectFiles, type ProjectFile } from '../../../src/project/project.ts';
import { validateSource } from '../../../src/project/validate.ts';
import { validateWithReads } from '../../../src/project/validate-with-reads.ts';

const repo = join(import.meta.dirname, '../../..');

/** A project's files and context, each file's result and reads against it. */
function checked(root: string) {
  const files = listProjectFiles(root);
  const context = buildContext(root, files, '2026-11-28');
  const results = files.map((file) => ({
    file,
    ...validateWithReads(file.file, file.kind, file.bytes, context),
  }));
  return { context, results };
}

const projects = [checked(repo), checked(join(repo, 'tests/fixtures/many-mistakes'))];

/** A few members of a set (most changes leave most files' answers alike). */
const few = <T>(members: T[]) => fc.subarray(members, { maxLength: Math.min(3, members.length) });

/** A change of a context: some of each set's members gone, some addresses added or redirected. */
const changeOf = (context: ProjectContext) =>
  fc.record({
    routesGone: few([...context.routes]),
    routesAdded: fc.subarray(['/talk-to-us', '/spring', '/events']),
    redirectsAdded: fc.subarray([
      ['/talk-to-us', '/contact'],
      ['/spring', '/pricing'],
      ['/contact', '/about'],
    ] as const),
    formsGone: few([...context.formIds]),
    sectionsGone: few([...context.sectionIds]),
    downloadsGone: few([...context.downloads]),
    publicGone: few([...context.publicFiles]),
    today: fc.constantFrom(context.today, '2031-01-01'),
  });

type Change = ReturnType<typeof changeOf> extends fc.Arbitrary<infer T> ? T : never;

function changed(context: ProjectContext, change: Change): ProjectContext {
  const without = <T>(set: ReadonlySet<T>, gone: readonly T[]) =>
    new Set([...set].filter((member) => !gone.includes(member)));
  return {
    ...context,
    routes: new Set([...without(context.routes, change.routesGone), ...change.routesAdded]),
    redirects: new Map([...context.redirects, ...change.redirectsAdded]),
    formIds: without(context.formIds, change.formsGone),
    sectionIds: without(context.sectionIds, change.sectionsGone),
    downloads: without(context.downloads, change.downloadsGone),
    publicFiles: without(context.publicFiles, change.publicGone),
    today: change.today,
  };
}

describe('the context a validation reads', () => {
  it('gives the same result in any context that answers its reads alike', () => {
    let alike = 0;
    let different = 0;
    for (const { context, results } of projects) {
      fc.assert(
        fc.property(changeOf(context), (change) => {
          const next = changed(context, change);
          const before = answersIn(context);
          const after = answersIn(next);
          for (const { file, result, reads } of results) {
            if (before(reads) !== after(reads)) {
              different++;
              continue;
            }
            alike++;
            forgetParsedTexts();
            expect(validateAgain(file, next), file.file).toStrictEqual(result);
          }
        }),
        { numRuns: 12 },
      );
    }
    // Both kinds happened: results reused, and results the change could touch.
    expect(alike).toBeGreaterThan(100);
    expect(different).toBeGreaterThan(10);
  }, 120_000);

  it('notes a listing of a set as the whole set, a lookup by its key', () => {
    const mistaken = projects[1]!.results.find(({ file }) => file.file === 'pages/index.yaml')!;
    // Its unknown route's message lists the routes (did-you-mean): all of them were read.
    expect(mistaken.result.problems.map((problem) => problem.code)).toContain('unknown-route');
    expect(mistaken.reads).toContainEqual(['routes']);
    const { context, results } = projects[0]!;
    const home = results.find(({ file }) => file.file === 'pages/index.yaml')!;
    expect(home.reads.filter(([part]) => part === 'routes').length).toBeGreaterThan(0);
    expect(home.reads).not.toContainEqual(['routes']);
    // A route no file asked about changes no file's answers.
    const added = answersIn({ ...context, routes: new Set([...context.routes, '/nowhere']) });
    expect(added(home.reads)).toBe(answersIn(context)(home.reads));
  });
});

const validateAgain = (file: ProjectFile, context: ProjectContext) =>
  validateSource(file.file, file.kind, file.bytes, context);
