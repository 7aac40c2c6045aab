/**
 * The media library's writes in the team studio, over HTTP against the server as a process and
 * a real bare repository: deleting a picture a page of the draft uses is refused (409 with each
 * use at file:line:col) with no commit anywhere; a reviewer may not delete or replace (403), nor
 * may a write without the session's token or from another origin (no commit either); an unused
 * upload is deleted by one commit on the draft's branch, main untouched; a replace commits the
 * new picture, the page naming it, and the old one's removal.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { cleanUpload } from '../../src/media/clean-upload.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { startTeamServer, type TestTeamServer as TeamServer } from '../support/team-server.ts';

let server: TeamServer;

const api = () => teamApiClient(server.base);
/** A JSON request, or a picture's raw bytes (the one request that is not JSON). */
const send = (
  method: string,
  path: string,
  as: Person | undefined,
  body?: { json: unknown } | { bytes: Buffer },
) =>
  body && 'bytes' in body
    ? api().call(method, path, {
        as,
        headers: { 'Content-Type': 'image/jpeg' },
        raw: new Uint8Array(body.bytes),
      })
    : api().call(method, path, { as, body: body?.json });
const accept = (link: string, name: string) => api().join(link, name);

const gitBytes = (...args: string[]) =>
  execFileSync('git', ['--git-dir', join(server.dataDir, 'repo.git'), ...args]);
const git = (...args: string[]) => gitBytes(...args).toString('utf8');
const refs = () => git('for-each-ref');
const headOf = (ref: string) => git('rev-parse', ref).trim();

let editor: Person;
let reviewer: Person;
let draft: string;
let branch: string;
let crew: string;
let spare: string;

const pageText = (picture: string) => `title: Our crew
description: The people who fix your roof, and how they work on every house they touch.
blocks:
  - type: hero
    title: Our crew
    image:
      src: ${picture} # the summer photo
      alt: Two roofers laying shingles on a ranch house
`;

beforeAll(async () => {
  server = await startTeamServer();
  editor = await accept(server.invite('ed@example.com', 'editor'), 'Ed Editor');
  reviewer = await accept(server.invite('rita@example.com', 'reviewer'), 'Rita Reviewer');
  const created = await send('POST', 'drafts', editor, { json: { name: 'Crew photos' } });
  draft = created.body.id as string;
  branch = `refs/heads/${created.body.branch as string}`;
  const upload = async (name: string, seed: number) => {
    const bytes = await testPhotoJpeg({ width: 320, height: 240, seed });
    const answer = await send('POST', `media?name=${name}&draft=${draft}`, editor, { bytes });
    expect(answer.status).toBe(201);
    return answer.body.src as string;
  };
  crew = await upload('Crew.jpg', 31);
  spare = await upload('Spare.jpg', 32);
  const page = await send('POST', `pages?draft=${draft}`, editor, {
    json: { route: '/our-crew', title: 'Our crew' },
  });
  expect(page.status).toBe(201);
  const saved = await send('PUT', `file?draft=${draft}`, editor, {
    json: { path: 'pages/our-crew.yaml', text: pageText(crew), baseVersion: page.body.version },
  });
  expect(saved.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe('the media library in the team studio', () => {
  it("refuses to delete a picture the draft's page uses, with no commit", async () => {
    const before = refs();
    const answer = await send('DELETE', `media?src=${crew}&draft=${draft}`, editor);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('media-in-use');
    expect(answer.body.usedIn).toEqual([
      expect.objectContaining({ file: 'pages/our-crew.yaml', line: 7, column: 12 }),
    ]);
    expect(answer.body.error).toContain('pages/our-crew.yaml:7:12 blocks[0].image');
    expect(refs()).toBe(before);
  });

  it('refuses a reviewer, a foreign or tokenless write, a delete outside a draft: no commit', async () => {
    const before = refs();
    const byReviewer = await send('DELETE', `media?src=${spare}&draft=${draft}`, reviewer);
    expect(byReviewer.status).toBe(403);
    expect(byReviewer.body.error).toBe('Only editors and admins can replace or delete images.');
    const bytes = await testPhotoJpeg({ width: 64, height: 48, seed: 33 });
    const replaceByReviewer = await send(
      'PUT',
      `media?src=${crew}&name=new.jpg&draft=${draft}`,
      reviewer,
      { bytes },
    );
    expect(replaceByReviewer.status).toBe(403);
    // The session's token and the same origin, as for every write.
    const withoutToken = await send('DELETE', `media?src=${spare}&draft=${draft}`, {
      cookie: editor.cookie,
      csrf: '',
    });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.code).toBe('missing-token');
    const foreign = await fetch(`${server.base}/__studio/api/media?src=${spare}&draft=${draft}`, {
      method: 'DELETE',
      headers: {
        Origin: 'https://evil.example',
        Cookie: editor.cookie,
        'X-Studio-Token': editor.csrf,
      },
    });
    expect(foreign.status).toBe(403);
    // Main holds no such upload: refused as not there, nothing written.
    const onMain = await send('DELETE', `media?src=${spare}`, editor);
    expect(onMain.status).toBe(404);
    expect(refs()).toBe(before);
  });

  it("deletes an unused upload by one commit on the draft's branch", async () => {
    const mainBefore = headOf('refs/heads/main');
    const headBefore = headOf(branch);
    const answer = await send('DELETE', `media?src=${spare}&draft=${draft}`, editor);
    expect(answer).toMatchObject({ status: 200, body: { removed: spare } });
    const head = headOf(branch);
    expect(headOf(`${head}^`)).toBe(headBefore);
    expect(git('show', '-s', '--format=%an|%s', head).trim()).toBe(`Ed Editor|Delete ${spare}`);
    expect(git('ls-tree', '-r', '--name-only', head)).not.toContain(spare);
    expect(git('ls-tree', '-r', '--name-only', head)).toContain(crew);
    expect(headOf('refs/heads/main')).toBe(mainBefore);
  });

  it('replaces a picture: the new upload, the page pointed at it, the old one removed', async () => {
    const mainBefore = headOf('refs/heads/main');
    const headBefore = headOf(branch);
    const bytes = await testPhotoJpeg({ width: 480, height: 360, seed: 34 });
    const answer = await send(
      'PUT',
      `media?src=${crew}&name=Crew-2025.jpg&draft=${draft}`,
      editor,
      {
        bytes,
      },
    );
    expect(answer.status).toBe(200);
    const replacement = answer.body.src as string;
    expect(answer.body).toMatchObject({ pages: ['pages/our-crew.yaml'], removed: crew });
    const head = headOf(branch);
    expect(git('log', '--format=%s', `${headBefore}..${head}`).trim().split('\n')).toEqual([
      `Delete ${crew}`,
      'Edit pages/our-crew.yaml',
      `Upload ${replacement}`,
    ]);
    expect(git('show', `${head}:pages/our-crew.yaml`)).toBe(pageText(replacement));
    // What is committed is the upload cleaned of its metadata (src/media/clean-upload.ts).
    const cleaned = await cleanUpload(bytes, 'jpeg', 'Crew-2025.jpg');
    expect(
      cleaned.ok && gitBytes('cat-file', 'blob', `${head}:${replacement}`).equals(cleaned.bytes),
    ).toBe(true);
    expect(git('ls-tree', '-r', '--name-only', head)).not.toContain(crew);
    expect(headOf('refs/heads/main')).toBe(mainBefore);
  });
});
