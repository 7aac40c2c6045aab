/**
 * The validation cache's data files (and the kept islands' HTML, island-store.ts): each build
 * that checked files writes their data (JSON texts) one after the other into one new pack, named
 * by a hash of its bytes, and each record names its data's place (pack, offset, length), read
 * alone when asked for. One file written a build, not one a page: creating a thousand files was
 * a tenth of a clean build's validation.
 *
 * A pack holds garbage once files change (the data of their old texts); a pack whose live data
 * is less than half of it is copied into this build's pack, and a pack no record names is
 * deleted, so the folder stays within twice the live data.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { hashOf } from './hash.ts';

/** Where one file's data is: its pack and its bytes in it. */
export type DataPlace = [pack: string, offset: number, length: number];

const SUFFIX = '.pack';

export function dataPacks(folder: string) {
  const packs = () => {
    try {
      // A temporary file too: a build stopped while it wrote its pack left it.
      return readdirSync(folder).filter((name) => name.endsWith(SUFFIX) || name.endsWith('.tmp'));
    } catch {
      return [];
    }
  };
  const bytesOf = ([pack, offset, length]: DataPlace) => {
    const bytes = Buffer.alloc(length);
    const fd = openSync(join(folder, pack), 'r');
    try {
      readSync(fd, bytes, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    return bytes;
  };
  /** Writes the parts into one new pack (named by their hash); each part's place in it. */
  const pack = (parts: readonly Buffer[]): DataPlace[] => {
    if (parts.length === 0) return [];
    const name = `${hashOf(...parts).slice(0, 32)}${SUFFIX}`;
    let offset = 0;
    const places = parts.map((part): DataPlace => {
      const place: DataPlace = [name, offset, part.length];
      offset += part.length;
      return place;
    });
    mkdirSync(folder, { recursive: true });
    const temporary = join(folder, `${name}.${process.pid}.${threadId}.tmp`);
    writeFileSync(temporary, Buffer.concat(parts));
    renameSync(temporary, join(folder, name));
    return places;
  };
  return {
    /** The packs there are. */
    packs,
    /** The text at a place. */
    text: (place: DataPlace): string => bytesOf(place).toString('utf8'),
    /** The data at a place. */
    read: (place: DataPlace): unknown => JSON.parse(bytesOf(place).toString('utf8')),
    /**
     * Writes the texts into one new pack and hands back their places; deletes nothing (a
     * thread of the build adds its own while another adds its, `write` then tidies).
     */
    add: (texts: readonly string[]): DataPlace[] => pack(texts.map((text) => Buffer.from(text))),
    /**
     * Writes the new texts (and the live data of packs mostly garbage) into one pack; hands
     * back each new text's place and the moved data's new places, and deletes every pack no
     * place names any more.
     */
    write(texts: readonly string[], live: readonly DataPlace[]) {
      const liveBytes = new Map<string, number>();
      for (const [name, , length] of live) liveBytes.set(name, (liveBytes.get(name) ?? 0) + length);
      const sparse = new Set(
        [...liveBytes]
          .filter(([name, used]) => used * 2 < statSync(join(folder, name)).size)
          .map(([name]) => name),
      );
      const moving = live.filter(([name]) => sparse.has(name));
      const places = pack([...texts.map((text) => Buffer.from(text)), ...moving.map(bytesOf)]);
      const placed = places.slice(0, texts.length);
      const moved = new Map(moving.map((place, index) => [place, places[texts.length + index]!]));
      const named = new Set([
        ...placed.map(([name]) => name),
        ...live.map((place) => (moved.get(place) ?? place)[0]),
      ]);
      for (const name of packs()) if (!named.has(name)) rmSync(join(folder, name), { force: true });
      return { placed, moved };
    },
  };
}
