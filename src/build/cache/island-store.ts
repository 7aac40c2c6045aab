/**
 * The islands' HTML kept between builds (the store of src/render/island-memo.ts): a build after
 * a one-page edit takes its page's islands (a sixth of that build's render) from the builds
 * before instead of rendering them again.
 *
 * The HTML sits in packs, as the validation's data does (data-packs.ts), and an index names each
 * island's place by a hash of its memo key. A prerender thread reads what the index names and
 * writes what it rendered into a pack of its own; the build's thread writes the index.
 * A build that rendered every page keeps only the islands its pages have; any other keeps the
 * rest too. The index is kept for one server bundle (its key, build.ts: the code, settings,
 * forms and date the islands are rendered with): a new one keeps nothing.
 */
import { join } from 'node:path';
import type { IslandStore } from '../../render/island-memo.ts';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import { dataPacks, type DataPlace } from './data-packs.ts';
import { hashOf } from './hash.ts';

/** The kept islands, as a prerender thread is handed them. */
export interface KeptIslands {
  folder: string;
  /** Hash of an island's memo key → where its HTML is. */
  places: Record<string, DataPlace>;
}

/** What a prerender thread met: where it put the islands it rendered, and the kept ones it used. */
export interface IslandsMet {
  added: [hash: string, place: DataPlace][];
  used: string[];
}

/**
 * A prerender thread's store over the kept islands. `finish` writes what it rendered into a pack
 * of its own (each thread its own, at once) and says what it met.
 */
export function islandStore(kept: KeptIslands): { store: IslandStore; finish(): IslandsMet } {
  const packs = dataPacks(kept.folder);
  const rendered: [hash: string, html: string][] = [];
  const used: string[] = [];
  const none = Object.keys(kept.places).length === 0;
  const store: IslandStore = {
    get(key) {
      if (none) return undefined;
      const hash = hashOf(key);
      const place = kept.places[hash];
      if (!place) return undefined;
      used.push(hash);
      return packs.text(place);
    },
    add(key, html) {
      rendered.push([hashOf(key), html]);
    },
  };
  return {
    store,
    finish() {
      const places = packs.add(rendered.map(([, html]) => html));
      return { added: rendered.map(([hash], index) => [hash, places[index]!]), used };
    },
  };
}

const INDEX = 'index.json';

/**
 * The islands kept for the server bundle `key` under `folder` (none when `clean`), and how to
 * keep those the threads met once every page is placed (`everyPage`: this build rendered them
 * all, so an island none of them used is dropped).
 */
export function keptIslands(folder: string, key: string, clean: boolean) {
  const kept: KeptIslands = {
    folder,
    places:
      (clean ? undefined : readCacheFile<KeptIslands['places']>(join(folder, INDEX), key)) ?? {},
  };
  return {
    kept,
    save(met: readonly IslandsMet[], everyPage: boolean) {
      const added = met.flatMap((thread) => thread.added);
      const used = everyPage ? new Set(met.flatMap((thread) => thread.used)) : undefined;
      const live = Object.entries(kept.places).filter(([hash]) => !used || used.has(hash));
      const dropped = live.length < Object.keys(kept.places).length;
      if (added.length === 0 && !dropped && !clean) return;
      // An island two threads rendered is in both their packs: the index names one.
      const places = new Map([...live, ...added]);
      // Packs mostly garbage folded into a new one, packs no place names deleted.
      const { moved } = dataPacks(folder).write([], [...places.values()]);
      writeCacheFile(
        join(folder, INDEX),
        key,
        Object.fromEntries([...places].map(([hash, place]) => [hash, moved.get(place) ?? place])),
      );
    },
  };
}
