/**
 * Serves `virtual:downloads`: every download the pages declare (downloads.ts), with loaders of
 * the page that holds its data and of its block's builder (`blocks/<type>/download.ts`). Both
 * load on demand, so a download costs nothing until its button is pressed.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { declaredDownloads } from './downloads.ts';
import { listProjectFiles } from './project.ts';

const ID = 'virtual:downloads';

export function downloadsModuleCode(root: string): string {
  const pages = listProjectFiles(root).filter((file) => file.kind === 'page');
  const entries = declaredDownloads(pages).map(
    ({ name, file, blockIndex, blockType, field }) =>
      `${JSON.stringify(name)}: { blockIndex: ${blockIndex}, field: ${JSON.stringify(field)}, ` +
      `page: () => import(${JSON.stringify(resolve(root, file))}), ` +
      `builder: () => import(${JSON.stringify(resolve(root, 'blocks', blockType, 'download.ts'))}) }`,
  );
  return `export default {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};`;
}

export function downloadsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'content-downloads',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? '\0' + ID : null),
    load(id) {
      if (id !== '\0' + ID) return null;
      for (const file of listProjectFiles(root)) this.addWatchFile(resolve(root, file.file));
      return downloadsModuleCode(root);
    },
  };
}
