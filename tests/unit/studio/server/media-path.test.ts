/**
 * Where an upload may be written: a file directly in media/ with a picture's extension, checked
 * on the string and on the real path (a media/ that is a link elsewhere is refused). The local
 * store's putMedia goes through the same check and never replaces a file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RefusedPath, resolveMediaPath } from '../../../../src/studio/server/content-path.ts';
import { workingTreeStore } from '../../../../src/studio/server/working-tree-store.ts';
import { RefusedWrite } from '../../../../src/studio/server/write-gate.ts';

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function refusal(root: string, path: unknown): string {
  try {
    resolveMediaPath(root, path);
  } catch (error) {
    if (error instanceof RefusedPath) return error.code;
    throw error;
  }
  return 'accepted';
}

const BY = { name: 'local', email: 'local@localhost' };

describe('media paths', () => {
  it.each([
    ['media/roof-0123456789ab.jpg', 'accepted'],
    ['media/logo.svg', 'accepted'],
    ['media/a.avif', 'accepted'],
    ['pages/roof.jpg', 'outside-content'],
    ['media/team/roof.jpg', 'outside-content'],
    ['roof.jpg', 'outside-content'],
    ['media/../pages/roof.jpg', 'path-traversal'],
    ['/media/roof.jpg', 'absolute-path'],
    ['media/roof.gif', 'not-image'],
    ['media/roof.yaml', 'not-image'],
    ['media/.roof.jpg', 'bad-path'],
    ['media/ro of.jpg', 'bad-path'],
    ['media/roof%2f.jpg', 'bad-path'],
  ])('%s → %s', (path, expected) => {
    expect(refusal(tempDir('media-paths-'), path)).toBe(expected);
  });

  it('refuses a media/ folder that is a link out of the project', () => {
    const root = tempDir('media-paths-');
    symlinkSync(tempDir('media-outside-'), join(root, 'media'), 'dir');
    expect(refusal(root, 'media/roof.jpg')).toBe('symlink-outside');
  });
});

describe("the working tree's putMedia", () => {
  it('writes the bytes once and answers exists for the same name again', async () => {
    const root = tempDir('media-store-');
    const store = workingTreeStore(root);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x0a, 0x0d]);
    expect((await store.putMedia('media/a-1.jpg', bytes, BY)).kind).toBe('stored');
    expect(readFileSync(join(root, 'media/a-1.jpg')).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.putMedia('media/a-1.jpg', new Uint8Array([1]), BY)).toEqual({
      kind: 'exists',
    });
    expect(readFileSync(join(root, 'media/a-1.jpg')).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a path outside media/ and writes nothing', async () => {
    const root = tempDir('media-store-');
    await expect(
      workingTreeStore(root).putMedia('pages/evil.jpg', new Uint8Array([1]), BY),
    ).rejects.toThrow(RefusedWrite);
    expect(existsSync(join(root, 'pages'))).toBe(false);
  });
});
