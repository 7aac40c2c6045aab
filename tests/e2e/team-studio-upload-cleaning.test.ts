/**
 * Issue 52, Why 5: an upload reaches Git before anyone reviews it (a commit on the draft's
 * branch, pushed to the remote's `studio/*` branch a couple of seconds later), and a repository
 * keeps every blob for ever. Over HTTP against the team server as a process and a real bare
 * remote: a photo carrying its camera, owner and GPS position and an SVG carrying a script, an
 * event handler and a `javascript:` link are uploaded into a draft, and the blobs read straight
 * from the studio's clone and from the remote once the backup push landed hold none of it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { HOSTILE_SVG, PHOTO_TAGS, SVG_HAZARDS, taggedJpeg } from '../support/test-images.ts';

const run = promisify(execFile);

let server: TestTeamServer;
let editor: Person;
let draftId: string;
let branch: string;

const api = () => teamApiClient(server.base);

/** A blob or a ref's commit, as Git holds it in `gitDir` (the clone or the bare remote). */
async function gitBytes(gitDir: string, ...args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', ['--git-dir', gitDir, ...args], {
    encoding: 'buffer',
    maxBuffer: 64 << 20,
  });
  return stdout;
}
const headOf = async (gitDir: string) =>
  (await gitBytes(gitDir, 'rev-parse', `refs/heads/${branch}`)).toString('utf8').trim();

const clone = () => join(server.dataDir, 'repo.git');

/** Waits for the backup push: the remote's `studio/*` branch at the clone's head. */
async function pushedHead(): Promise<string> {
  const head = await headOf(clone());
  await expect
    .poll(() => headOf(server.remote.path).catch(() => ''), { timeout: 20_000 })
    .toBe(head);
  return head;
}

async function upload(name: string, type: string, bytes: Buffer): Promise<string> {
  const answer = await api().call('POST', `media?name=${name}&draft=${draftId}`, {
    as: editor,
    headers: { 'Content-Type': type },
    raw: new Uint8Array(bytes),
  });
  expect(answer.status).toBe(201);
  return answer.body.src as string;
}

beforeAll(async () => {
  server = await startTeamServer();
  editor = await api().join(server.invite('ed@example.com', 'editor'), 'Ed Editor');
  const draft = await api().call('POST', 'drafts', { as: editor, body: { name: 'Holiday' } });
  draftId = draft.body.id as string;
  branch = draft.body.branch as string;
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe('uploads in the team studio are cleaned before they are committed', () => {
  it('commits and pushes a photo without its camera, owner or GPS position', async () => {
    const pixels = await sharp(await testPhotoJpeg({ width: 320, height: 200, seed: 52 }))
      .png()
      .toBuffer();
    const photo = await taggedJpeg(pixels);
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain(PHOTO_TAGS.make);
    const src = await upload('Holiday.jpg', 'image/jpeg', photo);
    const head = await pushedHead();

    for (const gitDir of [clone(), server.remote.path]) {
      const blob = await gitBytes(gitDir, 'cat-file', 'blob', `${head}:${src}`);
      const metadata = await sharp(blob).metadata();
      // Turned as the orientation said (320 × 200 stored, shown 200 × 320), the tag gone.
      expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 320 });
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const tag of Object.values(PHOTO_TAGS)) expect(blob.includes(tag)).toBe(false);
    }
  });

  it('commits and pushes an SVG without its script, handlers or javascript: links', async () => {
    const src = await upload('Logo.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG));
    const head = await pushedHead();

    for (const gitDir of [clone(), server.remote.path]) {
      const blob = (await gitBytes(gitDir, 'cat-file', 'blob', `${head}:${src}`)).toString('utf8');
      expect(blob).not.toMatch(SVG_HAZARDS);
      expect(blob).not.toContain('alert');
      // The drawing stays: both shapes and the reference inside the file.
      expect(blob).toContain('fill="#123456"');
      expect(blob).toContain('<circle cx="80" cy="40" r="20" fill="#c00"/>');
      expect(blob).toContain('href="#box"');
    }
    // No commit anywhere on the branch ever held the hostile text.
    const everything = await gitBytes(server.remote.path, 'log', '-p', '--text', branch);
    expect(everything.toString('utf8')).not.toMatch(SVG_HAZARDS);
  });
});
