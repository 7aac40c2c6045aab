/**
 * The build validates each file on every core (parallel-validate.ts): a worker thread answers
 * with the result and the context reads validateWithReads gives here. These tests hold it to
 * that, file for file, and the build's cached validation (which hands the files to the workers)
 * to the one-thread report.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startParallelValidation } from '../../../src/project/parallel-validate.ts';
import {
  forgetParsedTexts,
  parseToHand,
  parseYaml,
  takeHandedParse,
} from '../../../src/content/parsed-yaml.ts';
import { buildContext, listProjectFiles, validateProject } from '../../../src/project/project.ts';
import { validateWithReads } from '../../../src/project/validate-with-reads.ts';
import { validateWithCache } from '../../../src/build/cache/validation-cache.ts';

const repo = join(import.meta.dirname, '../../..');

/** The many-mistakes project with its pages copied over and over (each copy its own text). */
function manyMistakes(folders: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'parallel-validate-'));
  folders.push(root);
  cpSync(join(repo, 'tests/fixtures/many-mistakes'), root, { recursive: true });
  const pages = listProjectFiles(root).filter((file) => file.kind === 'page');
  for (let copy = 1; copy <= 30; copy++) {
    for (const page of pages) {
      const name = page.file.replace(/^pages\//, `pages/copy-${copy}-`);
      writeFileSync(
        join(root, name),
        `${readFileSync(join(root, page.file), 'utf8')}\n# ${copy}\n`,
      );
    }
  }
  return root;
}

describe('validating on every core', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('gives every file the result of a validation on this thread', async () => {
    const root = manyMistakes(folders);
    const files = listProjectFiles(root);
    const context = buildContext(root, files);
    forgetParsedTexts();
    const expected = files.map((file) =>
      validateWithReads(file.file, file.kind, file.bytes, context),
    );
    forgetParsedTexts();
    const validation = startParallelValidation(3);
    const { results, inWorkers } = await validation.validate(files, context);
    expect(inWorkers).toBeGreaterThan(0);
    expect(expected.some(({ result }) => result.problems.length > 0)).toBe(true);
    expect(files.map((file) => results.get(file.file))).toStrictEqual(expected);
  });

  it('lets a worker join below three cores once another core is free, to the same results', async () => {
    // The project's own files many times over (each copy a route of its own, and a text of its
    // own: the same text is parsed once, and what is found in it once): work enough that a
    // worker loading the validator still finds some left.
    const own = listProjectFiles(repo);
    const files = Array.from({ length: 40 }, (_, copy) =>
      own.map(({ file, kind, bytes }) => ({
        file: file.replace(/^pages\//, `pages/copy-${copy}-`),
        kind,
        bytes: Buffer.concat([bytes, Buffer.from(`\n# copy ${copy}\n`)]),
      })),
    ).flat();
    const context = buildContext(repo, own);
    forgetParsedTexts();
    const expected = files.map((file) =>
      validateWithReads(file.file, file.kind, file.bytes, context),
    );
    forgetParsedTexts();
    // Two cores: no worker until the core is free; then one joins.
    const alone = await startParallelValidation(2).validate(files.slice(0, 50), context);
    expect(alone.inWorkers).toBe(0);
    const joined = await startParallelValidation(2).validate(files, context, Promise.resolve());
    expect(joined.inWorkers).toBeGreaterThan(0);
    expect(files.map((file) => joined.results.get(file.file))).toStrictEqual(expected);
  }, 120_000);

  it("hands a worker this thread's parse of a file, which it validates without reading the text", async () => {
    // The project's pages many times over (as above): enough that the workers, loading the
    // validator, still find files left when this thread validates from parses it holds.
    const own = listProjectFiles(repo);
    const context = buildContext(repo, own);
    const pages = Array.from({ length: 40 }, (_, copy) =>
      own.flatMap(({ file, kind, source }) => {
        if (kind !== 'page') return [];
        const text = `${source}\n# copy ${copy}\n`;
        return [
          {
            file: `pages/copy-${copy}-${file.slice(6)}`,
            kind,
            source: text,
            bytes: Buffer.from(text),
          },
        ];
      }),
    ).flat();
    // This thread's parse of each page the fast reader takes, its title changed: a worker that
    // read the text again would give the title written.
    forgetParsedTexts();
    const handed = pages.flatMap((file) => {
      parseYaml(file.source);
      const parse = parseToHand(file.source);
      return parse ? [{ file, parse }] : [];
    });
    forgetParsedTexts();
    for (const { file, parse } of handed) {
      takeHandedParse(file.source, {
        ...parse,
        data: { ...(parse.data as object), title: 'As handed' },
      });
    }
    const files = handed.map(({ file }) => file);
    const { results, inWorkers } = await startParallelValidation(3).validate(files, context);
    expect(inWorkers).toBeGreaterThan(0);
    const titles = files.flatMap((file) => {
      const data = results.get(file.file)?.result.data as { title?: string } | undefined;
      return data ? [data.title] : [];
    });
    expect(titles.length).toBeGreaterThan(inWorkers);
    expect(new Set(titles)).toStrictEqual(new Set(['As handed']));
  }, 120_000);

  it("gives the build's cached validation the one-thread report", async () => {
    const root = manyMistakes(folders);
    forgetParsedTexts();
    const oneThread = validateProject(root);
    forgetParsedTexts();
    const { report } = await validateWithCache(root, true);
    expect(oneThread.problems.length).toBeGreaterThan(100);
    expect(report).toStrictEqual(oneThread);
  });
});
