/**
 * The output thread (src/build/output-thread.ts) makes a fresh dist/'s folders and new files beside
 * the build's thread: each request settles once its folders and files are on disk, a file
 * already there is replaced rather than written through (a page of the last build may be a link
 * into the build cache), and a write that fails rejects with its reason.
 */
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOADS_FOLDER, writeDownloadFiles } from '../../../src/build/download-files.ts';
import { outputThread, type OutputThread } from '../../../src/build/output-thread.ts';

describe('the output thread', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes the folders, then writes the files into them, before the request settles', async () => {
    root = mkdtempSync(join(tmpdir(), 'output-thread-'));
    const output = outputThread();
    const folders = ['blog/first-post', 'bench/page-1', 'bench/page-2'].map((f) => join(root, f));
    await output.make({
      folders,
      files: folders.map((folder, index): [string, string] => [
        join(folder, 'index.html'),
        `<p>${index}</p>`,
      ]),
    });
    await output.close();
    expect(folders.map((folder) => readFileSync(join(folder, 'index.html'), 'utf8'))).toEqual([
      '<p>0</p>',
      '<p>1</p>',
      '<p>2</p>',
    ]);
  });

  it('closes once every request it was given is done', async () => {
    root = mkdtempSync(join(tmpdir(), 'output-thread-'));
    const output = outputThread();
    const paths = Array.from({ length: 50 }, (_, index) => join(root, `file-${index}.txt`));
    void output.make({ files: paths.map((path): [string, string] => [path, path]) });
    await output.close();
    expect(paths.map((path) => readFileSync(path, 'utf8'))).toEqual(paths);
  });

  it('replaces a file already there, not what it links to', async () => {
    root = mkdtempSync(join(tmpdir(), 'output-thread-'));
    const cached = join(root, 'cached.html');
    const page = join(root, 'dist/about/index.html');
    writeFileSync(cached, 'the last build');
    mkdirSync(join(root, 'dist/about'), { recursive: true });
    linkSync(cached, page);
    const output = outputThread();
    await output.make({ files: [[page, 'this build']] });
    await output.close();
    expect(readFileSync(page, 'utf8')).toBe('this build');
    expect(readFileSync(cached, 'utf8')).toBe('the last build');
    expect(statSync(page).ino).not.toBe(statSync(cached).ino);
  });

  it('rejects a request whose file cannot be written, with the reason, and goes on', async () => {
    root = mkdtempSync(join(tmpdir(), 'output-thread-'));
    const output = outputThread();
    const missing = join(root, 'no-such-folder/index.html');
    await expect(output.make({ files: [[missing, 'x']] })).rejects.toThrow(/ENOENT/);
    await output.make({ files: [[join(root, 'later.txt'), 'written']] });
    await output.close();
    expect(readFileSync(join(root, 'later.txt'), 'utf8')).toBe('written');
  });

  it("writes a fresh dist/'s download files on it, and on the build's thread when it fails", async () => {
    root = mkdtempSync(join(tmpdir(), 'output-thread-'));
    const files = (name: string) =>
      new Map([[`${DOWNLOADS_FOLDER}/${name}.json`, JSON.stringify({ name })]]);
    const output = outputThread();
    await writeDownloadFiles(root, { links: {}, files: files('on-the-thread') }, false, output);
    await output.close();
    const stopped: OutputThread = {
      make: () => Promise.reject(new Error('the output thread stopped (exit code 1)')),
      close: () => Promise.resolve(),
    };
    await writeDownloadFiles(root, { links: {}, files: files('here') }, false, stopped);
    for (const name of ['on-the-thread', 'here']) {
      const path = join(root, DOWNLOADS_FOLDER, `${name}.json`);
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ name });
    }
  });
});
