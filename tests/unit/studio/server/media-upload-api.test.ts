/**
 * The studio's upload over real HTTP against the dev server on a copy of the project: a picture
 * lands in media/ cleaned (no photo metadata, no script in an SVG) under its hashed name (once,
 * however often it is sent) and is listed by `GET media`; every refusal (too big, wrong type, a
 * PNG named .jpg, a path for a name, not raw bytes, no token) answers `{ error, code }` and
 * leaves the disk as it was.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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
import { HOSTILE_SVG, PHOTO_TAGS, SVG_HAZARDS, taggedJpeg } from '../../../support/test-images.ts';

let studio: StudioServer;
let host: string;
let token: string;

const MB = 1024 * 1024;

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

interface UploadOptions {
  type?: string;
  withToken?: boolean;
  /** Sent without a Content-Length (chunked), as a stream of unknown size would be. */
  chunked?: boolean;
}

/** POST media with raw bytes; the answer may come before the body is all sent (a refusal). */
function upload(name: string, bytes: Buffer, options: UploadOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {
    host,
    'content-type': options.type ?? 'application/octet-stream',
    ...(options.withToken === false ? {} : { 'x-studio-token': token }),
    ...(options.chunked ? {} : { 'content-length': String(bytes.length) }),
  };
  return new Promise((resolveReply, reject) => {
    let answered = false;
    const request = httpRequest(
      `${studio.base}/__studio/api/media?name=${encodeURIComponent(name)}`,
      { method: 'POST', headers },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveReply({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          }),
        );
      },
    );
    // The server may close the connection on a refusal while the body is still going out.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunked) {
      for (let at = 0; at < bytes.length; at += MB) request.write(bytes.subarray(at, at + MB));
      request.end();
    } else request.end(bytes);
  });
}

async function getMedia(): Promise<Reply> {
  const response = await fetch(`${studio.base}/__studio/api/media`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const diskSnapshot = () => snapshotOf(studio.project.root);

beforeAll(async () => {
  studio = await startStudioServer();
  host = new URL(studio.base).host;
  const shell = await (await fetch(`${studio.base}/studio`)).text();
  token = /<meta name="studio-token" content="([^"]+)"/.exec(shell)![1]!;
}, 90_000);

afterAll(async () => {
  await studio?.close();
});

describe('POST media', () => {
  it('stores a photo in media/ under its hashed name, once, and lists it', async () => {
    const photo = await testPhotoJpeg({ width: 640, height: 480, seed: 7 });
    const first = await upload('Crew on Roof.JPG', photo, { type: 'image/jpeg' });
    expect(first.status).toBe(201);
    // What is stored is the photo cleaned of its metadata (src/media/clean-upload.ts), named
    // by its hash.
    const cleaned = await cleanUpload(photo, 'jpeg', 'Crew on Roof.JPG');
    if (!cleaned.ok) throw new Error(cleaned.message);
    const hash = createHash('sha256').update(cleaned.bytes).digest('hex').slice(0, 12);
    expect(first.body).toEqual({
      src: `media/crew-on-roof-${hash}.jpg`,
      type: 'jpeg',
      width: 640,
      height: 480,
    });
    const written = readFileSync(join(studio.project.root, `media/crew-on-roof-${hash}.jpg`));
    expect(written.equals(cleaned.bytes)).toBe(true);

    const before = diskSnapshot();
    const again = await upload('Crew on Roof.JPG', photo, { type: 'image/jpeg' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ src: `media/crew-on-roof-${hash}.jpg`, existed: true });
    expect(diskSnapshot()).toEqual(before);

    const listed = await getMedia();
    expect(listed.status).toBe(200);
    expect(listed.body.media).toContainEqual(
      expect.objectContaining({
        src: `media/crew-on-roof-${hash}.jpg`,
        type: 'jpeg',
        width: 640,
        height: 480,
        bytes: cleaned.bytes.length,
        usedIn: [],
      }),
    );
  });
});

describe('POST media cleans before it writes', () => {
  it('writes a photo without its camera, owner or GPS position, and an SVG without scripts', async () => {
    const pixels = await sharp(await testPhotoJpeg({ width: 320, height: 200, seed: 8 }))
      .png()
      .toBuffer();
    const photo = await taggedJpeg(pixels);
    const answer = await upload('Holiday.jpg', photo, { type: 'image/jpeg' });
    expect(answer).toMatchObject({ status: 201, body: { width: 200, height: 320 } });
    const written = readFileSync(join(studio.project.root, answer.body.src as string));
    const metadata = await sharp(written).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    for (const tag of Object.values(PHOTO_TAGS)) expect(written.includes(tag)).toBe(false);

    const svg = await upload('Logo.svg', Buffer.from(HOSTILE_SVG), { type: 'image/svg+xml' });
    expect(svg.status).toBe(201);
    const drawing = readFileSync(join(studio.project.root, svg.body.src as string), 'utf8');
    expect(drawing).not.toMatch(SVG_HAZARDS);
    expect(drawing).toContain('fill="#123456"');
  });
});

describe('refused uploads change nothing', () => {
  const refusals: [string, () => Promise<Buffer>, string, UploadOptions, number, string][] = [
    ['over 20 MB', async () => Buffer.alloc(20 * MB + 1, 1), 'big.jpg', {}, 413, 'too-large'],
    [
      'over 20 MB with no length given',
      async () => Buffer.alloc(20 * MB + 1, 1),
      'big.jpg',
      { chunked: true },
      413,
      'too-large',
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
          .gif()
          .toBuffer(),
      'spinner.gif',
      { type: 'image/gif' },
      415,
      'image-wrong-type',
    ],
    [
      'text sent as a JPEG',
      async () => Buffer.from('title: not a picture\n'),
      'notes.jpg',
      { type: 'image/jpeg' },
      415,
      'image-wrong-type',
    ],
    [
      'a PNG named .jpg',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
          .png()
          .toBuffer(),
      'logo.jpg',
      { type: 'image/jpeg' },
      415,
      'image-type-mismatch',
    ],
    [
      'a name that climbs out of media/',
      () => testPhotoJpeg({ width: 64, height: 48, seed: 1 }),
      '../pages/evil.jpg',
      {},
      400,
      'bad-path',
    ],
    [
      'a name with a backslash',
      () => testPhotoJpeg({ width: 64, height: 48, seed: 1 }),
      '..\\evil.jpg',
      {},
      400,
      'bad-path',
    ],
    [
      'a JSON body',
      () => testPhotoJpeg({ width: 64, height: 48, seed: 1 }),
      'roof.jpg',
      { type: 'application/json' },
      415,
      'not-upload',
    ],
    [
      'no token',
      () => testPhotoJpeg({ width: 64, height: 48, seed: 1 }),
      'roof.jpg',
      { withToken: false },
      403,
      'missing-token',
    ],
  ];

  for (const [what, bytes, name, options, status, code] of refusals) {
    it(`refuses ${what} (${status} ${code})`, async () => {
      const before = diskSnapshot();
      const reply = await upload(name, await bytes(), options);
      expect(reply.status).toBe(status);
      expect(reply.body.code).toBe(code);
      expect(typeof reply.body.error).toBe('string');
      expect(diskSnapshot()).toEqual(before);
    });
  }

  it('names both types when a PNG is named .jpg', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const reply = await upload('logo.jpg', png, { type: 'image/jpeg' });
    expect(reply.body.error).toMatch(/PNG/);
    expect(reply.body.error).toMatch(/\.jpg/);
  });
});
