/**
 * The content pipeline end to end, on a copy of the project: a new page file becomes a route
 * with no code change; a wrong value deep in a block fails `validate` and `build` with its exact
 * line and column, as does a settings file's link to no page; `npm run dev` shows the same lines in Vite's overlay and swaps an edited
 * page in place without a reload.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness.ts';
import { copyProject } from '../../src/cli/project-copy.ts';

const tsx = resolve('node_modules/.bin/tsx');
const vite = resolve('node_modules/.bin/vite');

let project: ReturnType<typeof copyProject>;
beforeAll(() => {
  // Inside the project: the dev server serves files below its root only.
  project = copyProject('.tmp');
});
afterAll(() => project.remove());

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: project.root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Home page with `value: 85` (a number) where the stats block expects text. */
function breakHomePage() {
  const file = join(project.root, 'pages/index.yaml');
  const source = readFileSync(file, 'utf8');
  const broken = source.replace('      - value: 85%\n', '      - value: 85\n');
  expect(broken).not.toBe(source);
  writeFileSync(file, broken);
  return () => writeFileSync(file, source);
}

describe('content pipeline', () => {
  it('turns a copied page file into a new route with no code change', () => {
    copyFileSync(
      join(project.root, 'pages/pricing.yaml'),
      join(project.root, 'pages/new-page.yaml'),
    );
    const build = run('npm', ['run', 'build']);
    expect(build.status, build.output).toBe(0);
    const html = readFileSync(join(project.root, 'dist/new-page/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://tradelift.example/new-page">');
    expect(readFileSync(join(project.root, 'dist/sitemap.xml'), 'utf8')).toContain(
      '/new-page</loc>',
    );
  }, 180_000);

  it('fails validate and build with the exact line and column of a wrong nested value', () => {
    const restore = breakHomePage();
    const expected =
      /pages\/index\.yaml:(\d+):16 blocks\[1\]\.items\[2\]\.value: expected a string, got 85/;
    const validate = run(tsx, ['src/cli/validate.ts']);
    expect(validate.status).toBe(1);
    expect(validate.output).toMatch(expected);
    const line = Number(validate.output.match(expected)![1]);
    expect(readFileSync(join(project.root, 'pages/index.yaml'), 'utf8').split('\n')[line - 1]).toBe(
      '      - value: 85',
    );

    const build = run(vite, ['build', '--outDir', 'dist-broken']);
    expect(build.status).toBe(1);
    expect(build.output).toMatch(expected);
    expect(existsSync(join(project.root, 'dist-broken/index.html'))).toBe(false);
    restore();
  }, 180_000);

  it('refuses a build whose settings link to no page, by the line, and keeps the last output', () => {
    // The bundles are compiled from the settings before the pages are read: the link's error
    // (which needs the pages) still stops the build as content, not as code.
    const file = join(project.root, 'pages/_site.yaml');
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace('to: /outbound-pipeline', 'to: /no-such-page'));
    const build = run('npm', ['run', 'build']);
    writeFileSync(file, source);
    expect(build.status).toBe(1);
    // The line the link is on, as the file stands (the settings above it may grow).
    const line =
      source.split('\n').findIndex((text) => text.includes('to: /outbound-pipeline')) + 1;
    expect(build.output).toMatch(
      new RegExp(`pages/_site\\.yaml:${line}:\\d+ .*"/no-such-page".*\\[unknown-route\\]`),
    );
    expect(build.output).toContain('Invalid content: nothing was built');
    expect(build.output).not.toContain('did not compile');
    expect(existsSync(join(project.root, 'dist/new-page/index.html'))).toBe(true);
  }, 180_000);

  it('keeps the checks of a build refused for its content in the build cache', () => {
    const restore = breakHomePage();
    const build = run('npm', ['run', 'build']);
    restore();
    expect(build.status).toBe(1);
    expect(build.output).toContain('Invalid content: nothing was built');
    // The build cache's records (the last line of a file wins): the broken page's is the
    // refused check, saved although the build stopped before its pages.
    const records = readFileSync(join(project.root, '.cache/build/validation.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as [string, { result: { problems: { message: string }[] } }]);
    const home = records.filter(([file]) => file === 'pages/index.yaml').at(-1)?.[1];
    expect(home?.result.problems.map((problem) => problem.message)).toContain(
      'expected a string, got 85',
    );
  }, 180_000);

  it('prints a summary and exits 0 when everything is valid', () => {
    const validate = run(tsx, ['src/cli/validate.ts']);
    expect(validate.status, validate.output).toBe(0);
    expect(validate.output).toMatch(/✓ \d+ files valid: \d+ pages, \d+ blocks, \d+ forms/);
  }, 60_000);
});

/** A page of the test's own, so the edit does not depend on any real page's wording. */
const liveEditPage = (heading: string) =>
  `title: Live edit\ndescription: A page the test edits while the dev server runs.\nblocks:\n  - type: hero\n    title: ${heading}\n    intro: Edited in place.\n`;

describe('npm run dev', () => {
  setupBrowser();
  let server: ChildProcess;
  let url: string;

  // The real `vite` command in a child process, as `npm run dev` starts it.
  beforeAll(async () => {
    // Before the server starts: a page added while it runs makes the route list change, and
    // its watcher may see the new file only after the page has loaded (a full reload then).
    writeFileSync(join(project.root, 'pages/live-edit.yaml'), liveEditPage('Before the edit'));
    server = spawn(vite, ['--port', '0', '--host', '127.0.0.1'], {
      cwd: project.root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    url = await new Promise<string>((resolveUrl, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), 50_000);
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) {
          clearTimeout(timer);
          resolveUrl(`http://127.0.0.1:${match[1]}`);
        }
      });
    });
  }, 60_000);
  afterAll(() => {
    server?.kill();
  });

  it('swaps an edited page in place, without a reload', async () => {
    const file = join(project.root, 'pages/live-edit.yaml');
    const { page } = await openPage('', { width: 1280 });
    await page.goto(url + '/live-edit');
    await page
      .getByRole('heading', { level: 1, name: 'Before the edit' })
      .waitFor({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    writeFileSync(file, liveEditPage('After the edit'));
    await page
      .getByRole('heading', { level: 1, name: 'After the edit' })
      .waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(
        () => 'true' === String((window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ),
    ).toBe(true);
    await page.context().close();
  }, 60_000);

  it("shows Vite's error overlay with the file, line and column of the problem", async () => {
    const { page } = await openPage('', { width: 1280 });
    await page.goto(url + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const restore = breakHomePage();
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });
    await expect
      .poll(() => overlay.evaluate((element) => element.shadowRoot?.textContent ?? ''), {
        timeout: 10_000,
      })
      .toMatch(
        /pages\/index\.yaml:\d+:16 blocks\[1\]\.items\[2\]\.value: expected a string, got 85/,
      );
    restore();
    await page.context().close();
  }, 60_000);
});
