/**
 * An incremental build writes exactly what a clean build writes. Two copies of the project get
 * the same series of edits (a page changed, added, renamed, removed; an old address added; `_site.yaml` changed, its redirect given another old address; a
 * block's component changed; a form changed; the page template changed; the build date changed): one builds
 * with its cache (`.cache/build/`) after each, the other with `--clean`, side by side, and their
 * dist/ folders are compared byte for byte, pages rendered on the prerender's worker threads
 * against pages rendered on the main thread. The log of each incremental build says how many
 * pages it rendered: only those an edit can affect.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../src/cli/project-copy.ts';
import { BUILD_CACHE_DIR, buildCachePath } from '../../src/build/cache/location.ts';
import { filesUnder, runProductionBuild } from './build-process.ts';

let incremental: ProjectCopy;
let clean: ProjectCopy;
/**
 * Pages added to both copies (copies without section ids), so that a clean build renders on the
 * prerender's worker threads (over 40 pages) and a one-page build on the main thread: the two
 * ways of rendering are compared too.
 */
const EXTRA_PAGES = 12;
beforeAll(() => {
  incremental = copyProject(tmpdir());
  clean = copyProject(tmpdir());
  for (const { root } of [incremental, clean]) {
    for (let n = 1; n <= EXTRA_PAGES; n++)
      copyFileSync(join(root, 'pages/documentation.yaml'), join(root, `pages/extra-${n}.yaml`));
  }
});
afterAll(() => {
  incremental?.remove();
  clean?.remove();
});

const build = (root: string, args: string[], buildDate?: string) =>
  runProductionBuild(root, 'npm', ['run', 'build', '--silent', '--', ...args], buildDate);

function expectSameOutput() {
  const built = filesUnder(join(incremental.root, 'dist'));
  const expected = filesUnder(join(clean.root, 'dist'));
  expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
  const differing = [...expected].filter(([file, bytes]) => !built.get(file)!.equals(bytes));
  expect(differing.map(([file]) => file)).toEqual([]);
}

/** Applies one edit to both copies. */
function edit(change: (root: string) => void) {
  change(incremental.root);
  change(clean.root);
}

function replaceIn(root: string, file: string, from: string, to: string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

/** The build's own count: "prerendered N of M pages". */
const rendered = (log: string) => Number(/prerendered (\d+) of/.exec(log)?.[1]);
/** The pages placed from the cache without their module data made: "(N by their inputs alone)". */
const byInputs = (log: string) => Number(/\((\d+) by their inputs alone\)/.exec(log)?.[1]);
/** The files the build checked, not taken from its cache: "validated N of M files". */
const validated = (log: string) => Number(/validated (\d+) of/.exec(log)?.[1]);

/** The build's own count: "N put into a new template". */
const assembled = (log: string) => Number(/(\d+) put into a new template/.exec(log)?.[1]);

/** Builds both copies side by side, compares them; resolves with the incremental build's log. */
async function buildBoth(buildDate?: string): Promise<string> {
  const [log] = await Promise.all([
    build(incremental.root, [], buildDate),
    build(clean.root, ['--clean'], buildDate),
  ]);
  expectSameOutput();
  return log;
}

describe('incremental build', () => {
  it('writes what a clean build writes after each edit, rendering only what an edit affects', async () => {
    const first = await buildBoth();
    // Vite's line for a bundle compiled (an edit below checks that none is).
    expect(first).toContain('built in');
    const pages = rendered(first);
    expect(pages).toBeGreaterThan(40);
    expect(first).toMatch(/\(\d+ worker threads?\)/);
    // The clean build places islands rendered for another page (the extra pages share their
    // blocks); the next build, its kept islands removed, renders its pages' afresh: the byte
    // comparison holds the shared HTML to a render of its own.
    expect(first).toMatch(/islands: \d+ rendered, [1-9]\d* shared/);
    rmSync(buildCachePath(incremental.root, 'islands'), { recursive: true });
    // The clean build's workers left V8's code cache of the server bundle's modules, and the
    // build command its own (src/build/code-cache.mjs): the next build compiles neither.
    const codeCaches = readdirSync(buildCachePath(incremental.root, 'code-cache'));
    // The server bundle's entries and its largest shared chunk, whatever Rollup names it (the
    // chunks a page never loads have none).
    const [serverBundle, ...others] = readdirSync(
      buildCachePath(incremental.root, 'bundles', 'server'),
    );
    expect(others).toEqual([]);
    const chunksDir = buildCachePath(
      incremental.root,
      'bundles',
      'server',
      serverBundle!,
      'chunks',
    );
    const largest = readdirSync(chunksDir)
      .filter((file) => file.endsWith('.cjs'))
      .sort((a, b) => statSync(join(chunksDir, b)).size - statSync(join(chunksDir, a)).size)[0]!;
    for (const module of ['entry-server.cjs', 'prerender-pages.cjs', `chunks-${largest}`])
      expect(
        codeCaches.filter((file) => file.startsWith(`${module}.`)),
        module,
      ).toHaveLength(1);
    const command = readdirSync(buildCachePath(incremental.root, 'cli'));
    expect(command.filter((file) => file.endsWith('.cjs.code-cache'))).toHaveLength(1);

    // A page changed and a page added (a copy without section ids, which would move the
    // routes of those sections on other pages): those two render, every other page is reused.
    edit((root) => {
      replaceIn(root, 'pages/pricing.yaml', 'title: Simple, transparent', 'title: Plain, honest');
      copyFileSync(join(root, 'pages/documentation.yaml'), join(root, 'pages/new-page.yaml'));
    });
    const twoPages = await buildBoth();
    expect(rendered(twoPages)).toBe(2);
    // No file links to the new page's address: the others' checks hold (context-reads.ts).
    expect(validated(twoPages)).toBe(2);
    expect(twoPages).toContain('(this thread)');
    expect(twoPages).toMatch(/islands: [1-9]\d* rendered, \d+ shared \(0 kept/);

    // A download's data (the curriculum block): its data file gets a new name (a hash of its
    // bytes), the old one goes, and only the page whose button names it renders again.
    const dataFiles = () => readdirSync(join(incremental.root, 'dist/assets/downloads'));
    const before = dataFiles();
    edit((root) =>
      replaceIn(
        root,
        'pages/curriculum.yaml',
        'title: Market & Customer Research',
        'title: Market Research',
      ),
    );
    const downloadEdited = await buildBoth();
    expect(rendered(downloadEdited)).toBe(1);
    // Its islands but the edited one's are those the last build kept (island-store.ts).
    expect(downloadEdited).toMatch(/\([1-9]\d* kept from an earlier build\)/);
    expect(dataFiles()).toHaveLength(before.length);
    expect(dataFiles().filter((file) => before.includes(file))).toEqual([]);

    // A page renamed (a new route, the old one's output gone), then removed.
    edit((root) =>
      renameSync(join(root, 'pages/new-page.yaml'), join(root, 'pages/renamed-page.yaml')),
    );
    const renamed = await buildBoth();
    expect([rendered(renamed), validated(renamed)]).toEqual([1, 1]);
    edit((root) => rmSync(join(root, 'pages/renamed-page.yaml')));
    const removed = await buildBoth();
    expect([rendered(removed), validated(removed)]).toEqual([0, 0]);

    // A page added whose sections come first in the file order (a copy of the partnerships
    // page): their routes move to it, so the page that scrolls to them is made again (and is
    // what a clean build writes); every other page is placed by its inputs alone.
    edit((root) =>
      copyFileSync(join(root, 'pages/partnerships.yaml'), join(root, 'pages/a-copy.yaml')),
    );
    expect(byInputs(await buildBoth())).toBe(pages - 1);
    edit((root) => rmSync(join(root, 'pages/a-copy.yaml')));
    expect(byInputs(await buildBoth())).toBe(pages - 1);

    // The site settings are on every page; a redirect given another old address leaves its
    // old one's page behind in no build.
    const redirectPage = (route: string) => join(incremental.root, 'dist', route, 'index.html');
    expect(existsSync(redirectPage('strategy-call'))).toBe(true);
    // An old address added alone: no page holds the redirects (the bundles leave them out), so
    // none renders again and neither bundle is compiled (Vite's "built in" line); no page links
    // to /spring, so only the site file is checked again. The rules file and the old address's
    // page follow.
    edit((root) =>
      replaceIn(
        root,
        'pages/_site.yaml',
        '- from: /strategy-call\n    to: /contact\n',
        '- from: /strategy-call\n    to: /contact\n  - from: /spring\n    to: /pricing\n',
      ),
    );
    const redirectAdded = await buildBoth();
    expect([rendered(redirectAdded), validated(redirectAdded)]).toEqual([0, 1]);
    expect(redirectAdded).not.toContain('built in');
    expect(existsSync(redirectPage('spring'))).toBe(true);
    edit((root) => {
      replaceIn(root, 'pages/_site.yaml', 'name: TradeLift', 'name: TradeLift Co');
      replaceIn(root, 'pages/_site.yaml', 'from: /strategy-call', 'from: /book-a-call');
    });
    expect(rendered(await buildBoth())).toBe(pages);
    expect(existsSync(redirectPage('strategy-call'))).toBe(false);
    expect(readFileSync(join(incremental.root, 'dist/_redirects'), 'utf8')).toContain(
      '/book-a-call /contact 301',
    );

    // A block's code (not its classes, which would change the site's CSS and so every page):
    // the pages that hold a FAQ render again, the others do not.
    edit((root) =>
      replaceIn(
        root,
        'blocks/faq/Component.tsx',
        '<details className="group">',
        '<details className="group" data-block="faq">',
      ),
    );
    const afterBlock = rendered(await buildBoth());
    expect(afterBlock).toBeGreaterThan(0);
    expect(afterBlock).toBeLessThan(pages);

    // A form (both bundles hold the forms): the pages whose buttons open it render again,
    // the others are reused.
    edit((root) =>
      replaceIn(root, 'forms/webinar-registration.yaml', 'label: Full Name', 'label: Your Name'),
    );
    const afterForm = rendered(await buildBoth());
    expect(afterForm).toBeGreaterThan(0);
    expect(afterForm).toBeLessThan(pages);

    // The page template alone (the client build's dist/index.html): no page renders, each is
    // put into the new template from its last file (the head tags and body where it recorded).
    edit((root) => replaceIn(root, 'index.html', 'content="#0b1f3a"', 'content="#0b1f3b"'));
    const afterTemplate = await buildBoth();
    expect(rendered(afterTemplate)).toBe(0);
    expect(assembled(afterTemplate)).toBe(pages);

    // A clean build replaces the cache (its pages are cleared while it renders): the next
    // build takes every page from it.
    await build(incremental.root, ['--clean']);
    expect(rendered(await buildBoth())).toBe(0);

    // A later build date changes dated content (the cohorts a form offers, the webinars still
    // upcoming): pages change, and the output is still a clean build's of that date.
    // The next day, in the same quarter, with no dated item past: each dated item's question
    // (is its date past?) has the same answer, so no file is checked again and no page's data
    // made again; nothing is compiled (the forms' rules offer the same quarters).
    const nextDay = await buildBoth('2026-11-21');
    expect([validated(nextDay), byInputs(nextDay), rendered(nextDay)]).toEqual([0, pages, 0]);
    expect(nextDay).not.toContain('built in');
    // Past one webinar's date (2026-12-10), in the same quarter: the page that lists it is
    // checked and rendered again without it; no other, and nothing is compiled.
    const webinarPast = await buildBoth('2026-12-12');
    expect([validated(webinarPast), rendered(webinarPast)]).toEqual([1, 1]);
    expect(webinarPast).not.toContain('built in');

    const beforeDate = filesUnder(join(incremental.root, 'dist'));
    expect(rendered(await buildBoth('2027-05-20'))).toBeGreaterThan(0);
    const changedByDate = [...filesUnder(join(incremental.root, 'dist'))].filter(
      ([file, bytes]) => file.endsWith('.html') && !beforeDate.get(file)?.equals(bytes),
    );
    expect(changedByDate.length).toBeGreaterThan(0);

    // The cache is one folder, the one the docs name for CI.
    expect(statSync(join(incremental.root, BUILD_CACHE_DIR)).isDirectory()).toBe(true);
  }, 600_000);
});
