/**
 * The studio's media endpoints (src/studio/README.md): `POST media?name=…` takes an upload's raw
 * bytes (with `PUT media`, the requests that are not JSON), checks and cleans them
 * (src/media/upload.ts: no photo metadata, SVGs sanitised) and stores the cleaned bytes in
 * media/ through the store; `GET media` lists the pictures and where each is
 * used; `DELETE media?src=…` removes an upload no page uses; `PUT media?src=…&name=…` replaces a
 * picture: the new upload, every use pointed at it, the old file removed. A refusal writes
 * nothing: each check runs (on the bytes in memory, on the pages as they are) before the store
 * is asked to write.
 */
import type { IncomingMessage } from 'node:http';
import { listMedia, type MediaEntry, type MediaUse } from './media-library.ts';
import { MAX_UPLOAD_BYTES } from '../../media/image-facts.ts';
import { pointImagesAt } from './replace-src.ts';
import { checkUpload, type UploadCheck } from '../../media/upload.ts';
import { checkMediaPath } from './content-path.ts';
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

/**
 * The picture's bytes from the body, checked and cleaned (the one place both studios' uploads
 * pass): a refusal is thrown before anything is written.
 */
async function checkedUpload(
  request: IncomingMessage,
  name: string,
): Promise<Extract<UploadCheck, { ok: true }>> {
  const type = request.headers['content-type'] ?? '';
  if (!UPLOAD_TYPE.test(type)) {
    throw new HttpError(
      415,
      'not-upload',
      `send the picture's bytes as image/* or application/octet-stream, not ${type || 'no type'}`,
    );
  }
  const check = await checkUpload(await readBody(request, MAX_UPLOAD_BYTES), name);
  if (!check.ok) throw new HttpError(REFUSAL_STATUS[check.code] ?? 400, check.code, check.message);
  return check;
}

export async function uploadMedia(
  store: ContentStore,
  url: URL,
  request: IncomingMessage,
  by: Editor,
) {
  const check = await checkedUpload(request, uploadName(url));
  const outcome = await store.putMedia(check.src, check.bytes, by);
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

/** The picture a request is about (`?src=`), as a page's `src:` names it. */
function pictureSrc(url: URL): string {
  const src = url.searchParams.get('src');
  if (src === null || src === '') {
    throw new HttpError(
      400,
      'bad-request',
      'give the picture as "?src=", e.g. ?src=media/crew-3f9a1c2b7d0e.jpg',
    );
  }
  return src;
}

/** `pages/about.yaml:14:9 blocks[2].image`: where a use is, as every other problem says it. */
export const describeUse = (use: MediaUse) => `${use.file}:${use.line}:${use.column} ${use.path}`;

async function findPicture(store: ContentStore, src: string): Promise<MediaEntry> {
  const entry = listMedia(await store.projectDir()).find((picture) => picture.src === src);
  if (!entry) throw new HttpError(404, 'not-found', `there is no picture ${src}`);
  return entry;
}

/** Only uploads may go: a drawn picture under public/ is part of the site's code. */
function checkDeletable(src: string) {
  if (src.startsWith('/') || src.startsWith('public/')) {
    throw new HttpError(
      403,
      'not-deletable',
      `${src} is a drawn picture under public/, part of the site's code: only uploads in media/ can be deleted here`,
    );
  }
  checkMediaPath(src);
}

function inUse(src: string, usedIn: MediaUse[]) {
  const pages = new Set(usedIn.map((use) => use.file)).size;
  return {
    status: 409,
    body: {
      error: `${src} is still used ${usedIn.length === 1 ? 'once' : `${usedIn.length} times`} (${pages === 1 ? '1 page' : `${pages} pages`}): ${usedIn.map(describeUse).join('; ')}. Choose another picture there first, or replace this one.`,
      code: 'media-in-use',
      usedIn,
    },
  };
}

export async function deleteMedia(store: ContentStore, url: URL, by: Editor) {
  const src = pictureSrc(url);
  checkDeletable(src);
  const picture = await findPicture(store, src);
  if (picture.usedIn.length > 0) return inUse(src, picture.usedIn);
  const outcome = await store.removeMedia(src, by);
  if (outcome.kind === 'missing')
    throw new HttpError(404, 'not-found', `there is no picture ${src}`);
  return { status: 200, body: { removed: src } };
}

/**
 * A new picture in place of `?src=`: the upload is stored, each page that uses the old one is
 * saved naming the new one (only its `src:` scalars change, src/studio/server/replace-src.ts), and the
 * old file is removed when it is an upload that nothing names any more. Every page's new text
 * is worked out before the first write, so a refused upload or an unreadable page changes
 * nothing.
 */
export async function replaceMedia(
  store: ContentStore,
  url: URL,
  request: IncomingMessage,
  by: Editor,
) {
  const src = pictureSrc(url);
  const name = uploadName(url);
  if (!src.startsWith('/')) checkMediaPath(src);
  const old = await findPicture(store, src);
  const check = await checkedUpload(request, name);
  const facts = { src: check.src, type: check.type, width: check.width, height: check.height };
  // The same picture once cleaned (its name is the hash of those bytes): it is already there.
  if (check.src === src) return { status: 200, body: { ...facts, pages: [], removed: null } };

  const edits = [];
  for (const file of new Set(old.usedIn.map((use) => use.file))) {
    const stored = await store.read(file);
    if (!stored) continue;
    const pointed = pointImagesAt(stored.text, src, check.src);
    if (pointed.changed > 0) edits.push({ file, text: pointed.text, version: stored.version });
  }

  await store.putMedia(check.src, check.bytes, by);
  const pages: string[] = [];
  for (const edit of edits) {
    const outcome = await store.save(edit.file, edit.text, edit.version, by);
    if (outcome.kind !== 'saved') {
      // Changed underneath meanwhile (an editor's save): theirs stands. What was saved so far
      // names the new picture, and the old one stays, since this page still names it.
      return {
        status: 409,
        body: {
          error: `${edit.file} changed while ${src} was being replaced, so it still uses the old picture${pages.length ? ` (${pages.join(', ')} use the new one)` : ''}: replace it again`,
          code: 'conflict',
          ...facts,
          pages,
        },
      };
    }
    pages.push(edit.file);
  }
  // An alias (`src: *shared`) may still name the old picture: then it stays.
  const stillUsed = listMedia(await store.projectDir()).find((p) => p.src === src)?.usedIn ?? [];
  const removable = !src.startsWith('/') && stillUsed.length === 0;
  const removed = removable && (await store.removeMedia(src, by)).kind === 'removed';
  return {
    status: 200,
    body: { ...facts, pages, removed: removed ? src : null, stillUsedIn: stillUsed },
  };
}
