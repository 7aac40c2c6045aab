/**
 * An upload in the team studio, over HTTP against the server as a process and a real bare
 * repository: it lands as one commit by the editor on the draft's branch, as the upload check
 * cleaned it (team-studio-upload-cleaning.test.ts shows what cleaning removes), and nowhere else; the picture is listed, named to the draft's completion of `src:`, and served to
 * signed-in people; a refused upload (a PNG named .jpg, a role that may not, no draft) makes no
 * commit.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { cleanUpload } from '../../src/media/clean-upload.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { startTeamServer, type TestTeamServer as TeamServer } from '../support/team-server.ts';

let server: TeamServer;

const api = () => teamApiClient(server.base);
const json = (method: string, path: string, as?: Person, body?: unknown) =>
  api().call(method, path, { as, body });
const upload = (as: Person, query: string, bytes: Buffer) =>
  api().call('POST', `media?${query}`, {
    as,
    headers: { 'Content-Type': 'image/jpeg' },
    raw: new Uint8Array(bytes),
  });
const accept = (link: string, name: string) => api().join(link, name);

const clone = () => join(server.dataDir, 'repo.git');
const git = (...args: string[]) => execFileSync('git', ['--git-dir', clone(), ...args]);
const refs = () => git('for-each-ref').toString('utf8');

let editor: Person;
let reviewer: Person;
let draftId: string;
let branch: string;

beforeAll(async () => {
  server = await startTeamServer();
  editor = await accept(server.invite('ed@example.com', 'editor'), 'Ed Editor');
  reviewer = await accept(server.invite('rita@example.com', 'reviewer'), 'Rita Reviewer');
  const draft = await json('POST', 'drafts', editor, { name: 'Crew photos' });
  draftId = draft.body.id as string;
  branch = draft.body.branch as string;
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe('uploading in the team studio', () => {
  it("commits the cleaned picture to the draft's branch, by the editor", async () => {
    const photo = await testPhotoJpeg({ width: 800, height: 600, seed: 3 });
    const cleaned = await cleanUpload(photo, 'jpeg', 'Crew.jpg');
    if (!cleaned.ok) throw new Error(cleaned.message);
    const mainBefore = git('rev-parse', 'refs/heads/main').toString().trim();
    const headBefore = git('rev-parse', `refs/heads/${branch}`).toString().trim();
    const answer = await upload(editor, `name=Crew.jpg&draft=${draftId}`, photo);
    expect(answer.status).toBe(201);
    const hash = createHash('sha256').update(cleaned.bytes).digest('hex').slice(0, 12);
    const src = `media/crew-${hash}.jpg`;
    expect(answer.body).toEqual({ src, type: 'jpeg', width: 800, height: 600 });

    const head = git('rev-parse', `refs/heads/${branch}`).toString().trim();
    expect(git('rev-parse', `${head}^`).toString().trim()).toBe(headBefore);
    expect(git('show', '-s', '--format=%an <%ae>|%s', head).toString().trim()).toBe(
      `Ed Editor <ed@example.com>|Upload ${src}`,
    );
    expect(git('cat-file', 'blob', `${head}:${src}`).equals(cleaned.bytes)).toBe(true);
    expect(git('rev-parse', 'refs/heads/main').toString().trim()).toBe(mainBefore);

    // The same picture again is the same file: no second commit.
    const again = await upload(editor, `name=Crew.jpg&draft=${draftId}`, photo);
    expect(again.status).toBe(200);
    expect(git('rev-parse', `refs/heads/${branch}`).toString().trim()).toBe(head);

    const listed = await json('GET', `media?draft=${draftId}`, editor);
    expect(listed.body.media).toContainEqual(
      expect.objectContaining({ src, width: 800, height: 600, usedIn: [] }),
    );

    // The code editor's completion of `src:` names it in this draft, and not on main.
    const names = await json('GET', `meta?draft=${draftId}`, editor);
    expect(names.body.images).toContain(src);
    expect(names.body.images).toContain('/images/illustrations/client-portal.svg');
    expect((await json('GET', 'meta', editor)).body.images).not.toContain(src);

    const served = await fetch(`${server.base}/${src}`, { headers: { Cookie: reviewer.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(cleaned.bytes)).toBe(true);
    expect((await fetch(`${server.base}/${src}`)).status).toBe(401);
  });

  it('refuses a PNG named .jpg, a reviewer, and an upload with no draft, with no commit', async () => {
    const before = refs();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const mismatch = await upload(editor, `name=logo.jpg&draft=${draftId}`, png);
    expect(mismatch.status).toBe(415);
    expect(mismatch.body.code).toBe('image-type-mismatch');
    expect(mismatch.body.error).toMatch(/PNG/);
    expect(mismatch.body.error).toMatch(/\.jpg/);

    const photo = await testPhotoJpeg({ width: 64, height: 48, seed: 4 });
    const byReviewer = await upload(reviewer, `name=roof.jpg&draft=${draftId}`, photo);
    expect(byReviewer.status).toBe(403);
    expect(byReviewer.body.error).toBe('Only editors and admins can upload images.');
    const noDraft = await upload(editor, 'name=roof.jpg', photo);
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.code).toBe('no-draft');
    expect(refs()).toBe(before);
  });
});
