/**
 * The islands' HTML kept between builds (src/build/cache/island-store.ts): a thread finds
 * what an earlier build's threads wrote, for the same server bundle only; a build that rendered
 * every page keeps only what its pages used; a clean build keeps nothing of before; the folder
 * holds the packs the index names and no other.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandStore, keptIslands } from '../../../../src/build/cache/island-store.ts';

/** One build: each thread renders the islands it is given, reads the others from the store. */
function build(
  folder: string,
  key: string,
  threads: string[][],
  { clean = false, everyPage = true } = {},
) {
  const islands = keptIslands(folder, key, clean);
  const found: Record<string, string | undefined> = {};
  const met = threads.map((keys) => {
    const { store, finish } = islandStore(islands.kept);
    for (const island of keys) {
      found[island] = store.get(island);
      if (found[island] === undefined) store.add(island, `<p>${island}</p>`);
    }
    return finish();
  });
  islands.save(met, everyPage);
  return found;
}

const packsIn = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.pack'));

describe('the kept islands', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'island-store-'));
    folders.push(made);
    return join(made, 'islands');
  };

  it('gives a later build what the threads of an earlier one rendered', () => {
    const islands = folder();
    expect(
      build(islands, 'server-1', [
        ['header', 'a'],
        ['footer', 'b'],
      ]),
    ).toEqual({
      header: undefined,
      a: undefined,
      footer: undefined,
      b: undefined,
    });
    expect(packsIn(islands)).toHaveLength(2);
    expect(build(islands, 'server-1', [['footer', 'a', 'c']], { everyPage: false })).toEqual({
      footer: '<p>footer</p>',
      a: '<p>a</p>',
      c: undefined,
    });
  });

  it('keeps nothing for another server bundle, nor for a clean build', () => {
    const islands = folder();
    build(islands, 'server-1', [['header']]);
    expect(build(islands, 'server-2', [['header']])).toEqual({ header: undefined });
    expect(build(islands, 'server-2', [['header']], { clean: true })).toEqual({
      header: undefined,
    });
    // The clean build's pack alone is left.
    expect(packsIn(islands)).toHaveLength(1);
    expect(build(islands, 'server-2', [['header']])).toEqual({ header: '<p>header</p>' });
  });

  it('drops what a build of every page did not use, keeps all after a build of a few', () => {
    const islands = folder();
    build(islands, 'server-1', [['a', 'b', 'c']]);
    build(islands, 'server-1', [['a']], { everyPage: false });
    expect(build(islands, 'server-1', [['b']], { everyPage: false })).toEqual({ b: '<p>b</p>' });
    // Every page rendered, and only b and d on them.
    build(islands, 'server-1', [['b', 'd']]);
    expect(build(islands, 'server-1', [['a', 'b', 'c', 'd']], { everyPage: false })).toEqual({
      a: undefined,
      b: '<p>b</p>',
      c: undefined,
      d: '<p>d</p>',
    });
  });

  it('folds a pack mostly garbage into a new one and deletes the packs no island is in', () => {
    const islands = folder();
    const many = Array.from({ length: 20 }, (_, index) => `island-${index}`);
    build(islands, 'server-1', [many]);
    const [first] = packsIn(islands);
    // Every page rendered: one of the twenty used, and a new one.
    build(islands, 'server-1', [['island-0', 'new']]);
    expect(packsIn(islands)).not.toContain(first);
    expect(build(islands, 'server-1', [['island-0', 'new']], { everyPage: false })).toEqual({
      'island-0': '<p>island-0</p>',
      new: '<p>new</p>',
    });
    expect(packsIn(islands).length).toBeLessThanOrEqual(2);
  });
});
