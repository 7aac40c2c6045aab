/**
 * The studio's server side, over real HTTP against Vite's dev server on a copy of the project:
 * its pages, its API, and every refusal of the write endpoint (each leaves the disk as it was).
 * The browser checks that a page created or saved through the API is what the dev site shows.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectCopy } from '../../src/cli/project-copy.ts';
import { validateProject } from '../../src/project/project.ts';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { openPage, setupBrowser } from './harness.ts';

setupBrowser();

let project: ProjectCopy;
let studio: StudioServer;
let base: string;
let host: string;
let token: string;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const inProject = (path: string) => join(project.root, path);

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A request with exactly these headers (node:http: fetch would add or forbid some). */
function call(
  method: string,
  endpoint: string,
  options: { body?: unknown; headers?: Record<string, string>; withToken?: boolean } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host,
    ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.withToken === false ? {} : { 'x-studio-token': token }),
    ...options.headers,
  };
  return new Promise((resolveReply, reject) => {
    const request = httpRequest(
      `${base}/__studio/api/${endpoint}`,
      { method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // Vite's own refusals (an unknown Host) are plain text.
            body = { text };
          }
          resolveReply({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Every file under pages/ and forms/ with its bytes, and package.json: what a refusal must not touch. */
function diskSnapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(inProject(folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isSymbolicLink()) files[path] = 'link';
      else if (entry.isDirectory()) walk(path);
      else files[path] = sha256(readFileSync(inProject(path)));
    }
  };
  walk('pages');
  walk('forms');
  files['package.json'] = sha256(readFileSync(inProject('package.json')));
  return files;
}

beforeAll(async () => {
  studio = await startStudioServer();
  ({ project, base } = studio);
  host = new URL(base).host;
  const shell = await (await fetch(`${base}/studio`)).text();
  token = /<meta name="studio-token" content="([^"]+)"/.exec(shell)![1]!;
}, 90_000);

afterAll(async () => {
  await studio?.close();
});

describe('the studio pages', () => {
  it('serves /studio, /studio/ and /studio/… as the studio shell with HMR and a token', async () => {
    for (const path of ['/studio', '/studio/', '/studio/pages/pricing.yaml']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/src/studio/app/main.tsx"></script>');
      expect(html).toContain('/@vite/client');
      expect(html).toContain('/@react-refresh');
      expect(html).toMatch(/<meta name="studio-token" content="[A-Za-z0-9_-]{32}"/);
    }
  });

  it('serves /studio/preview as the preview frame, without the token', async () => {
    const html = await (await fetch(`${base}/studio/preview`)).text();
    expect(html).toContain('<script type="module" src="/src/studio/app/preview.tsx"></script>');
    expect(html).toContain('/@vite/client');
    expect(html).not.toContain('studio-token');
  });

  it('refuses the shell (and so the token) to a Host that is not this machine', async () => {
    const status = await new Promise<number>((done, reject) => {
      httpRequest(`${base}/studio`, { headers: { host: 'attacker.example' } }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });
});

describe('reading', () => {
  it('lists every page and form with its route, title and validity', async () => {
    const { status, body } = await call('GET', 'files');
    expect(status).toBe(200);
    const files = body.files as { path: string; kind: string; route?: string; valid: boolean }[];
    expect(files).toContainEqual({
      path: 'pages/pricing.yaml',
      kind: 'page',
      route: '/pricing',
      title: 'Pricing',
      valid: true,
      errors: 0,
      warnings: 0,
    });
    expect(files.find((f) => f.path === 'forms/consultation.yaml')).toMatchObject({
      kind: 'form',
      valid: true,
    });
    // The site file by what it holds: a marketer looks for the settings, not for a file name.
    expect(files.find((f) => f.path === 'pages/_site.yaml')).toMatchObject({
      kind: 'site',
      title: 'Site settings',
    });
  });

  it('gives a file with the sha256 of its bytes as its version', async () => {
    const { status, body } = await call('GET', 'file?path=pages/pricing.yaml');
    const disk = readFileSync(inProject('pages/pricing.yaml'));
    expect(status).toBe(200);
    expect(body).toEqual({
      path: 'pages/pricing.yaml',
      text: disk.toString('utf8'),
      version: sha256(disk),
    });
  });

  it('gives the names the editor completes: routes, forms, downloads, section ids', async () => {
    const { body } = await call('GET', 'meta');
    expect(body.routes).toContain('/pricing');
    expect(body.forms).toContain('consultation');
    expect(body.downloads).toEqual(['curriculum-pdf']);
    const sectionIds = body.sectionIds as Record<string, string[]>;
    const pricing = readFileSync(inProject('pages/pricing.yaml'), 'utf8');
    const firstId = /^ {4}id: (\S+)$/m.exec(pricing)?.[1];
    if (firstId) expect(sectionIds['/pricing']).toContain(firstId);
    expect(Object.keys(sectionIds).sort()).toEqual(body.routes);
  });

  it('gives the forms and downloads the previews show: each from a file that validates, as the renderer takes it', async () => {
    const path = inProject('forms/newsletter.yaml');
    const newsletter = readFileSync(path, 'utf8');
    writeFileSync(path, newsletter.replace(/^fields:/m, 'felds:'));
    try {
      const { status, body } = await call('GET', 'preview-content');
      expect(status).toBe(200);
      const forms = body.forms as Record<string, { id: string; title: string }>;
      // The one with an error is left out, as the build refuses it.
      expect(Object.keys(forms).sort()).toEqual(
        readdirSync(inProject('forms'))
          .map((name) => name.replace(/\.yaml$/, ''))
          .filter((id) => id !== 'newsletter')
          .sort(),
      );
      expect(forms.consultation).toMatchObject({
        id: 'consultation',
        title: 'Get Your Free Strategy Call',
      });
      // The curriculum page's download: its block's type, file name and data.
      expect(body.downloads).toEqual({
        'curriculum-pdf': {
          type: expect.any(String),
          fileName: 'TradeLift-Growth-Strategist-Curriculum.pdf',
          block: expect.objectContaining({
            download: {
              name: 'curriculum-pdf',
              fileName: 'TradeLift-Growth-Strategist-Curriculum.pdf',
            },
          }),
        },
      });
    } finally {
      writeFileSync(path, newsletter);
    }
  });

  it('refuses to read outside the content folders', async () => {
    const { status, body } = await call('GET', 'file?path=../package.json');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'path-traversal' });
    expect(JSON.stringify(body)).not.toContain('"scripts"');
  });
});

describe('validating the editor text', () => {
  it('points at a misspelt block type with the fix text and the suggestion', async () => {
    const text = 'title: T\ndescription: A page to check.\nblocks:\n  - type: hreo\n    title: A\n';
    const { status, body } = await call('POST', 'validate', {
      body: { path: 'pages/pricing.yaml', text },
    });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.problems).toEqual([
      expect.objectContaining({
        line: 4,
        column: 11,
        endLine: 4,
        endColumn: 15,
        path: 'blocks[0].type',
        code: 'unknown-block-type',
        suggestion: 'hero',
        fix: expect.stringContaining('known types'),
      }),
    ]);
  });

  it('returns the page object the renderer takes, checked against the real project', async () => {
    // A page the content review has nothing to say about (its h1, a snippet-length description).
    const text =
      'title: A page to check\ndescription: A page the studio checks against the real project, as its author types.\nblocks:\n  - type: hero\n    title: Check\n    intro: The heading of the page.\n  - type: cta\n    title: Go\n    actions:\n      - label: See prices\n        to: /pricing\n';
    const { body } = await call('POST', 'validate', { body: { path: 'pages/new.yaml', text } });
    // Only the warning that no page links to the new one yet.
    expect(body.problems).toEqual([expect.objectContaining({ code: 'orphan-route' })]);
    expect(body.data).toMatchObject({
      title: 'A page to check',
      blocks: [
        { type: 'hero', title: 'Check' },
        { type: 'cta', title: 'Go', actions: [{ label: 'See prices', to: '/pricing' }] },
      ],
    });
    const broken = text.replace('to: /pricing', 'to: /pricng');
    const checked = await call('POST', 'validate', {
      body: { path: 'pages/new.yaml', text: broken },
    });
    expect(checked.body.problems).toEqual([
      expect.objectContaining({ code: 'orphan-route' }),
      expect.objectContaining({ code: 'unknown-route', suggestion: '/pricing', line: 11 }),
    ]);
  });

  it('answers any text with problems, never an error', async () => {
    for (const text of ['', ':::\n\t- [', 'blocks: 3', '- a\n- b', 'x'.repeat(10_000)]) {
      const { status, body } = await call('POST', 'validate', {
        body: { path: 'pages/pricing.yaml', text },
      });
      expect(status, text.slice(0, 20)).toBe(200);
      expect((body.problems as unknown[]).length, text.slice(0, 20)).toBeGreaterThan(0);
      expect(body.data).toBeNull();
    }
  });
});

describe('the write endpoint refuses', () => {
  const pricing = () => readFileSync(inProject('pages/pricing.yaml'), 'utf8');
  const save = (path: string, extra: Parameters<typeof call>[2] = {}) =>
    call('PUT', 'file', { body: { path, text: 'title: Overwritten\n', force: true }, ...extra });

  it.each([
    // The write gate (write-gate.ts): a path no write may take is the request's fault, a 400.
    ['a path out of pages/ with ..', '../package.json', 400, 'path-traversal'],
    ['.. inside the path', 'pages/../package.json', 400, 'path-traversal'],
    ['an absolute path', '/etc/hostname', 400, 'absolute-path'],
    ['a backslash', 'pages\\..\\package.json', 400, 'bad-path'],
    ['a %-encoded ..', 'pages/%2e%2e/package.json', 400, 'bad-path'],
    ['a file that is not .yaml', 'pages/pricing.ts', 400, 'not-yaml'],
    ['a .yaml file outside pages/ and forms/', 'schemas/page.yaml', 400, 'outside-content'],
    ['a hidden file', 'pages/.pricing.yaml', 400, 'bad-path'],
    ['a page at the studio’s own address', 'pages/studio.yaml', 400, 'reserved-address'],
    ['a name differing from pricing.yaml only by case', 'pages/Pricing.yaml', 400, 'case-clash'],
    ['a .yaml the site never reads', 'pages/_drafts/x.yaml', 400, 'not-content'],
  ])('%s (%s)', async (_, path, status, code) => {
    const before = diskSnapshot();
    const reply = await save(path);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ code, error: expect.any(String) });
    expect(diskSnapshot()).toEqual(before);
  });

  it('an absolute path into the project itself', async () => {
    const before = diskSnapshot();
    const reply = await save(resolve(inProject('pages/pricing.yaml')));
    expect(reply).toMatchObject({ status: 400, body: { code: 'absolute-path' } });
    expect(diskSnapshot()).toEqual(before);
  });

  it('a symbolic link that leads out of pages/ (a file, a folder, a new file in a linked folder)', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
    const target = join(outside, 'target.yaml');
    writeFileSync(target, 'untouched: true\n');
    symlinkSync(target, inProject('pages/escape.yaml'));
    symlinkSync(outside, inProject('pages/linked'), 'dir');
    try {
      const before = diskSnapshot();
      for (const path of [
        'pages/escape.yaml',
        'pages/linked/target.yaml',
        'pages/linked/new.yaml',
      ]) {
        const reply = await save(path);
        expect(reply.status, path).toBe(403);
        expect(reply.body, path).toMatchObject({ code: 'symlink-outside' });
      }
      const created = await call('POST', 'pages', {
        body: { route: '/linked/offer', title: 'Offer' },
      });
      expect(created).toMatchObject({ status: 403, body: { code: 'symlink-outside' } });
      expect(diskSnapshot()).toEqual(before);
      expect(readFileSync(target, 'utf8')).toBe('untouched: true\n');
      expect(readdirSync(outside)).toEqual(['target.yaml']);
    } finally {
      unlinkSync(inProject('pages/escape.yaml'));
      unlinkSync(inProject('pages/linked'));
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it.each([
    ['another origin', { origin: 'http://attacker.example' }],
    ['another port of this machine', { origin: 'http://127.0.0.1:1' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch from another port', { 'sec-fetch-site': 'same-site' }],
  ])('a request from %s', async (_, headers) => {
    const before = diskSnapshot();
    const reply = await save('pages/pricing.yaml', { headers });
    expect(reply).toMatchObject({ status: 403, body: { code: 'cross-origin' } });
    expect(diskSnapshot()).toEqual(before);
  });

  it('a Host that is not this machine (DNS rebinding)', async () => {
    const before = diskSnapshot();
    const reply = await save('pages/pricing.yaml', { headers: { host: 'attacker.example' } });
    // Vite's allowedHosts refuses it first; the studio's own check stands behind it.
    expect(reply.status).toBe(403);
    expect(diskSnapshot()).toEqual(before);
  });

  it('a missing or wrong token', async () => {
    const before = diskSnapshot();
    const missing = await save('pages/pricing.yaml', { withToken: false });
    expect(missing).toMatchObject({ status: 403, body: { code: 'missing-token' } });
    expect(missing.body.error).toMatch(/X-Studio-Token/);
    const wrong = await save('pages/pricing.yaml', {
      headers: { 'x-studio-token': 'x'.repeat(32) },
    });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'bad-token' } });
    const created = await call('POST', 'pages', {
      body: { route: '/no-token', title: 'No' },
      withToken: false,
    });
    expect(created).toMatchObject({ status: 403, body: { code: 'missing-token' } });
    expect(diskSnapshot()).toEqual(before);
  });

  it('a body that is not JSON (what a plain HTML form on another site sends)', async () => {
    const before = diskSnapshot();
    const reply = await call('PUT', 'file', {
      headers: { 'content-type': 'text/plain' },
      body: { path: 'pages/pricing.yaml', text: 'x', force: true },
    });
    expect(reply).toMatchObject({ status: 415, body: { code: 'not-json' } });
    expect(pricing()).not.toBe('x');
    expect(diskSnapshot()).toEqual(before);
  });
});

describe('saving', () => {
  const file = 'forms/newsletter.yaml';

  it('writes the exact text atomically (a new file renamed into place) and returns its version', async () => {
    const opened = await call('GET', `file?path=${file}`);
    const inodeBefore = statSync(inProject(file)).ino;
    // Comments, a CRLF line, non-ASCII text and no final newline all survive byte for byte.
    const text = `${opened.body.text as string}# Édité dans le studio ✓\r\n# no final newline`;
    const reply = await call('PUT', 'file', {
      body: { path: file, text, baseVersion: opened.body.version },
    });
    expect(reply).toEqual({ status: 200, body: { version: sha256(text) } });
    expect(readFileSync(inProject(file), 'utf8')).toBe(text);
    // A rename puts a new inode in place; writing in place would keep the old one.
    expect(statSync(inProject(file)).ino).not.toBe(inodeBefore);
    expect(readdirSync(inProject('forms')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 409 with the disk text when the file changed since it was opened; force overwrites', async () => {
    const opened = await call('GET', `file?path=${file}`);
    const theirs = `${opened.body.text as string}# changed behind the studio\n`;
    writeFileSync(inProject(file), theirs);
    const mine = `${opened.body.text as string}# my edit\n`;
    const conflict = await call('PUT', 'file', {
      body: { path: file, text: mine, baseVersion: opened.body.version },
    });
    expect(conflict).toEqual({
      status: 409,
      body: { error: 'conflict', code: 'conflict', diskText: theirs, diskVersion: sha256(theirs) },
    });
    expect(readFileSync(inProject(file), 'utf8')).toBe(theirs);

    const forced = await call('PUT', 'file', {
      body: { path: file, text: mine, baseVersion: opened.body.version, force: true },
    });
    expect(forced).toEqual({ status: 200, body: { version: sha256(mine) } });
    expect(readFileSync(inProject(file), 'utf8')).toBe(mine);

    const rebased = await call('PUT', 'file', {
      body: { path: file, text: theirs, baseVersion: sha256(mine) },
    });
    expect(rebased.status).toBe(200);
    expect(readFileSync(inProject(file), 'utf8')).toBe(theirs);
  });

  it('will not create a file by saving, only through POST pages', async () => {
    const reply = await call('PUT', 'file', {
      body: { path: 'pages/ghost.yaml', text: 'title: Ghost\n', baseVersion: sha256('') },
    });
    expect(reply).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(existsSync(inProject('pages/ghost.yaml'))).toBe(false);
  });
});

describe('new pages and the dev site', () => {
  it('creates a page from the new:page scaffold that the dev server then serves at its route', async () => {
    const created = await call('POST', 'pages', {
      body: { route: '/studio-made', title: 'Made in the studio' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ path: 'pages/studio-made.yaml' });
    const disk = readFileSync(inProject('pages/studio-made.yaml'), 'utf8');
    expect(created.body.text).toBe(disk);
    expect(created.body.version).toBe(sha256(disk));
    expect(disk.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/page.schema.json');
    expect(disk).toMatch(/- type: hero[\s\S]*- type: cta/);

    const { page } = await openPage('');
    await page.goto(`${base}/studio-made`);
    await page
      .getByRole('heading', { level: 1, name: 'Made in the studio' })
      .waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 60_000);

  it('adds a new page to the menu when asked, and the project then has no orphan', async () => {
    const siteBefore = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    const created = await call('POST', 'pages', {
      body: { route: '/menu-made', title: 'Made for the menu', menu: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.menu).toEqual({
      added: true,
      message: 'Added it to the menu in pages/_site.yaml.',
    });
    const site = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    // The site file as it was, with the link's two lines added after the menu's last link.
    expect(site.replace('    - label: Made for the menu\n      to: /menu-made\n', '')).toBe(
      siteBefore,
    );
    expect(site).not.toBe(siteBefore);
    // Linked: no orphan (the scaffold's texts are still to write, which the review says).
    const report = validateProject(project.root);
    const own = report.problems.filter((problem) => problem.file === 'pages/menu-made.yaml');
    expect(own.map((problem) => problem.code)).toEqual([
      'placeholder-text',
      'placeholder-text',
      'placeholder-text',
    ]);
  });

  it('refuses to add a page to a menu the site file does not have, and writes nothing', async () => {
    const site = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    writeFileSync(inProject('pages/_site.yaml'), site.replace(/^ {2}links:$/m, '  others:'));
    try {
      const before = diskSnapshot();
      const refused = await call('POST', 'pages', {
        body: { route: '/no-menu', title: 'No menu', menu: true },
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { code: 'no-menu', error: expect.stringMatching(/pages\/_site\.yaml has no menu/) },
      });
      expect(diskSnapshot()).toEqual(before);
    } finally {
      writeFileSync(inProject('pages/_site.yaml'), site);
    }
  });

  it('refuses a route that exists and a route that is not one', async () => {
    const before = diskSnapshot();
    const taken = await call('POST', 'pages', { body: { route: '/pricing', title: 'Again' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'exists' } });
    for (const route of ['pricing', '/Spring Offer', '/', '/../escape']) {
      const bad = await call('POST', 'pages', { body: { route, title: 'Bad' } });
      expect(bad.status, route).toBe(400);
      expect(bad.body, route).toMatchObject({ code: 'bad-route', error: expect.any(String) });
    }
    expect(diskSnapshot()).toEqual(before);
  });

  it('after a save, the open dev site shows the change', async () => {
    const { page } = await openPage('');
    await page.goto(`${base}/studio-made`);
    await page
      .getByRole('heading', { level: 1, name: 'Made in the studio' })
      .waitFor({ timeout: 30_000 });
    const opened = await call('GET', 'file?path=pages/studio-made.yaml');
    const text = (opened.body.text as string).replace(
      '    title: Made in the studio',
      '    title: Saved from the studio',
    );
    const saved = await call('PUT', 'file', {
      body: { path: 'pages/studio-made.yaml', text, baseVersion: opened.body.version },
    });
    expect(saved.status).toBe(200);
    await page
      .getByRole('heading', { level: 1, name: 'Saved from the studio' })
      .waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 60_000);
});

describe('deleting pages', () => {
  const remove = (
    path: string,
    version: string,
    options: { withToken?: boolean; redirect?: string } = {},
  ) =>
    call(
      'DELETE',
      `page?path=${encodeURIComponent(path)}&version=${version}${options.redirect ? `&redirect=${encodeURIComponent(options.redirect)}` : ''}`,
      options,
    );
  const versionOf = async (path: string) =>
    (await call('GET', `file?path=${path}`)).body.version as string;

  it('deletes a page and its link in the menu: the site file is again as it was', async () => {
    const siteBefore = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    const created = await call('POST', 'pages', {
      body: { route: '/short-lived', title: 'Short lived', menu: true },
    });
    expect(created.status).toBe(201);
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).not.toBe(siteBefore);

    const deleted = await remove('pages/short-lived.yaml', created.body.version as string);
    expect(deleted).toEqual({
      status: 200,
      body: {
        removed: 'pages/short-lived.yaml',
        message: 'Deleted pages/short-lived.yaml and its link in pages/_site.yaml.',
      },
    });
    expect(existsSync(inProject('pages/short-lived.yaml'))).toBe(false);
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(siteBefore);
  });

  it('sends a deleted page’s visitors on to another page when asked, and refuses a page that is not there', async () => {
    const siteBefore = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    const created = await call('POST', 'pages', {
      body: { route: '/spring-sale', title: 'Spring sale', menu: true },
    });
    expect(created.status).toBe(201);
    const version = created.body.version as string;
    const before = diskSnapshot();
    // To a page no one has, or to itself: refused, nothing changed.
    const nowhere = await remove('pages/spring-sale.yaml', version, { redirect: '/summer-sale' });
    expect(nowhere).toMatchObject({ status: 409, body: { code: 'still-needed' } });
    expect(nowhere.body.problems).toEqual([
      expect.objectContaining({
        file: 'pages/_site.yaml',
        path: expect.stringMatching(/^redirects\[/),
      }),
    ]);
    const itself = await remove('pages/spring-sale.yaml', version, { redirect: '/spring-sale' });
    expect(itself).toMatchObject({ status: 400, body: { code: 'bad-route' } });
    expect(diskSnapshot()).toEqual(before);

    // An older address of the page leads where its own does now, not nowhere.
    writeFileSync(
      inProject('pages/_site.yaml'),
      `${readFileSync(inProject('pages/_site.yaml'), 'utf8')}  - from: /easter-sale\n    to: /spring-sale\n`,
    );
    const deleted = await remove('pages/spring-sale.yaml', version, { redirect: '/pricing' });
    expect(deleted.body.message).toBe(
      'Deleted pages/spring-sale.yaml and its link in pages/_site.yaml. Visitors of /spring-sale and /easter-sale are sent on to /pricing.',
    );
    // The menu's link gone, both addresses after the site's last redirect.
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(
      `${siteBefore}  - from: /easter-sale\n    to: /pricing\n  - from: /spring-sale\n    to: /pricing\n`,
    );
    expect(validateProject(project.root).problems.filter((p) => p.severity === 'error')).toEqual(
      [],
    );
    writeFileSync(inProject('pages/_site.yaml'), siteBefore);
  });

  it('refuses a page the site still needs, with each place to change, and changes nothing', async () => {
    const before = diskSnapshot();
    const refused = await remove('pages/careers.yaml', await versionOf('pages/careers.yaml'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('still-needed');
    // About's button leads to it; the footer's link would go with the page, so it is not listed.
    expect(refused.body.problems).toEqual([
      expect.objectContaining({ file: 'pages/about.yaml', line: 15, path: expect.any(String) }),
    ]);
    expect(refused.body.error).toMatch(
      /^the site still needs \/careers: change pages\/about\.yaml:15:/,
    );
    expect(diskSnapshot()).toEqual(before);
  });

  it('refuses the home page, a file that is not a page, a stale version and a missing token', async () => {
    const before = diskSnapshot();
    const home = await remove('pages/index.yaml', await versionOf('pages/index.yaml'));
    expect(home).toMatchObject({ status: 400, body: { code: 'home-page' } });
    const site = await remove('pages/_site.yaml', await versionOf('pages/_site.yaml'));
    expect(site).toMatchObject({ status: 400, body: { code: 'not-a-page' } });
    const form = await remove(
      'forms/consultation.yaml',
      await versionOf('forms/consultation.yaml'),
    );
    expect(form).toMatchObject({ status: 400, body: { code: 'not-a-page' } });
    // Only the menu leads to it: the version alone refuses it.
    const stale = await remove('pages/tech-consulting.yaml', sha256('an older text'));
    expect(stale).toMatchObject({ status: 409, body: { code: 'conflict' } });
    const version = await versionOf('pages/privacy.yaml');
    expect(await remove('pages/privacy.yaml', version, { withToken: false })).toMatchObject({
      status: 403,
      body: { code: 'missing-token' },
    });
    expect(await remove('../package.json', version)).toMatchObject({
      status: 403,
      body: { code: 'path-traversal' },
    });
    expect(diskSnapshot()).toEqual(before);
  });
});

describe('changing a page’s address', () => {
  const move = (path: string, version: string, route: string, redirect = false) =>
    call('POST', 'page-address', { body: { path, version, route, redirect } });
  const versionOf = async (path: string) =>
    (await call('GET', `file?path=${path}`)).body.version as string;

  it('moves the page and points every link of the site at it, changing only those lines', async () => {
    const before = {
      careers: readFileSync(inProject('pages/careers.yaml'), 'utf8'),
      about: readFileSync(inProject('pages/about.yaml'), 'utf8'),
      site: readFileSync(inProject('pages/_site.yaml'), 'utf8'),
    };
    const moved = await move('pages/careers.yaml', await versionOf('pages/careers.yaml'), '/jobs');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      path: 'pages/jobs.yaml',
      text: before.careers,
      message:
        'Moved pages/careers.yaml to /jobs and pointed the links in pages/_site.yaml, pages/about.yaml at it.',
    });
    expect(moved.body.version).toBe(sha256(before.careers));
    expect(existsSync(inProject('pages/careers.yaml'))).toBe(false);
    expect(readFileSync(inProject('pages/jobs.yaml'), 'utf8')).toBe(before.careers);
    expect(readFileSync(inProject('pages/about.yaml'), 'utf8')).toBe(
      before.about.replace('        to: /careers\n', '        to: /jobs\n'),
    );
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(
      before.site.replace('          to: /careers\n', '          to: /jobs\n'),
    );
    const errors = validateProject(project.root).problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('refuses, changing nothing: a link it cannot follow, a taken or bad address, a page changed meanwhile, the home page', async () => {
    // A link through an alias of a text (its label): the text is no link, so it stays, and the
    // link with it. It is named, to change first.
    const terms = readFileSync(inProject('pages/terms.yaml'), 'utf8');
    const aliased = terms.replace(
      '          - label: Contact page\n            to: /contact\n',
      '          - label: &reach /contact\n            to: *reach\n',
    );
    expect(aliased).not.toBe(terms);
    writeFileSync(inProject('pages/terms.yaml'), aliased);
    const before = diskSnapshot();
    const contact = await move(
      'pages/contact.yaml',
      await versionOf('pages/contact.yaml'),
      '/reach-us',
    );
    expect(contact.status).toBe(409);
    expect(contact.body.code).toBe('links-left');
    expect(contact.body.problems).toEqual([
      expect.objectContaining({ file: 'pages/terms.yaml', line: 85 }),
    ]);
    const version = await versionOf('pages/privacy.yaml');
    expect(await move('pages/privacy.yaml', version, '/pricing')).toMatchObject({
      status: 409,
      body: { code: 'exists' },
    });
    // A page changed since it was opened moves nowhere: refused before the new page is made.
    expect(await move('pages/privacy.yaml', '0'.repeat(64), '/privacy-policy')).toMatchObject({
      status: 409,
      body: { code: 'changed-meanwhile' },
    });
    for (const route of ['privacy-policy', '/Privacy Policy', '/studio/privacy']) {
      const bad = await move('pages/privacy.yaml', version, route);
      expect(bad, route).toMatchObject({ status: 400, body: { code: 'bad-route' } });
    }
    const home = await move('pages/index.yaml', await versionOf('pages/index.yaml'), '/home');
    expect(home).toMatchObject({ status: 400, body: { code: 'home-page' } });
    expect(diskSnapshot()).toEqual(before);
    writeFileSync(inProject('pages/terms.yaml'), terms);
  });

  it('keeps the old address working when asked, gives it back when the page returns, and keeps New page off it', async () => {
    const site = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    const terms = readFileSync(inProject('pages/terms.yaml'), 'utf8');
    const moved = await move(
      'pages/privacy.yaml',
      await versionOf('pages/privacy.yaml'),
      '/privacy-policy',
      true,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(
      'Moved pages/privacy.yaml to /privacy-policy and pointed the links in pages/_site.yaml, pages/terms.yaml at it. Visitors of /privacy are sent on to it.',
    );
    // The menu's link follows; the redirect goes after the site's last one, written as it is.
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(
      site.replace('      to: /privacy\n', '      to: /privacy-policy\n') +
        '  - from: /privacy\n    to: /privacy-policy\n',
    );
    expect(validateProject(project.root).problems.filter((p) => p.severity === 'error')).toEqual(
      [],
    );

    // The old address leads on: New page cannot take it, and writes nothing.
    const before = diskSnapshot();
    const taken = await call('POST', 'pages', { body: { route: '/privacy', title: 'Privacy' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'redirected' } });
    expect(taken.body.error).toBe(
      '/privacy leads on to /privacy-policy (a redirect in pages/_site.yaml): remove that redirect first, or choose another address',
    );
    expect(diskSnapshot()).toEqual(before);

    // Moved back without keeping /privacy-policy: the page takes /privacy back from its
    // redirect, and the site file is as it was.
    const back = await move(
      'pages/privacy-policy.yaml',
      await versionOf('pages/privacy-policy.yaml'),
      '/privacy',
    );
    expect(back.status).toBe(200);
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(site);
    expect(readFileSync(inProject('pages/terms.yaml'), 'utf8')).toBe(terms);
  });

  it('moves the contact page, and the site file’s contact page follows it', async () => {
    const site = readFileSync(inProject('pages/_site.yaml'), 'utf8');
    const moved = await move(
      'pages/contact.yaml',
      await versionOf('pages/contact.yaml'),
      '/reach-us',
    );
    expect(moved.status).toBe(200);
    expect(readFileSync(inProject('pages/_site.yaml'), 'utf8')).toBe(
      site
        .replace('  page: /contact\n', '  page: /reach-us\n')
        .replaceAll('to: /contact\n', 'to: /reach-us\n'),
    );
    const errors = validateProject(project.root).problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });
});

describe('in a real browser', () => {
  it('the studio page saves with its token; a page of another origin cannot', async () => {
    const file = 'forms/demo.yaml';
    const { page } = await openPage('');
    await page.goto(`${base}/studio`);
    // Not the app's heading: the client's app replaces the placeholder.
    await page.waitForSelector('meta[name="studio-token"]', { state: 'attached' });
    // What the studio app does: token from the meta tag, same-origin fetch (Chromium adds
    // Origin and Sec-Fetch-Site itself).
    const saved = await page.evaluate(async (path) => {
      const token = document.querySelector('meta[name="studio-token"]')!.getAttribute('content')!;
      const opened = (await (await fetch(`/__studio/api/file?path=${path}`)).json()) as {
        text: string;
        version: string;
      };
      const response = await fetch('/__studio/api/file', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Studio-Token': token },
        body: JSON.stringify({
          path,
          text: `${opened.text}# saved by the browser\n`,
          baseVersion: opened.version,
        }),
      });
      return { status: response.status, token };
    }, file);
    expect(saved.status).toBe(200);
    expect(readFileSync(inProject(file), 'utf8')).toMatch(/# saved by the browser\n$/);

    // Another site that even knows the token: its write never lands.
    const before = diskSnapshot();
    await page.goto(inject('baseUrl') + '/');
    const foreign = await page.evaluate(
      async ({ target, token }) => {
        try {
          const response = await fetch(`${target}/__studio/api/file`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', 'X-Studio-Token': token },
            body: JSON.stringify({ path: 'forms/demo.yaml', text: 'pwned: true\n', force: true }),
          });
          return `status ${response.status}`;
        } catch {
          return 'blocked';
        }
      },
      { target: base, token: saved.token },
    );
    expect(foreign).toBe('blocked');
    expect(diskSnapshot()).toEqual(before);
    await page.context().close();
  }, 60_000);
});

describe('npm run studio', () => {
  it('starts the dev server and prints the studio address, which serves the studio', async () => {
    const child = spawn(resolve('node_modules/.bin/tsx'), ['src/cli/studio.ts', '--port', '0'], {
      cwd: project.root,
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    try {
      const url = await new Promise<string>((done, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no studio address:\n${output}`)), 50_000);
        const take = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Studio: (http:\/\/127\.0\.0\.1:\d+\/studio)\n/.exec(output);
          if (match) {
            clearTimeout(timer);
            done(match[1]!);
          }
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
      });
      const html = await (await fetch(url)).text();
      expect(html).toContain('/src/studio/app/main.tsx');
      expect(html).toContain('name="studio-token"');
    } finally {
      // Waited for: its dependency optimizer writes into the copy (node_modules/.vite), which
      // the file's teardown removes; a server still writing made that fail (ENOTEMPTY).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill();
        await exited;
      }
    }
  }, 60_000);
});

describe('the production build', () => {
  it('holds no studio code', () => {
    const markers = ['studio-token', '__studio', 'src/studio', 'studio-root', 'X-Studio-Token'];
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) {
          walk(path);
          continue;
        }
        if (/studio/i.test(entry.name)) found.push(`${path}: a studio file`);
        const text = readFileSync(path, 'latin1');
        for (const marker of markers) if (text.includes(marker)) found.push(`${path}: ${marker}`);
      }
    };
    expect(existsSync('dist/index.html')).toBe(true);
    walk('dist');
    expect(found).toEqual([]);
  });
});
