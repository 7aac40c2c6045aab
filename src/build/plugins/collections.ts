/**
 * Serves `virtual:collections/<kind>`: for each collection of collections.ts, Vite's
 * `import.meta.glob` of its files as the default export (file → loader, or file → data for an
 * eager collection). `import.meta.glob` only accepts literal patterns, so this module writes the
 * table's patterns out as literals; Vite then expands the glob in the generated code as in any
 * source file. One module per collection, so the page table (which grows with the site) is not
 * pulled into the entry chunk by the site settings or the form loader.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { blockRegistry } from '../../../blocks/index.ts';
import {
  collections,
  fileKinds,
  type Collection,
  type FileKind,
} from '../../content/collections.ts';
import { providedPagesModuleCode } from '../../content/prerender-page-source.ts';

const PREFIX = 'virtual:collections/';

export function collectionModuleCode(kind: FileKind): string {
  const collection: Collection = collections[kind];
  const options = collection.eager ? ", { eager: true, import: 'default' }" : '';
  return `export default import.meta.glob(${JSON.stringify(collection.patterns)}${options});`;
}

const kindOf = (id: string) => {
  const kind = id.startsWith('\0' + PREFIX) ? id.slice(PREFIX.length + 1) : '';
  return (fileKinds as readonly string[]).includes(kind) ? (kind as FileKind) : undefined;
};

export function collectionsPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'content-collections',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? '\0' + id : null),
    load: (id, options) => {
      const kind = kindOf(id);
      if (!kind) return null;
      // The server build renders the pages the prerenderer hands it (prerender-page-source.ts):
      // it holds no page, so it neither grows with the site nor changes when a page does.
      if (kind === 'page' && building && options?.ssr) {
        return providedPagesModuleCode(
          Object.fromEntries(
            blockRegistry.map(({ type }) => [type, resolve(root, 'blocks', type, 'Component.tsx')]),
          ),
          resolve(root, 'src/content/prerender-page-source.ts'),
        );
      }
      return collectionModuleCode(kind);
    },
  };
}
