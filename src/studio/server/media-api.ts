/**
 * The studio's media endpoints (src/studio/README.md): `POST media?name=…` takes an upload's raw
 * bytes (the one request that is not JSON), checks them (src/media/upload.ts) and stores them in
 * media/ through the store; `GET media` lists the pictures and where each is used. A refused
 * upload writes nothing: the check runs on the bytes in memory, before the store is asked.
 */
import type { IncomingMessage } from 'node:http';
import { listMedia } from '../../media/media-library.ts';
import { MAX_UPLOAD_BYTES } from '../../media/image-facts.ts';
import { checkUpload } from '../../media/upload.ts';
import { HttpError, readBody } from './http-json.ts';
import type { ContentStore, Editor } from './store.ts';

/** What a browser sends for a picture from a file picker or a drop (or a script, for any file). */
const UPLOAD_TYPE = /^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i;

/** The status of each refusal of the check: a type problem is 415, the rest a bad request. */
const REFUSAL_STATUS: Record<string, number> = {
  'upload-too-large': 413,
  'image-wrong-type': 415,
  'image-type-mismatch': 415,
};

/** The name as the author's computer had it: a file name only, never a path. */
function uploadName(url: URL): string {
  const name = url.searchParams.get('name');
  if (name === null || name.trim() === '') {
    throw new HttpError(
      400,
      'bad-request',
      'give the file\'s name as "?name=", e.g. ?name=roof.jpg',
    );
  }
  if (/[/\\\0]/.test(name) || name === '.' || name === '..') {
    throw new HttpError(
      400,
      'bad-path',
      `"${name}" is a path; an upload goes into media/ under its own file name`,
    );
  }
  return name;
}

export async function uploadMedia(
  store: ContentStore,
  url: URL,
  request: IncomingMessage,
  by: Editor,
) {
  const name = uploadName(url);
  const type = request.headers['content-type'] ?? '';
  if (!UPLOAD_TYPE.test(type)) {
    throw new HttpError(
      415,
      'not-upload',
      `send the picture's bytes as image/* or application/octet-stream, not ${type || 'no type'}`,
    );
  }
  const bytes = await readBody(request, MAX_UPLOAD_BYTES);
  const check = await checkUpload(bytes, name);
  if (!check.ok) throw new HttpError(REFUSAL_STATUS[check.code] ?? 400, check.code, check.message);
  const outcome = await store.putMedia(check.src, bytes, by);
  const body = { src: check.src, type: check.type, width: check.width, height: check.height };
  // The same picture again: its name is its hash, so the file there is this one.
  return outcome.kind === 'stored'
    ? { status: 201, body }
    : { status: 200, body: { ...body, existed: true } };
}

export async function mediaList(store: ContentStore) {
  const media = listMedia(await store.projectDir()).map(({ src, bytes, facts, usedIn }) => ({
    src,
    bytes,
    ...(facts.ok
      ? { type: facts.type, width: facts.width, height: facts.height }
      : { problem: { code: facts.code, message: facts.message } }),
    usedIn,
  }));
  return { media };
}
