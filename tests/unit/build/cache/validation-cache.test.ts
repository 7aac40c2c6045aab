// @vitest-environment jsdom
/**
 * The build's validation cache (src/build/cache/validation-cache.ts): after a one-page edit
 * the report is an uncached validation's, and no other page's data is read for it (the checks
 * across files run on the digests the cache keeps); the data packs (data-packs.ts) keep what is
 * in use and no more than twice it.
 */
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { validateWithCache } from '../../../../src/build/cache/validation-cache.ts';
import { buildCachePath } from '../../../../src/build/cache/location.ts';
import { forgetParsedTexts } from '../../../../src/content/parsed-yaml.ts';
import { validateProject } from '../../../../src/project/project.ts';
import { validateSource } from '../../../../src/project/validate.ts';
import type * as Validate from '../../../../src/project/validate.ts';

// The validator as it is, its calls recorded.
vi.mock('../../../../src/project/validate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Validate>();
  return { ...actual, validateSource: vi.fn(actual.validateSource) };
});

const repo = join(import.meta.dirname, '../../../..');

/** The project's content in a folder of its own. */
function contentCopy(folders: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'validation-cache-'));
  folders.push(root);
  for (const folder of ['pages', 'forms', 'public'])
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  return root;
}

/** A build's validation: its data and records written once its results are in. */
async function checkedAndSaved(root: string) {
  const run = await validateWithCache(root, false);
  run.save();
  return run;
}

/** A copy whose about page links to /talk-to-us, which no page has (yet). */
function aboutLinkingToNowhere(folders: string[]): string {
  const root = contentCopy(folders);
  const about = join(root, 'pages/about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8').replace(/to: \/contact\b/, 'to: /talk-to-us'));
  return root;
}

/** The codes of the about page's problems in a run. */
const aboutCodes = (run: Awaited<ReturnType<typeof checkedAndSaved>>) =>
  run.report.problems.filter((p) => p.file === 'pages/about.yaml').map((p) => p.code);

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
    await checkedAndSaved(root);
    edit(root, 'pages/pricing.yaml');
    // The kept data made unreadable (its bytes kept in number): a build that read any would fail.
    const dataFolder = buildCachePath(root, 'data');
    const packs = readdirSync(dataFolder);
    expect(packs).toHaveLength(1);
    const pack = join(dataFolder, packs[0]!);
    writeFileSync(pack, 'x'.repeat(statSync(pack).size));
    forgetParsedTexts();

    const run = await checkedAndSaved(root);
    forgetParsedTexts();
    const uncached = validateProject(root);
    expect(run.reused).toBe(run.files.length - 1);
    expect(run.report.problems).toStrictEqual(uncached.problems);
    expect(run.report.summary).toStrictEqual(uncached.summary);
    expect(run.pageImages.flat().length).toBeGreaterThan(0);
    // The edited page's data is this run's; another page's would be read from its pack now.
    const resultOf = (file: string) => run.report.results.find((result) => result.file === file)!;
    expect(resultOf('pages/pricing.yaml').data).toStrictEqual(
      uncached.results.find((result) => result.file === 'pages/pricing.yaml')!.data,
    );
    expect(() => resultOf('pages/about.yaml').data).toThrow(SyntaxError);
  });

  it('checks a page again when an address it links to is redirected, though the page is unchanged', async () => {
    const root = aboutLinkingToNowhere(folders);
    expect(aboutCodes(await checkedAndSaved(root))).toEqual(['unknown-route']);
    const site = join(root, 'pages/_site.yaml');
    appendFileSync(site, '  - from: /talk-to-us\n    to: /contact\n');
    forgetParsedTexts();
    expect(aboutCodes(await checkedAndSaved(root))).toEqual(['old-address']);
  });

  it('checks again, after a page is added or removed, only the files that asked about its address', async () => {
    const root = aboutLinkingToNowhere(folders);
    expect(aboutCodes(await checkedAndSaved(root))).toEqual(['unknown-route']);
    const uncachedMatches = (run: Awaited<ReturnType<typeof checkedAndSaved>>) => {
      forgetParsedTexts();
      const uncached = validateProject(root);
      expect(run.report.problems).toStrictEqual(uncached.problems);
      expect(run.report.summary).toStrictEqual(uncached.summary);
    };

    // A new page at the address about.yaml links to (a copy with no section ids of its own):
    // it and about.yaml are checked, every other file's result holds.
    const page = join(root, 'pages/talk-to-us.yaml');
    writeFileSync(page, readFileSync(join(root, 'pages/documentation.yaml')));
    forgetParsedTexts();
    const added = await checkedAndSaved(root);
    expect(aboutCodes(added)).toEqual([]);
    expect(added.reused).toBe(added.files.length - 2);
    uncachedMatches(added);

    // Removed again: about.yaml's link is wrong again, and only it is checked.
    rmSync(page);
    forgetParsedTexts();
    const removed = await checkedAndSaved(root);
    expect(aboutCodes(removed)).toEqual(['unknown-route']);
    expect(removed.reused).toBe(removed.files.length - 1);
    uncachedMatches(removed);
  });

  it('answers no unchanged file’s reads while the context is the one its records hold for', async () => {
    const root = contentCopy(folders);
    await checkedAndSaved(root);
    const path = buildCachePath(root, 'validation.jsonl');
    const lines = () => readFileSync(path, 'utf8').trim().split('\n');
    const scope = () => (JSON.parse(lines()[0]!) as { scope?: string }).scope;
    /** The current record of each file (a later line replaces an earlier one). */
    const records = () =>
      new Map(
        lines()
          .slice(1)
          .map((line) => JSON.parse(line) as [string, { reads: string }]),
      );
    const first = scope();
    expect(first).toEqual(expect.any(String));

    // A page added changes the context: every other result holds by its reads' answers. The
    // file is written anew for the new context, a line a file, no record made again.
    writeFileSync(
      join(root, 'pages/talk-to-us.yaml'),
      readFileSync(join(root, 'pages/documentation.yaml')),
    );
    forgetParsedTexts();
    const added = await checkedAndSaved(root);
    expect(scope()).not.toBe(first);
    expect(lines()).toHaveLength(1 + added.files.length);

    // The about page's record made to have read an address no page has: answered, its key
    // would no longer match. In the context the records hold for, it is not asked again.
    const about = records().get('pages/about.yaml')!;
    appendFileSync(
      path,
      `${JSON.stringify(['pages/about.yaml', { ...about, reads: '[["routes","/nowhere"]]' }])}\n`,
    );
    edit(root, 'pages/pricing.yaml');
    forgetParsedTexts();
    const run = await checkedAndSaved(root);
    expect(run.reused).toBe(run.files.length - 1);
  });

  it('takes no record of a file removed and written back on the context alone', async () => {
    // The site file without its redirects (so that its removal leaves the context as it was),
    // its privacy link leading to /talk-to-us, which no page has.
    const root = contentCopy(folders);
    const sitePath = join(root, 'pages/_site.yaml');
    const site = readFileSync(sitePath, 'utf8')
      .replace(/^redirects:[\s\S]*$/m, '')
      .replace('to: /privacy', 'to: /talk-to-us');
    writeFileSync(sitePath, site);
    const siteCodes = (run: Awaited<ReturnType<typeof checkedAndSaved>>) =>
      run.report.problems.filter((p) => p.file === 'pages/_site.yaml').map((p) => p.code);
    expect(siteCodes(await checkedAndSaved(root))).toEqual(['unknown-route']);

    // Removed, while /talk-to-us is added; then written back as it was. The context is the one
    // the records hold for, but the site file's record was checked without /talk-to-us.
    rmSync(sitePath);
    writeFileSync(
      join(root, 'pages/talk-to-us.yaml'),
      readFileSync(join(root, 'pages/documentation.yaml')),
    );
    forgetParsedTexts();
    await checkedAndSaved(root);
    writeFileSync(sitePath, site);
    forgetParsedTexts();
    const back = await checkedAndSaved(root);
    expect(siteCodes(back)).toEqual([]);
    forgetParsedTexts();
    expect(back.report.problems).toStrictEqual(validateProject(root).problems);
  });

  it('checks the one file of a small edit without zod’s generated parsers', async () => {
    const root = contentCopy(folders);
    await checkedAndSaved(root);
    edit(root, 'pages/pricing.yaml');
    forgetParsedTexts();
    vi.mocked(validateSource).mockClear();
    await checkedAndSaved(root);
    forgetParsedTexts();
    const checked = vi
      .mocked(validateSource)
      .mock.calls.map(([file, , , , options]) => [file, options]);
    expect(checked).toEqual([['pages/pricing.yaml', { few: true }]]);
  });

  it('records a file written again with the same bytes by its new stat, its check kept', async () => {
    const root = contentCopy(folders);
    // The clock on: the copied files are settled, their stats recorded.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    try {
      await checkedAndSaved(root);
      const path = join(root, 'pages/pricing.yaml');
      writeFileSync(path, readFileSync(path));
      vi.setSystemTime(Date.now() + 10_000);
      forgetParsedTexts();
      const run = await checkedAndSaved(root);
      forgetParsedTexts();
      // Its check came from the cache: only its stat changed.
      expect(run.reused).toBe(run.files.length);
      const { size, mtimeMs, ctimeMs, ino } = statSync(path);
      const records = readFileSync(buildCachePath(root, 'validation.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => JSON.parse(line) as [string, { stat?: number[] }])
        .filter(([file]) => file === 'pages/pricing.yaml');
      expect(records.at(-1)![1].stat).toEqual([size, mtimeMs, ctimeMs, ino]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing until its run is saved, and its results read the data where it was', async () => {
    const root = contentCopy(folders);
    await checkedAndSaved(root);
    const records = buildCachePath(root, 'validation.jsonl');
    const dataFolder = buildCachePath(root, 'data');
    const before = { records: readFileSync(records, 'utf8'), packs: readdirSync(dataFolder) };
    edit(root, 'pages/about.yaml');
    forgetParsedTexts();

    const run = await validateWithCache(root, false);
    // The build starts its pictures here, before the records are written (src/cli/build.ts).
    expect(readFileSync(records, 'utf8')).toBe(before.records);
    expect(readdirSync(dataFolder)).toStrictEqual(before.packs);
    run.save();
    expect(readFileSync(records, 'utf8')).not.toBe(before.records);
    expect(readdirSync(dataFolder)).toHaveLength(2);
    forgetParsedTexts();
    const uncached = validateProject(root);
    expect(run.report.results.map((result) => result.data)).toStrictEqual(
      uncached.results.map((result) => result.data),
    );
  });

  it('checks every file again when the data’s pack is gone', async () => {
    const root = contentCopy(folders);
    await checkedAndSaved(root);
    const dataFolder = buildCachePath(root, 'data');
    for (const pack of readdirSync(dataFolder)) rmSync(join(dataFolder, pack));
    forgetParsedTexts();

    const run = await checkedAndSaved(root);
    forgetParsedTexts();
    expect(run.reused).toBe(0);
    expect(run.report).toStrictEqual(validateProject(root));
    expect(readdirSync(dataFolder)).toHaveLength(1);
  });

  it('keeps a pack while it holds data in use, and folds one mostly garbage into the next', async () => {
    const root = contentCopy(folders);
    await checkedAndSaved(root);
    const dataFolder = buildCachePath(root, 'data');
    const [first] = readdirSync(dataFolder);

    edit(root, 'pages/about.yaml');
    forgetParsedTexts();
    await checkedAndSaved(root);
    // The first pack still holds every other page's data; the second, the edited page's.
    expect(readdirSync(dataFolder)).toContain(first);
    expect(readdirSync(dataFolder)).toHaveLength(2);

    // Most pages edited: the first pack's little live data moves into the new one.
    const pages = readdirSync(join(root, 'pages')).filter((name) => name.endsWith('.yaml'));
    for (const page of pages.slice(0, Math.ceil(pages.length * 0.7)))
      appendFileSync(join(root, 'pages', page), '\n# edited\n');
    forgetParsedTexts();
    const run = await checkedAndSaved(root);
    forgetParsedTexts();
    expect(readdirSync(dataFolder)).not.toContain(first);
    const uncached = validateProject(root);
    expect(run.report.results.map((result) => result.data)).toStrictEqual(
      uncached.results.map((result) => result.data),
    );
    // And read back from the packs by a build that checks nothing.
    forgetParsedTexts();
    const again = await checkedAndSaved(root);
    expect(again.reused).toBe(again.files.length);
    expect(again.report).toStrictEqual(uncached);
  });
});
