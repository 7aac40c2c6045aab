/**
 * Serves `virtual:collections`: for each collection of collections.ts, Vite's
 * `import.meta.glob` of its files (file → loader, or file → data for an eager collection). `import.meta.glob` only accepts literal
 * patterns, so this module writes the table's patterns out as literals; Vite then expands the
 * glob in the generated code as in any source file.
 */
import type { Plugin } from 'vite';
import { collections, fileKinds, type Collection } from './collections.ts';

const ID = 'virtual:collections';

export function collectionsModuleCode(): string {
  return fileKinds
    .map((kind) => {
      const collection: Collection = collections[kind];
      const options = collection.eager ? ", { eager: true, import: 'default' }" : '';
      return `export const ${kind} = import.meta.glob(${JSON.stringify(collection.patterns)}${options});`;
    })
    .join('\n');
}

export function collectionsPlugin(): Plugin {
  return {
    name: 'content-collections',
    resolveId: (id) => (id === ID ? '\0' + ID : null),
    load: (id) => (id === '\0' + ID ? collectionsModuleCode() : null),
  };
}
