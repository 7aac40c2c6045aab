/**
 * Every extension point is one definition plus one registry line, end to end: on a copy of the
 * project, the fixtures of tests/fixtures/extension-points add an action kind (`copy:`), a block
 * (`checklist`) and the download it declares (`launch-checklist`). Each is validated (a mistake
 * is reported), appears in the JSON Schema and the docs, renders in the built site and acts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { copyProject, type ProjectCopy } from '../../src/cli/project-copy.ts';

const FIXTURES = resolve('tests/fixtures/extension-points');
let project: ProjectCopy;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: project.root,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Adds one line to a registry: an import, and the name in its list. */
function register(file: string, importLine: string, after: string, entry: string) {
  const path = join(project.root, file);
  const source = readFileSync(path, 'utf8');
  const next = `${importLine}\n${source}`.replace(after, `${after}${entry}`);
  expect(next).not.toBe(`${importLine}\n${source}`);
  writeFileSync(path, next);
}

beforeAll(() => {
  project = copyProject(tmpdir());
  for (const folder of ['src', 'blocks', 'pages']) {
    cpSync(join(FIXTURES, folder), join(project.root, folder), { recursive: true });
  }
  register(
    'src/actions/index.ts',
    "import { copyAction } from './copy/definition.ts';",
    'export const actionKinds = [',
    'copyAction, ',
  );
  register(
    'blocks/index.ts',
    "import { checklist } from './checklist/schema.ts';",
    'export const blockRegistry = [',
    'checklist, ',
  );
}, 60_000);
afterAll(() => project?.remove());

describe('a new action kind, download and block from fixtures', () => {
  it('typechecks and validates; a mistake in each is reported at its line', () => {
    const typecheck = run(resolve('node_modules/.bin/tsc'), ['--noEmit']);
    expect(typecheck.status, typecheck.output).toBe(0);
    expect(run('npx', ['tsx', 'src/cli/validate.ts']).status).toBe(0);

    const page = join(project.root, 'pages/checklist.yaml');
    const good = readFileSync(page, 'utf8');
    writeFileSync(
      page,
      good
        .replace('download: launch-checklist', 'download: launch-checklst')
        .replace('copy: Claim the business profile', 'copy: " Claim "')
        .replace('      - Claim the business profile\n', '      - 42\n'),
    );
    const validate = run('npx', ['tsx', 'src/cli/validate.ts']);
    writeFileSync(page, good);
    expect(validate.status).toBe(1);
    expect(validate.output).toMatch(
      /pages\/checklist\.yaml:7:9 blocks\[0\]\.steps\[0\]: expected a string, got 42 \[bad-type\]/,
    );
    expect(validate.output).toMatch(
      /pages\/checklist\.yaml:\d+:\d+ blocks\[0\]\.actions\[0\]\.download: no block declares the download "launch-checklst" \(known downloads: curriculum-pdf, launch-checklist\) — did you mean "launch-checklist"\?/,
    );
    expect(validate.output).toMatch(
      /blocks\[0\]\.actions\[1\]\.copy: the text to copy starts or ends with a space \[invalid-value\]/,
    );
  }, 600_000);

  it('appears in the JSON Schema and the docs', () => {
    expect(run('npm', ['run', 'schemas']).status).toBe(0);
    expect(run('npm', ['run', 'docs']).status).toBe(0);
    const schema = readFileSync(join(project.root, 'schemas/page.schema.json'), 'utf8');
    expect(schema).toContain('"const": "checklist"');
    expect(schema).toContain('A text the button copies to the clipboard');
    // The rule "exactly one action" names the new kind's key beside the others.
    expect(schema).toMatch(/\{\s*"required": \[\s*"copy"\s*\]\s*\}/);
    const docs = readFileSync(join(project.root, 'docs/blocks.md'), 'utf8');
    expect(docs).toContain('## checklist');
    expect(docs).toContain('| `copy` | Copies a text (a phone number, a code) to the clipboard');
    expect(docs).toContain('| `download` | download | no |  | The list as a text file |');
  }, 300_000);

  describe('in the built site', () => {
    let server: PreviewServer;
    let browser: Browser;
    beforeAll(async () => {
      const build = run('npm', ['run', 'build']);
      expect(build.status, build.output).toBe(0);
      server = await preview({
        root: project.root,
        configFile: join(project.root, 'vite.config.ts'),
        preview: { port: 0, host: '127.0.0.1', strictPort: false },
        logLevel: 'warn',
      });
      browser = await launchBrowser();
    }, 600_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('renders the block, copies with the new action and downloads the declared file', async () => {
      const address = server.httpServer.address() as { port: number };
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: `http://127.0.0.1:${address.port}`,
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${address.port}/checklist`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      expect(await page.getByRole('heading', { name: 'Launch checklist' }).count()).toBe(1);
      expect(await page.getByRole('main').getByRole('listitem').allTextContents()).toEqual([
        'Claim the business profile',
        'Ask five customers for a review',
        'Answer every call within an hour',
      ]);

      await page.getByRole('button', { name: 'Copy the first step' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).textContent())
        .toBe('Copied “Claim the business profile”');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'Claim the business profile',
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the checklist' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Launch-Checklist.txt');
      expect(readFileSync((await download.path())!, 'utf8')).toBe(
        'Launch checklist (TradeLift)\n\n1. Claim the business profile\n2. Ask five customers for a review\n3. Answer every call within an hour\n',
      );
      await context.close();
    }, 60_000);
  });
});
