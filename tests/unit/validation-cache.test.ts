/**
 * The build's validation cache (src/cli/build-cache/validation-cache.ts): after a one-page edit
 * the report is an uncached validation's, and no other page's data is read for it (the checks
 * across files run on the digests the cache keeps).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateWithCache } from '../../src/cli/build-cache/validation-cache.ts';
import { buildCachePath } from '../../src/cli/build-cache/location.ts';
import { forgetParsedTexts } from '../../src/content/parsed-yaml.ts';
import { validateProject } from '../../src/content/project.ts';

const repo = join(import.meta.dirname, '../..');

/** The project's content in a folder of its own. */
function contentCopy(folders: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'validation-cache-'));
  folders.push(root);
  for (const folder of ['pages', 'forms', 'public'])
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  return root;
}

const edit = (root: string, file: string) => {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const edited = text.replace(/^title: (.*)$/m, 'title: $1 (edited)');
  expect(edited).not.toBe(text);
  writeFileSync(path, edited);
};

describe('the validation cache', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('reads no unchanged page’s data after a one-page edit, and reports what no cache does', async () => {
    const root = contentCopy(folders);
    await validateWithCache(root, false);
    edit(root, 'pages/pricing.yaml');
    // Every kept data file made unreadable: a build that read one would fail.
    const dataFolder = buildCachePath(root, 'data');
    const kept = readdirSync(dataFolder);
    expect(kept.length).toBeGreaterThan(20);
    for (const name of kept) writeFileSync(join(dataFolder, name), 'not JSON');
    forgetParsedTexts();

    const run = await validateWithCache(root, false);
    forgetParsedTexts();
    const uncached = validateProject(root);
    expect(run.reused).toBe(run.files.length - 1);
    expect(run.report.problems).toStrictEqual(uncached.problems);
    expect(run.report.summary).toStrictEqual(uncached.summary);
    expect(run.pageImages.flat().length).toBeGreaterThan(0);
    // The edited page's data is this run's; another page's would be read from its file now.
    const resultOf = (file: string) => run.report.results.find((result) => result.file === file)!;
    expect(resultOf('pages/pricing.yaml').data).toStrictEqual(
      uncached.results.find((result) => result.file === 'pages/pricing.yaml')!.data,
    );
    expect(() => resultOf('pages/about.yaml').data).toThrow(SyntaxError);
  });

  it('checks a file again when its data file is gone, and keeps no data file of an old text', async () => {
    const root = contentCopy(folders);
    await validateWithCache(root, false);
    const dataFolder = buildCachePath(root, 'data');
    const before = readdirSync(dataFolder);
    // The cache's record of another page names its data file.
    const record = readFileSync(buildCachePath(root, 'validation.jsonl'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('["pages/contact.yaml",'))!;
    const [, { key }] = JSON.parse(record) as [string, { key: string }];
    rmSync(join(dataFolder, `${key}.json`));
    edit(root, 'pages/about.yaml');
    forgetParsedTexts();

    const run = await validateWithCache(root, false);
    forgetParsedTexts();
    expect(run.reused).toBe(run.files.length - 2);
    expect(run.report).toStrictEqual(validateProject(root));
    // One data file a valid file: the edited page's old one went.
    expect(readdirSync(dataFolder).length).toBe(before.length);
  });
});
