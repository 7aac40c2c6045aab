/**
 * The media library's writes over real HTTP against the dev server on a copy of the project:
 * `DELETE media` refuses a picture a page still uses (409, naming each use as file:line:col)
 * and a drawn picture under public/, and removes an unused upload; `PUT media` replaces a
 * picture: the new upload stored, each use's `src:` rewritten (comments and the rest of the
 * page kept), the old file gone. Every refusal (in use, not deletable, no token, another
 * origin, a bad upload) leaves the disk exactly as it was.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStudioServer,
  type StudioServer,
} from '../../../../src/cli/bench/studio-copy-server.ts';
import { cleanUpload } from '../../../../src/media/clean-upload.ts';
import { testPhotoJpeg } from '../../../../src/media/test-photo.ts';
import { diskSnapshot as snapshotOf } from '../../../support/disk-snapshot.ts';

let studio: StudioServer;
let token: string;
let crew: string;
let spare: string;

const inProject = (path: string) => join(studio.project.root, path);
const diskSnapshot = () => snapshotOf(studio.project.root);

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  query: string,
  options: { bytes?: Buffer; type?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await fetch(`${studio.base}/__studio/api/media?${query}`, {
    method,
    headers: {
      'x-studio-token': token,
      ...(options.bytes ? { 'content-type': options.type ?? 'image/jpeg' } : {}),
      ...options.headers,
    },
    body: options.bytes ? new Uint8Array(options.bytes) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const src = (value: string) => `src=${encodeURIComponent(value)}`;

const page = (picture: string) => `# yaml-language-server: $schema=../schemas/page.schema.json
title: Our crew
description: The people who fix your roof, and how they work on every house they touch.
blocks:
  - type: hero
    title: Our crew
    image:
      src: ${picture} # the summer photo, keep it
      alt: Two roofers laying shingles on a ranch house
  - type: split
    title: How we work
    body: Every job starts with an inspection of the whole roof.
    image: { src: "${picture}", decorative: true }
`;

beforeAll(async () => {
  studio = await startStudioServer();
  const shell = await (await fetch(`${studio.base}/studio`)).text();
  token = /<meta name="studio-token" content="([^"]+)"/.exec(shell)![1]!;
  const uploaded = async (name: string, seed: number) => {
    const photo = await testPhotoJpeg({ width: 320, height: 240, seed });
    const answer = await call('POST', `name=${name}`, { bytes: photo });
    expect(answer.status).toBe(201);
    return answer.body.src as string;
  };
  crew = await uploaded('Crew.jpg', 21);
  spare = await uploaded('Spare.jpg', 22);
  writeFileSync(inProject('pages/our-crew.yaml'), page(crew));
}, 90_000);

afterAll(async () => {
  await studio?.close();
});

describe('DELETE media', () => {
  it('refuses a picture a page uses, naming each use, and changes nothing', async () => {
    const before = diskSnapshot();
    const answer = await call('DELETE', src(crew));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('media-in-use');
    expect(answer.body.usedIn).toEqual([
      {
        file: 'pages/our-crew.yaml',
        path: 'blocks[0].image',
        line: 8,
        column: 12,
        alt: 'Two roofers laying shingles on a ranch house',
      },
      { file: 'pages/our-crew.yaml', path: 'blocks[1].image', line: 13, column: 19 },
    ]);
    expect(answer.body.error).toContain('pages/our-crew.yaml:8:12 blocks[0].image');
    expect(answer.body.error).toContain('pages/our-crew.yaml:13:19 blocks[1].image');
    expect(diskSnapshot()).toEqual(before);
    expect(existsSync(inProject(crew))).toBe(true);
  });

  it.each([
    ['a drawn picture under public/', '/images/team/marcus-bennett.svg', 403, 'not-deletable'],
    ['a path out of media/', 'media/../pages/index.yaml', 403, 'path-traversal'],
    ['a content file', 'pages/index.yaml', 403, 'outside-content'],
    ['a picture that is not there', 'media/gone-000000000000.jpg', 404, 'not-found'],
  ])('refuses %s and changes nothing', async (_, picture, status, code) => {
    const before = diskSnapshot();
    const answer = await call('DELETE', src(picture));
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    expect(diskSnapshot()).toEqual(before);
  });

  it('refuses a delete without the token or from another origin', async () => {
    const before = diskSnapshot();
    const noToken = await call('DELETE', src(spare), { headers: { 'x-studio-token': '' } });
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('missing-token');
    const foreign = await call('DELETE', src(spare), {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('cross-origin');
    expect(diskSnapshot()).toEqual(before);
  });

  it('removes an upload no page uses, and only it', async () => {
    const before = diskSnapshot();
    const answer = await call('DELETE', src(spare));
    expect(answer).toEqual({ status: 200, body: { removed: spare } });
    expect(existsSync(inProject(spare))).toBe(false);
    const { [spare]: removed, ...rest } = before;
    expect(removed).toBeDefined();
    expect(diskSnapshot()).toEqual(rest);
    const listed = (await (await fetch(`${studio.base}/__studio/api/media`)).json()) as {
      media: { src: string }[];
    };
    expect(listed.media.map((picture) => picture.src)).not.toContain(spare);
  });
});

describe('PUT media (replace)', () => {
  it('refuses a bad upload, no token, or a picture that is not there, changing nothing', async () => {
    const before = diskSnapshot();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const mismatch = await call('PUT', `${src(crew)}&name=new.jpg`, { bytes: png });
    expect(mismatch.status).toBe(415);
    expect(mismatch.body.code).toBe('image-type-mismatch');
    const photo = await testPhotoJpeg({ width: 320, height: 240, seed: 23 });
    const noToken = await call('PUT', `${src(crew)}&name=new.jpg`, {
      bytes: photo,
      headers: { 'x-studio-token': 'not-this-run' },
    });
    expect(noToken.body.code).toBe('bad-token');
    const missing = await call('PUT', `${src('media/gone-000000000000.jpg')}&name=new.jpg`, {
      bytes: photo,
    });
    expect(missing.status).toBe(404);
    expect(diskSnapshot()).toEqual(before);
  });

  it('stores the new picture, points every use at it, and removes the old one', async () => {
    const photo = await testPhotoJpeg({ width: 480, height: 360, seed: 24 });
    const answer = await call('PUT', `${src(crew)}&name=${encodeURIComponent('Crew 2025.jpg')}`, {
      bytes: photo,
    });
    expect(answer.status).toBe(200);
    const replacement = answer.body.src as string;
    expect(replacement).toMatch(/^media\/crew-2025-[0-9a-f]{12}\.jpg$/);
    expect(answer.body).toMatchObject({
      width: 480,
      height: 360,
      pages: ['pages/our-crew.yaml'],
      removed: crew,
    });
    // Stored as every upload is: cleaned of its metadata (clean-upload.ts).
    const cleaned = await cleanUpload(photo, 'jpeg', 'Crew 2025.jpg');
    expect(cleaned.ok && readFileSync(inProject(replacement)).equals(cleaned.bytes)).toBe(true);
    expect(existsSync(inProject(crew))).toBe(false);
    // Only the two src scalars changed: the comment, the quotes and the rest stay.
    expect(readFileSync(inProject('pages/our-crew.yaml'), 'utf8')).toBe(page(replacement));
  });

  it('points the uses of a drawn picture at an upload and keeps the drawing', async () => {
    const drawing = '/images/team/marcus-bennett.svg';
    const aboutBefore = readFileSync(inProject('pages/about.yaml'), 'utf8');
    const photo = await testPhotoJpeg({ width: 400, height: 400, seed: 25 });
    const answer = await call('PUT', `${src(drawing)}&name=marcus.jpg`, { bytes: photo });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pages: ['pages/about.yaml'], removed: null });
    const about = readFileSync(inProject('pages/about.yaml'), 'utf8');
    expect(about).toBe(aboutBefore.replace(`src: ${drawing}`, `src: ${answer.body.src as string}`));
    expect(existsSync(inProject(`public${drawing}`))).toBe(true);
  });
});
