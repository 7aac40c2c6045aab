/**
 * The validation cache's data files: each build that checked files writes their data (JSON
 * texts) one after the other into one new pack, named by a hash of its bytes, and each record
 * names its data's place (pack, offset, length), read alone when asked for. One file written a
 * build, not one a page: creating a thousand files was a tenth of a clean build's validation.
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
  return {
    /** The packs there are. */
    packs,
    /** The data at a place. */
    read: (place: DataPlace): unknown => JSON.parse(bytesOf(place).toString('utf8')),
    /**
     * Writes the new texts (and the live data of packs mostly garbage) into one pack; hands
     * back each new text's place and the moved data's new places, and deletes every pack no
     * place names any more.
     */
    write(texts: readonly string[], live: readonly DataPlace[]) {
      const liveBytes = new Map<string, number>();
      for (const [pack, , length] of live) liveBytes.set(pack, (liveBytes.get(pack) ?? 0) + length);
      const sparse = new Set(
        [...liveBytes]
          .filter(([pack, used]) => used * 2 < statSync(join(folder, pack)).size)
          .map(([pack]) => pack),
      );
      const moving = live.filter(([pack]) => sparse.has(pack));
      const parts = [...texts.map((text) => Buffer.from(text)), ...moving.map(bytesOf)];
      const moved = new Map<DataPlace, DataPlace>();
      const placed: DataPlace[] = [];
      if (parts.length > 0) {
        const pack = `${hashOf(...parts).slice(0, 32)}${SUFFIX}`;
        let offset = 0;
        parts.forEach((part, index) => {
          const place: DataPlace = [pack, offset, part.length];
          if (index < texts.length) placed.push(place);
          else moved.set(moving[index - texts.length]!, place);
          offset += part.length;
        });
        mkdirSync(folder, { recursive: true });
        const temporary = join(folder, `${pack}.${process.pid}.tmp`);
        writeFileSync(temporary, Buffer.concat(parts));
        renameSync(temporary, join(folder, pack));
      }
      const named = new Set([
        ...placed.map(([pack]) => pack),
        ...live.map((place) => (moved.get(place) ?? place)[0]),
      ]);
      for (const pack of packs()) if (!named.has(pack)) rmSync(join(folder, pack), { force: true });
      return { placed, moved };
    },
  };
}
