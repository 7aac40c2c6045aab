/**
 * Where a picture's `src` leads: `media/crew.jpg` is the original at the project root's media/,
 * `/images/a.svg` a file under public/. The one place that maps the two, for the validator,
 * the build and the media library.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { typeOfExtension } from './image-facts.ts';

/** The folder of uploaded originals, at the project root. */
export const MEDIA_FOLDER = 'media';

/** The file a src names, relative to the project root: `media/a.jpg`, `public/images/a.svg`. */
export const fileOfSrc = (src: string) => (src.startsWith('/') ? `public${src}` : src);

function walk(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every picture a src may name: `media/…` and `/…` (public/) paths with an image extension. */
export function imageSources(root: string): string[] {
  const media = walk(join(root, MEDIA_FOLDER)).map((path) =>
    relative(root, path).replace(/\\/g, '/'),
  );
  const publicImages = walk(join(root, 'public')).map(
    (path) => '/' + relative(join(root, 'public'), path).replace(/\\/g, '/'),
  );
  return [...media, ...publicImages].filter((src) => typeOfExtension(src) !== undefined).sort();
}
