/**
 * The dev server's pictures: `/media/…` serves the originals (the dev server and the studio's
 * preview show them as they are), `/assets/images/…` what the image step made (the block
 * gallery's test photos). A build needs neither: it links its outputs into dist/.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { contentTypeOf } from '../../content/compression.ts';
import { IMAGE_URL_PREFIX } from '../images/build-images.ts';
import { imageCacheDir } from '../../media/cache-dir.ts';
import { MEDIA_FOLDER } from '../../media/source-files.ts';

function serveFolder(prefix: string, folder: () => string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = decodeURIComponent(request.url?.split('?')[0] ?? '');
    if (!path.startsWith(prefix)) return next();
    const base = folder();
    const file = normalize(join(base, path.slice(prefix.length)));
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      return next();
    }
    const type = contentTypeOf(file);
    if (!type) return next();
    response.setHeader('Content-Type', type);
    createReadStream(file).pipe(response);
  };
}

export function devMediaPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'dev-media',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(serveFolder(`/${MEDIA_FOLDER}/`, () => join(root, MEDIA_FOLDER)));
      server.middlewares.use(
        serveFolder(IMAGE_URL_PREFIX, () => join(imageCacheDir(root), 'files')),
      );
    },
  };
}
