/**
 * The team studio's server as a started process over HTTP, against a real bare repository: the
 * refusals the issue lists (no session, a write without the same-origin and token defence, a
 * role that may not, a path outside the content, an option-like name, an invitation used twice,
 * a planted session, a body over the limit), each shown to change nothing in the repository or
 * the database; and a restart that keeps people, sessions and drafts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { startTeamServer, type TestTeamServer as TeamServer } from '../support/team-server.ts';

let server: TeamServer;
const ROOT = resolve(import.meta.dirname, '../..');

const call = (...args: Parameters<ReturnType<typeof teamApiClient>['call']>) =>
  teamApiClient(server.base).call(...args);
const accept = (link: string, name: string) => teamApiClient(server.base).join(link, name);

/** Every ref of the remote and of the server's clone, and the database's rows that matter. */
async function state(admin: Person) {
  const refs = (dir: string, ...patterns: string[]) =>
    execFileSync('git', ['--git-dir', dir, 'for-each-ref', ...patterns], { encoding: 'utf8' });
  const drafts = (await call('GET', 'drafts', { as: admin })).body.drafts;
  const users = (await call('GET', 'users', { as: admin })).body.users;
  return {
    // The remote's main (drafts are copied there in the background, as a backup).
    remote: refs(server.remote.path, 'refs/heads/main'),
    clone: refs(join(server.dataDir, 'repo.git')),
    drafts: JSON.stringify(drafts),
    users: JSON.stringify(users),
  };
}

let admin: Person;
let editor: Person;
let reviewer: Person;
let draftId: string;

beforeAll(async () => {
  server = await startTeamServer();
  admin = await accept(server.invite('admin@example.com', 'admin'), 'Ada Admin');
  const invited = await call('POST', 'users', {
    as: admin,
    body: { email: 'ed@example.com', role: 'editor', name: 'Ed Editor' },
  });
  editor = await accept(invited.body.link as string, 'Ed Editor');
  reviewer = await accept(server.invite('rita@example.com', 'reviewer'), 'Rita Reviewer');
  const draft = await call('POST', 'drafts', { as: editor, body: { name: 'Spring pricing' } });
  draftId = draft.body.id as string;
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

describe('team studio refusals', () => {
  it('answers 401 to every API call without a session, and changes nothing', async () => {
    const before = await state(admin);
    const calls: [string, string, unknown?][] = [
      ['GET', 'session'],
      ['GET', 'files'],
      ['GET', `file?path=pages/pricing.yaml&draft=${draftId}`],
      ['PUT', `file?draft=${draftId}`, { path: 'pages/pricing.yaml', text: 'x', baseVersion: 'y' }],
      ['POST', 'drafts', { name: 'Sneaky' }],
      ['POST', `drafts/${draftId}/publish`],
      ['GET', 'users'],
      ['POST', 'users', { email: 'x@example.com', role: 'admin' }],
      ['GET', 'audit'],
      ['GET', 'audit/export'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, { body });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 401,
        code: 'no-session',
      });
    }
    // A cookie that is not a session is no session either.
    const forged = await call('GET', 'drafts', {
      headers: { Cookie: 'studio_session=abc.def' },
    });
    expect(forged.status).toBe(401);
    expect(await state(admin)).toEqual(before);
  });

  it('refuses a write without the same-origin and token defence, and changes nothing', async () => {
    const before = await state(admin);
    const attempts: [string, Record<string, string>][] = [
      ['no Origin', { Origin: '' }],
      ['another site', { Origin: 'https://evil.example' }],
      ['cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
      ['no token', { 'X-Studio-Token': '' }],
      ['a wrong token', { 'X-Studio-Token': reviewer.csrf }],
    ];
    for (const [why, headers] of attempts) {
      const answer = await call('POST', 'drafts', { as: editor, body: { name: why }, headers });
      expect({ why, status: answer.status }).toEqual({ why, status: 403 });
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await state(admin)).toEqual(before);
  });

  it('checks roles on the server with a clear message, and a refusal changes nothing', async () => {
    const before = await state(admin);
    const asReviewer = await call('POST', 'drafts', { as: reviewer, body: { name: 'Mine' } });
    expect(asReviewer).toMatchObject({
      status: 403,
      body: { code: 'forbidden', error: 'Only editors and admins can start a draft.' },
    });
    const save = await call('PUT', `file?draft=${draftId}`, {
      as: reviewer,
      body: { path: 'pages/pricing.yaml', text: 'title: x\n', force: true },
    });
    expect(save.status).toBe(403);
    const publish = await call('POST', `drafts/${draftId}/publish`, { as: editor });
    expect(publish.body).toMatchObject({ code: 'forbidden' });
    expect((await call('GET', 'users', { as: editor })).status).toBe(403);
    expect((await call('GET', 'audit', { as: reviewer })).status).toBe(403);
    expect(await state(admin)).toEqual(before);
  });

  it('limits paths to the content folders and keeps option-like names literal', async () => {
    const before = await state(admin);
    for (const path of [
      '../package.json',
      'src/main.yaml',
      'pages/../x.yaml',
      'pages/-x.yaml',
      '/etc/passwd',
    ]) {
      const answer = await call('PUT', `file?draft=${draftId}`, {
        as: editor,
        body: { path, text: 'title: x\n', force: true },
      });
      expect({ path, refused: answer.status >= 400 && answer.status < 500 }).toEqual({
        path,
        refused: true,
      });
    }
    expect(await state(admin)).toEqual(before);
    // A draft named like an option becomes a branch name git cannot read as one.
    const odd = await call('POST', 'drafts', {
      as: editor,
      body: { name: '--upload-pack=touch /tmp/x' },
    });
    expect(odd.status).toBe(201);
    expect(odd.body.branch).toMatch(/^studio\/[a-z0-9][a-z0-9-]*-[0-9a-f]+$/);
  });

  it('lets an invitation link work once, and says whom it is for while it works', async () => {
    const link = server.invite('once@example.com', 'editor');
    const token = link.split('#')[1]!;
    const facts = await call('POST', 'invitations/facts', { body: { token } });
    expect({ status: facts.status, body: facts.body }).toEqual({
      status: 200,
      body: { email: 'once@example.com', role: 'editor' },
    });
    const made = await call('POST', 'invitations/facts', { body: { token: 'A'.repeat(43) } });
    expect([made.status, made.body.code, made.body.email]).toEqual([
      404,
      'invitation-unknown',
      undefined,
    ]);
    await accept(link, 'Once');
    const used = await call('POST', 'invitations/facts', { body: { token } });
    expect([used.status, used.body.code, used.body.email]).toEqual([
      410,
      'invitation-used',
      undefined,
    ]);
    const again = await call('POST', 'invitations/accept', {
      body: { token: link.split('#')[1], password: 'another long password', name: 'Twice' },
    });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('invitation-used');
    expect(again.cookie).toBe('');
  });

  it("answers a studio address of any depth with the app's page, which holds no data", async () => {
    const page = await fetch(`${server.base}/studio/drafts/${draftId}/pages/pricing?view=form`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).not.toContain('Spring pricing');
    expect(html).not.toContain('pricing.yaml');
    // What the page then asks for is refused without a session.
    const files = await call('GET', `files?draft=${draftId}`);
    expect([files.status, files.body.code]).toEqual([401, 'no-session']);
  });

  it('makes session fixation impossible: signing in never keeps a session the browser brought', async () => {
    const planted = editor.cookie;
    const signIn = await call('POST', 'sign-in', {
      body: { email: 'ed@example.com', password: 'correct horse battery' },
      headers: { Cookie: planted },
    });
    expect(signIn.status).toBe(200);
    const fresh = signIn.cookie.split(';')[0]!;
    expect(fresh).not.toBe(planted);
    expect(signIn.cookie).toMatch(/HttpOnly/i);
    expect(signIn.cookie).toMatch(/SameSite=Strict/i);
    // The planted session ended; the new one works.
    expect((await call('GET', 'session', { headers: { Cookie: planted } })).status).toBe(401);
    expect((await call('GET', 'session', { headers: { Cookie: fresh } })).status).toBe(200);
    editor = { cookie: fresh, csrf: signIn.body.csrfToken as string };
  });

  it('refuses a JSON body over 1 MB, and changes nothing', async () => {
    const before = await state(admin);
    const text = 'title: big\n' + '#'.repeat(1024 * 1024);
    const answer = await call('PUT', `file?draft=${draftId}`, {
      as: editor,
      raw: JSON.stringify({ path: 'pages/pricing.yaml', text, force: true }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('too-large');
    expect(await state(admin)).toEqual(before);
  });

  it('throttles sign-in per account after repeated failures', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = (
        await call('POST', 'sign-in', {
          body: { email: 'rita@example.com', password: 'wrong password' },
        })
      ).status;
    }
    expect(last).toBe(429);
    // Even the right password waits until the lockout ends.
    const right = await call('POST', 'sign-in', {
      body: { email: 'rita@example.com', password: 'correct horse battery' },
    });
    expect(right.status).toBe(429);
  });
});

describe('files the previews ask for', () => {
  it("serves the site's public files, and nothing outside public/", async () => {
    const picture = await fetch(`${server.base}/images/library/estimate-template.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
    for (const path of ['/..%2Fpackage.json', '/%2e%2e/package.json', '/../src/cli/start.ts']) {
      expect((await fetch(`${server.base}${path}`)).status).toBe(404);
    }
  });
});

describe('a submit', () => {
  const page = [
    'title: Spring painting offer',
    'description: Book an exterior painting estimate this spring and get the first coat of primer on us.',
    'blocks:',
    '  - type: hero',
    '    title: Spring painting offer',
    '    intro: Book an exterior painting estimate before the end of May and the first coat of primer is on us.',
    '',
  ].join('\n');
  const save = (draft: string, path: string, text: string) =>
    call('PUT', `file?draft=${draft}`, { as: editor, body: { path, text, force: true } });

  it("refuses a draft the site's checks would refuse, with what to fix, and changes nothing", async () => {
    const draft = (await call('POST', 'drafts', { as: editor, body: { name: 'Spring offer' } }))
      .body.id as string;
    expect((await save(draft, 'pages/spring-offer.yaml', page)).status).toBe(200);
    const before = await state(admin);
    // A new page nothing links to: the publish's strict check refuses it (orphan-route).
    const refused = await call('POST', `drafts/${draft}/submit`, { as: editor });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('draft-invalid');
    expect(refused.body.error).toMatch(/would not pass the site's checks \(1 problem\)/);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({
        file: 'pages/spring-offer.yaml',
        code: 'orphan-route',
        text: expect.stringMatching(/^pages\/spring-offer\.yaml:1:1 .*"\/spring-offer"/),
      }),
    ]);
    expect(await state(admin)).toEqual(before);
    expect((await call('GET', `drafts/${draft}`, { as: editor })).body.status).toBe('editing');

    // Linked from the menu, the same draft goes to review.
    const site = readFileSync(join(ROOT, 'pages/_site.yaml'), 'utf8');
    const linked = site.replace(
      '  links:\n',
      '  links:\n    - label: Spring offer\n      to: /spring-offer\n',
    );
    expect(linked).not.toBe(site);
    expect((await save(draft, 'pages/_site.yaml', linked)).status).toBe(200);
    const submitted = await call('POST', `drafts/${draft}/submit`, { as: editor });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('in-review');
  }, 120_000);

  it('takes a new page made with its menu link, both saved into the draft', async () => {
    const draft = (await call('POST', 'drafts', { as: editor, body: { name: 'Summer offer' } }))
      .body.id as string;
    const created = await call('POST', `pages?draft=${draft}`, {
      as: editor,
      body: { route: '/summer-offer', title: 'Summer offer', menu: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.menu).toMatchObject({ added: true });
    const detail = (await call('GET', `drafts/${draft}`, { as: editor })).body as {
      files: { path: string }[];
    };
    expect(detail.files.map((file) => file.path).sort()).toEqual([
      'pages/_site.yaml',
      'pages/summer-offer.yaml',
    ]);
    // Linked: what stops the submit is only the scaffold's texts, still to write.
    const refused = await call('POST', `drafts/${draft}/submit`, { as: editor });
    expect(refused.status).toBe(422);
    expect(
      (refused.body.problems as { code: string; path: string }[]).map(
        (problem) => `${problem.code} ${problem.path}`,
      ),
    ).toEqual([
      'placeholder-text description',
      'placeholder-text blocks[0].intro',
      'placeholder-text blocks[1].text',
    ]);
    const written = (created.body.text as string)
      .replace(
        /^description: .*$/m,
        'description: Book a summer exterior painting estimate and get the primer coat free this year.',
      )
      .replace(
        /^ {4}intro: .*$/m,
        '    intro: Book before the end of July and the primer is on us.',
      )
      .replace(/^ {4}text: .*$/m, '    text: Summer estimates fill up fast.');
    expect((await save(draft, 'pages/summer-offer.yaml', written)).status).toBe(200);
    const submitted = await call('POST', `drafts/${draft}/submit`, { as: editor });
    expect(submitted.status).toBe(200);
  }, 120_000);
});

describe('deleting a page', () => {
  it("commits it and its menu link to the draft alone; a reviewer's attempt changes nothing", async () => {
    const draft = (await call('POST', 'drafts', { as: editor, body: { name: 'No partners page' } }))
      .body.id as string;
    const path = 'pages/partnerships.yaml';
    const opened = await call('GET', `file?draft=${draft}&path=${path}`, { as: editor });
    const remove = (as: Person) =>
      call('DELETE', `page?draft=${draft}&path=${path}&version=${opened.body.version as string}`, {
        as,
      });
    const before = await state(admin);
    expect((await remove(reviewer)).status).toBe(403);
    expect(await state(admin)).toEqual(before);

    const deleted = await remove(editor);
    expect(deleted).toMatchObject({
      status: 200,
      body: { removed: path, message: `Deleted ${path} and its link in pages/_site.yaml.` },
    });
    // The draft: the page gone and its menu link with it, two commits by the editor.
    expect((await call('GET', `file?draft=${draft}&path=${path}`, { as: editor })).status).toBe(
      404,
    );
    const draftSite = await call('GET', `file?draft=${draft}&path=pages/_site.yaml`, {
      as: editor,
    });
    expect(draftSite.body.text).not.toMatch(/to: \/partnerships/);
    const detail = (await call('GET', `drafts/${draft}`, { as: editor })).body as {
      files: { path: string }[];
      head: string;
    };
    expect(detail.files.map((file) => file.path).sort()).toEqual(['pages/_site.yaml', path]);
    // Marked as removed (no preview link for it), the site file by the setting it changes (the
    // footer's link went).
    expect(detail.files).toContainEqual({ path, route: '/partnerships', deleted: true });
    expect(detail.files).toContainEqual({ path: 'pages/_site.yaml', settings: ['footer'] });
    const log = execFileSync(
      'git',
      ['--git-dir', join(server.dataDir, 'repo.git'), 'log', '-2', '--format=%an|%s', detail.head],
      { encoding: 'utf8' },
    );
    // Newest first: the page went, then its link.
    expect(log).toBe(`Ed Editor|Edit pages/_site.yaml\nEd Editor|Delete ${path}\n`);
    // Main as it was: the page and its link are there until the draft is published.
    expect((await call('GET', `file?path=${path}`, { as: editor })).status).toBe(200);
    const mainSite = await call('GET', 'file?path=pages/_site.yaml', { as: editor });
    expect(mainSite.body.text).toMatch(/to: \/partnerships/);
    expect((await call('POST', `drafts/${draft}/submit`, { as: editor })).status).toBe(200);
  }, 120_000);
});

describe('moving a page', () => {
  it('commits the page at its new address, each link, then the old one’s removal, to the draft alone', async () => {
    const draft = (await call('POST', 'drafts', { as: editor, body: { name: 'Jobs address' } }))
      .body.id as string;
    const opened = await call('GET', `file?draft=${draft}&path=pages/careers.yaml`, { as: editor });
    const move = (as: Person) =>
      call('POST', `page-address?draft=${draft}`, {
        as,
        body: {
          path: 'pages/careers.yaml',
          version: opened.body.version,
          route: '/jobs',
          redirect: true,
        },
      });
    const before = await state(admin);
    expect((await move(reviewer)).status).toBe(403);
    expect(await state(admin)).toEqual(before);

    const moved = await move(editor);
    expect(moved).toMatchObject({ status: 200, body: { path: 'pages/jobs.yaml' } });
    const detail = (await call('GET', `drafts/${draft}`, { as: editor })).body as { head: string };
    const log = execFileSync(
      'git',
      ['--git-dir', join(server.dataDir, 'repo.git'), 'log', '-4', '--format=%an|%s', detail.head],
      { encoding: 'utf8' },
    );
    // Newest first: the old page went last, after the links that now lead to the new one.
    expect(log).toBe(
      [
        'Ed Editor|Delete pages/careers.yaml',
        'Ed Editor|Edit pages/about.yaml',
        'Ed Editor|Edit pages/_site.yaml',
        'Ed Editor|Add pages/jobs.yaml',
        '',
      ].join('\n'),
    );
    // The reviewer reads a move, not a deletion.
    const files = (await call('GET', `drafts/${draft}`, { as: reviewer })).body.files as {
      path: string;
    }[];
    expect(files).toContainEqual({
      path: 'pages/careers.yaml',
      route: '/careers',
      deleted: true,
      movedTo: '/jobs',
    });
    // The page at its new address is the old one moved, not a new page; the page that linked
    // to it says its link changed.
    expect(files).toContainEqual({
      path: 'pages/jobs.yaml',
      route: '/jobs',
      changes: ['moved from /careers'],
    });
    expect(files.find((file) => file.path === 'pages/about.yaml')).toMatchObject({
      route: '/about',
      changes: [expect.stringMatching(/ › To: “\/careers” → “\/jobs”$/)],
    });
    // And the site file's change as what it does: the footer's link leads to the new address,
    // and the old address leads on to it.
    expect(files).toContainEqual({
      path: 'pages/_site.yaml',
      settings: ['footer'],
      redirects: [{ from: '/careers', to: '/jobs' }],
    });
    // Its preview of the old address says where it leads; an address that is neither is none.
    const oldAddress = await call('GET', `drafts/${draft}/preview?route=/careers`, {
      as: reviewer,
    });
    expect(oldAddress).toMatchObject({
      status: 200,
      body: { route: '/careers', redirect: { from: '/careers', to: '/jobs' } },
    });
    const nowhere = await call('GET', `drafts/${draft}/preview?route=/nowhere`, { as: reviewer });
    expect(nowhere.status).toBe(404);
    // Main as it was until the draft is published.
    expect((await call('GET', 'file?path=pages/careers.yaml', { as: editor })).status).toBe(200);
    expect((await call('GET', 'file?path=pages/jobs.yaml', { as: editor })).status).toBe(404);
    expect((await call('POST', `drafts/${draft}/submit`, { as: editor })).status).toBe(200);
  }, 120_000);
});

describe('a restart', () => {
  it('keeps people, sessions and drafts', async () => {
    const before = await state(admin);
    await server.stop();
    await server.start();
    expect((await call('GET', 'session', { as: editor })).body).toMatchObject({
      user: { email: 'ed@example.com', role: 'editor' },
    });
    expect(await state(admin)).toEqual(before);
  }, 120_000);
});
