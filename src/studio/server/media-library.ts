/**
 * The media library's list, for the studio: every picture a page may name (media/ and the
 * drawn ones under public/), its size on disk, its facts, and where each is used (file, field
 * path, line and column), so the library can show it and refuse to delete a picture in use.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pageSchema } from '../../project/page-schema.ts';
import { parseYaml } from '../../content/parsed-yaml.ts';
import { formatPath } from '../../content/positions.ts';
import { listProjectFiles } from '../../project/project.ts';
import { factsReader } from '../../media/facts-store.ts';
import type { ImageFacts } from '../../media/image-facts.ts';
import { imagesIn } from '../../media/images-in.ts';
import { fileOfSrc } from '../../media/source-files.ts';

export interface MediaUse {
  file: string;
  path: string;
  line: number;
  column: number;
  /** The alt text this use gives it (none when decorative), for the library's search. */
  alt?: string;
}

export interface MediaEntry {
  /** What `src:` says: `media/crew.jpg` or `/images/blog/featured.svg`. */
  src: string;
  bytes: number;
  facts: ImageFacts;
  usedIn: MediaUse[];
}

export function listMedia(root: string): MediaEntry[] {
  const reader = factsReader(root);
  const uses = new Map<string, MediaUse[]>();
  for (const file of listProjectFiles(root)) {
    if (file.kind !== 'page') continue;
    const parsed = parseYaml(file.source);
    for (const { path, value } of imagesIn(pageSchema, parsed.data)) {
      if (typeof value?.src !== 'string') continue;
      const at = parsed.locate([...path, 'src']);
      const list = uses.get(value.src) ?? [];
      const alt = typeof value.alt === 'string' ? { alt: value.alt } : {};
      list.push({ file: file.file, path: formatPath(path), ...at, ...alt });
      uses.set(value.src, list);
    }
  }
  return [...reader.sources].map((src) => ({
    src,
    bytes: statSync(join(root, fileOfSrc(src))).size,
    facts: reader.facts(src),
    usedIn: uses.get(src) ?? [],
  }));
}
