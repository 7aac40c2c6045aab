/**
 * The write gate over HTTP (issue 52, Why items 1, 7 and 8), against the team server started as a
 * process over a real bare repository: a conflict resolution that carries files not in conflict
 * (a workflow, a page of the site's code) is a 400 that changes nothing in the studio's clone, the
 * remote or the database; a resolution of only the conflicted file goes through, named in the
 * audit entry and listed to the reviewer; a forced save to a path New page refuses (the studio's
 * own address, a name differing from another only by case, a file outside the content) is a 400
 * that changes nothing; a version that is not a commit id is a 400, never a 500.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { commitToBranch, refOf } from '../support/bare-repo.ts';
import {
  backedUp,
  startTeamServer,
  type TestTeamServer as TeamServer,
} from '../support/team-server.ts';

let server: TeamServer;
let admin: Person;
let editor: Person;

const call = (...args: Parameters<ReturnType<typeof teamApiClient>['call']>) =>
  teamApiClient(server.base).call(...args);
const accept = (link: string, name: string) => teamApiClient(server.base).join(link, name);
const cloneDir = () => join(server.dataDir, 'repo.git');

const ABOUT = 'pages/about.yaml';
const WORKFLOW = '.github/workflows/x.yml';
const SCRIPT_PAGE = 'index.html';

/** Every ref of a repository, one line each. */
const refs = (gitDir: string) =>
  execFileSync('git', ['--git-dir', gitDir, 'for-each-ref'], { encoding: 'utf8' });

/** The files of a commit in the studio's clone. */
const filesAt = (commit: string) =>
  execFileSync('git', ['--git-dir', cloneDir(), 'ls-tree', '-r', '--name-only', commit], {
    encoding: 'utf8',
  }).split('\n');

/**
 * What a refusal must leave as it was: every ref of the clone and of the remote (main and the
 * drafts' copies), and what the database shows: the draft's detail, the drafts, the audit log.
 */
async function state(draftId: string) {
  return {
    clone: refs(cloneDir()),
    remote: refs(server.remote.path),
    detail: (await call('GET', `drafts/${draftId}`, { as: admin })).body,
    drafts: (await call('GET', 'drafts', { as: admin })).body,
    audit: (await call('GET', 'audit', { as: admin })).body,
  };
}

async function newDraft(name: string) {
  const made = await call('POST', 'drafts', { as: editor, body: { name } });
  expect(made.status).toBe(201);
  const branch = made.body.branch as string;
  // Its copy on the remote lands in the background: awaited, so no refusal is blamed for it.
  await backedUp(server, branch);
  return { id: made.body.id as string, branch };
}

async function read(draftId: string, path: string) {
  const file = await call('GET', `file?path=${path}&draft=${draftId}`, { as: editor });
  expect(file.status).toBe(200);
  return { text: file.body.text as string, version: file.body.version as string };
}

beforeAll(async () => {
  server = await startTeamServer();
  admin = await accept(server.invite('admin@example.com', 'admin'), 'Ada Admin');
  editor = await accept(server.invite('ed@example.com', 'editor'), 'Ed Editor');
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

describe('a conflict resolution', () => {
  let draft: { id: string; branch: string };

  beforeAll(async () => {
    // The draft changes the about page's title; main then changes the same line.
    draft = await newDraft('About rewrite');
    const about = await read(draft.id, ABOUT);
    const saved = await call('PUT', `file?draft=${draft.id}`, {
      as: editor,
      body: {
        path: ABOUT,
        text: about.text.replace('title: About Us', 'title: About the Crew'),
        baseVersion: about.version,
      },
    });
    expect(saved.status).toBe(200);
    commitToBranch(server.remote.path, 'main', {
      [ABOUT]: about.text.replace('title: About Us', 'title: About TradeLift'),
    });
    const asked = await call('POST', `drafts/${draft.id}/update`, { as: editor, body: {} });
    expect(asked.body).toMatchObject({ kind: 'conflict', files: [{ path: ABOUT }] });
    await backedUp(server, draft.branch);
  }, 60_000);

  it('that also writes files not in conflict (a workflow, index.html) is a 400 that changes nothing', async () => {
    const before = await state(draft.id);
    const mainBefore = refOf(server.remote.path, 'refs/heads/main');
    const answer = await call('POST', `drafts/${draft.id}/update`, {
      as: editor,
      body: {
        resolutions: [
          { path: ABOUT, text: 'title: About the Crew\nblocks: []\n' },
          { path: WORKFLOW, text: 'on: push\njobs: {}\n' },
          { path: SCRIPT_PAGE, text: '<script>alert(1)</script>\n' },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect(await state(draft.id)).toEqual(before);
    expect(refOf(server.remote.path, 'refs/heads/main')).toBe(mainBefore);
  });

  it('naming a content file that is not in conflict is a 400 not-in-conflict that changes nothing', async () => {
    const before = await state(draft.id);
    const answer = await call('POST', `drafts/${draft.id}/update`, {
      as: editor,
      body: {
        resolutions: [
          { path: ABOUT, text: 'title: About the Crew\nblocks: []\n' },
          { path: 'pages/contact.yaml', text: 'title: Hijacked\nblocks: []\n' },
        ],
      },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'not-in-conflict' } });
    expect(String(answer.body.error)).toContain('pages/contact.yaml');
    expect(await state(draft.id)).toEqual(before);
  });

  it.each([
    ['a path climbing out', '../outside.yaml'],
    ['a path into .git', '.git/config'],
    ['a NUL byte', 'pages/a\u0000.yaml'],
    ['an empty path', ''],
    ['a page at the studio’s address', 'pages/studio.yaml'],
  ])('with %s is a 400 that changes nothing', async (_, path) => {
    const before = await state(draft.id);
    const answer = await call('POST', `drafts/${draft.id}/update`, {
      as: editor,
      body: {
        resolutions: [
          { path: ABOUT, text: 'title: x\nblocks: []\n' },
          { path, text: 'x' },
        ],
      },
    });
    expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    expect(await state(draft.id)).toEqual(before);
  });

  it('of only the conflicted file goes through, named in the audit entry and listed to the reviewer', async () => {
    const about = await read(draft.id, ABOUT);
    const answer = await call('POST', `drafts/${draft.id}/update`, {
      as: editor,
      body: {
        resolutions: [
          { path: ABOUT, text: about.text.replace('title: About the Crew', 'title: About Both') },
        ],
      },
    });
    expect(answer).toMatchObject({ status: 200, body: { kind: 'updated' } });
    const audit = await call('GET', `audit?draft=${draft.id}&action=draft-update`, { as: admin });
    const events = audit.body.events as { action: string; detail: Record<string, unknown> }[];
    expect(events.map((event) => event.detail)).toEqual([{ resolved: [ABOUT] }]);
    const detail = await call('GET', `drafts/${draft.id}`, { as: admin });
    const listed = (detail.body.files as { path: string }[]).map((file) => file.path);
    expect(listed).toContain(ABOUT);
    const head = detail.body.head as string;
    expect(filesAt(head)).not.toContain(WORKFLOW);
    expect(filesAt(head)).not.toContain(SCRIPT_PAGE);
    // Every file the draft's commits change is one the reviewer sees listed.
    const changed = execFileSync(
      'git',
      ['--git-dir', cloneDir(), 'diff', '--name-only', `${head}^2`, head],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
    expect(listed).toEqual(expect.arrayContaining(changed));
    // The merge's copy on the remote lands in the background: awaited, so the next refusal is
    // not blamed for it.
    await backedUp(server, draft.branch);
  });
});

describe('a forced save', () => {
  let draft: { id: string; branch: string };

  beforeAll(async () => {
    draft = await newDraft('Paths');
  });

  it.each([
    ['the studio’s own address', 'pages/studio.yaml', 'reserved-address'],
    ['a page under the studio’s address', 'pages/studio/x.yaml', 'reserved-address'],
    ['a name that differs from about.yaml only by case', 'pages/ABOUT.yaml', 'case-clash'],
    ['a workflow', '.github/x.yml', 'outside-content'],
    ['the site’s index.html', 'index.html', 'outside-content'],
  ])('to %s (%s) is a 400 that writes nothing', async (_, path, code) => {
    const before = await state(draft.id);
    const answer = await call('PUT', `file?draft=${draft.id}`, {
      as: editor,
      body: { path, text: 'title: Taken\nblocks: []\n', force: true },
    });
    expect({ path, status: answer.status, code: answer.body.code }).toEqual({
      path,
      status: 400,
      code,
    });
    expect(await state(draft.id)).toEqual(before);
  });
});

describe('bad input', () => {
  let draft: { id: string; branch: string };

  beforeAll(async () => {
    draft = await newDraft('Versions');
  });

  it.each([
    ['an option', '--upload-pack=touch /tmp/pwned'],
    ['a ref name', 'HEAD'],
    ['a ref expression', 'HEAD~1'],
    ['a NUL byte', 'abc\u0000def'],
    ['random text', 'not a version at all'],
    ['a short hex id', '0123456789abcdef'],
  ])('a baseVersion that is %s is a 400 bad-version that writes nothing', async (_, version) => {
    const before = await state(draft.id);
    const answer = await call('PUT', `file?draft=${draft.id}`, {
      as: editor,
      body: { path: ABOUT, text: 'title: x\nblocks: []\n', baseVersion: version },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'bad-version' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/\n\s+at /);
    expect(await state(draft.id)).toEqual(before);
  });

  it('a NUL in a studio app address is a 404, with no stack trace in the log', async () => {
    const logged = server.output().length;
    const answer = await fetch(`${server.base}/studio/app/%00`);
    expect([400, 404]).toContain(answer.status);
    expect(await answer.text()).not.toMatch(/\n\s+at /);
    expect(server.output().slice(logged)).not.toMatch(/\n\s+at /);
  });
});
