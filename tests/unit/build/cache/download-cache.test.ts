/**
 * The downloads' data files kept between builds (src/build/cache/download-cache.ts): a page
 * whose key is the last build's keeps its files' names while the kept dist/ holds them, and its
 * blocks are not built again; anything else is built, and gives the files and links a build
 * without the cache gives (download-files.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedDownloadFiles } from '../../../../src/build/cache/download-cache.ts';
import { downloadFiles } from '../../../../src/build/download-files.ts';
import type { DeclaredDownload } from '../../../../src/project/downloads.ts';
import { fixtureProject } from '../../../support/fixture-project.ts';

const declared = (file: string, name: string): DeclaredDownload => ({
  name,
  fileName: `${name}.pdf`,
  file,
  blockIndex: 0,
  blockType: 'curriculum',
  field: 'download',
});

const downloads = [declared('pages/a.yaml', 'guide-a'), declared('pages/b.yaml', 'guide-b')];

/** A built block per page, its title by a version: a new version is new data. */
function builder(versions: Record<string, number>) {
  const made: string[] = [];
  const make = (download: DeclaredDownload) => {
    made.push(download.file);
    return {
      type: 'curriculum',
      title: `${download.file} v${versions[download.file] ?? 1}`,
      download: { name: download.name, fileName: download.fileName },
    };
  };
  return { made, make };
}

/** The next build's downloads, with the cache and the dist/ the last one left. */
const nextBuild = (
  root: string,
  dist: string,
  keyOf: (file: string) => string,
  make: (download: DeclaredDownload) => unknown,
) => cachedDownloadFiles({ root, clean: false, keptDist: dist, downloads, keyOf, make });

function project() {
  const root = fixtureProject({});
  const dist = join(root, 'dist');
  /** Writes the files of a build into dist/, as the build does. */
  const write = (files: Map<string, string>) => {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
  };
  return { root, dist, write };
}

describe('the downloads kept between builds', () => {
  it('builds no block of an unchanged page while dist/ holds its file, and links the same file', () => {
    const { root, dist, write } = project();
    const keyOf = (file: string) => `key of ${file}`;
    const first = builder({});
    const clean = cachedDownloadFiles({ root, clean: true, downloads, keyOf, make: first.make });
    expect(first.made).toEqual(['pages/a.yaml', 'pages/b.yaml']);
    // What a build without the cache makes of the same blocks.
    expect(clean).toEqual({
      ...downloadFiles(downloads, downloads.map(builder({}).make)),
      placed: [],
    });
    write(clean.files);

    const again = builder({});
    const next = nextBuild(root, dist, keyOf, again.make);
    expect(again.made).toEqual([]);
    expect(next.links).toEqual(clean.links);
    expect(next.files.size).toBe(0);
    expect(next.placed).toEqual([...clean.files.keys()]);
  });

  it('builds again the block of a page whose key changed, or whose file dist/ lost', () => {
    const { root, dist, write } = project();
    const first = builder({});
    const clean = cachedDownloadFiles({
      root,
      clean: true,
      downloads,
      keyOf: (file) => `key of ${file}`,
      make: first.make,
    });
    write(clean.files);
    const [pathOfA] = [...clean.files.keys()];
    rmSync(join(dist, pathOfA!));

    const versions = { 'pages/b.yaml': 2 };
    const next = builder(versions);
    const newKeyOfB = (file: string) => (file === 'pages/b.yaml' ? 'a new key' : `key of ${file}`);
    const built = nextBuild(root, dist, newKeyOfB, next.make);
    expect(next.made).toEqual(['pages/a.yaml', 'pages/b.yaml']);
    const uncached = downloadFiles(downloads, downloads.map(builder(versions).make));
    expect(built.links).toEqual(uncached.links);
    expect(built.files).toEqual(uncached.files);
    expect(built.links['guide-b']).not.toEqual(clean.links['guide-b']);
  });

  it('remembers a block that lost its declaration: no file, no link, not built again', () => {
    const { root, dist } = project();
    const keyOf = () => 'the same key';
    const lost = {
      made: [] as string[],
      make: (d: DeclaredDownload) => (lost.made.push(d.file), { type: 'curriculum' }),
    };
    const first = cachedDownloadFiles({ root, clean: true, downloads, keyOf, make: lost.make });
    expect(first.links).toEqual({});
    lost.made.length = 0;
    const next = nextBuild(root, dist, keyOf, lost.make);
    expect(lost.made).toEqual([]);
    expect(next.links).toEqual({});
    expect(next.files.size).toBe(0);
  });
});
