/**
 * The build and `npm run validate` parse the files on every core (parallel-parse.ts): a worker
 * sends back plain data, and the document is parsed again here only where a problem needs a
 * position. These tests hold that to the one-thread parse: the same data, head and problems for
 * every kind of text, and the same project report, problem for problem.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInParallel } from '../../src/content/parallel-parse.ts';
import { forgetParsedTexts, parseYaml } from '../../src/content/parsed-yaml.ts';
import {
  listProjectFiles,
  validateProject,
  validateProjectOnAllCores,
} from '../../src/content/project.ts';
import { badInputs } from '../support/bad-input.ts';

const repo = join(import.meta.dirname, '../..');

/** What a text parses to, as the validator reads it. */
const reading = (source: string) => {
  const parsed = parseYaml(source);
  return {
    data: parsed.data,
    head: parsed.head,
    problems: parsed.problems,
    // The document and line table, parsed again here on first use for a worker's text.
    range: parsed.document.contents?.range ?? null,
    lastLine: parsed.lines.linePos(source.length),
  };
};

/** Texts whose data is easy to get wrong between threads. */
const tricky = [
  '__proto__: { polluted: true }\nconstructor: 1\n',
  'base: &base { a: 1, b: [1, 2] }\ncopy: *base\nmerged: { <<: *base, c: 3 }\n',
  'numbers: [-0, .nan, .inf, -.inf, 0x1F, 0o17, 1e300, 12345678901234567890]\n',
  'empty:\nnothing: ~\nflag: true\ndate: 2026-01-01\n"1": one\n2: two\n',
  'text: |\n  line one\n  line two\nfolded: >-\n  a\n  b\n',
  '',
  '# only a comment\n',
];

describe('parsing on every core', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("gives every text the data, head and problems of this thread's parse", async () => {
    const texts = [
      ...listProjectFiles(repo).map((file) => file.source),
      ...Object.values(badInputs()).map((bytes) => new TextDecoder().decode(bytes)),
      ...tricky,
    ];
    // Enough texts for the workers to start (a comment changes the text, not the data).
    const sources = [...texts, ...texts.map((text) => `${text}\n# copy\n`)];
    forgetParsedTexts();
    const expected = sources.map(reading);
    forgetParsedTexts();
    const counts = await parseInParallel(sources, 2);
    expect(counts.inWorkers).toBeGreaterThan(0);
    expect(counts.inWorkers + counts.here).toBe(new Set(sources).size);
    sources.forEach((source, index) => expect(reading(source)).toStrictEqual(expected[index]));
  });

  it('reports exactly what a validation on one thread reports', async () => {
    // The many-mistakes project, its pages copied over and over: syntax and schema errors,
    // warnings, duplicate routes, sections and downloads, and valid pages among them.
    const root = mkdtempSync(join(tmpdir(), 'parallel-parse-'));
    folders.push(root);
    cpSync(join(repo, 'tests/fixtures/many-mistakes'), root, { recursive: true });
    const pages = listProjectFiles(root).filter((file) => file.kind === 'page');
    for (let copy = 1; copy <= 60; copy++) {
      for (const page of pages) {
        const name = page.file.replace(/^pages\//, `pages/copy-${copy}-`);
        // A comment makes each copy its own text, for the workers to parse.
        writeFileSync(
          join(root, name),
          `${readFileSync(join(root, page.file), 'utf8')}\n# ${copy}\n`,
        );
      }
    }
    forgetParsedTexts();
    const oneThread = validateProject(root);
    forgetParsedTexts();
    const counts = await parseInParallel(
      listProjectFiles(root).map((file) => file.source),
      2,
    );
    expect(counts.inWorkers).toBeGreaterThan(0);
    const allCores = await validateProjectOnAllCores(root);
    expect(oneThread.problems.length).toBeGreaterThan(100);
    expect(allCores).toStrictEqual(oneThread);
  });
});
