/**
 * Serves `virtual:downloads`: every download the pages declare (downloads.ts), with loaders of
 * the block that holds its data (the page file's `?block=N` import: that block's data alone,
 * see vite-plugin.ts) and of its block's builder (`blocks/<type>/download.ts`). Both load on
 * demand, so a download costs nothing until its button is pressed; neither brings the page's
 * other blocks or components, in the browser or in the build, which bundles one small data
 * chunk per download instead of a second copy of each page.
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
      `${JSON.stringify(name)}: { file: ${JSON.stringify(file)}, field: ${JSON.stringify(field)}, ` +
      `block: () => import(${JSON.stringify(`${resolve(root, file)}?block=${blockIndex}`)}), ` +
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
    load(id, options) {
      if (id !== '\0' + ID) return null;
      // Downloads are built in the browser only: the server bundle needs no entry, and none of
      // the data chunks and builder libraries the entries would bring into it.
      if (options?.ssr) return 'export default {};';
      for (const file of listProjectFiles(root)) this.addWatchFile(resolve(root, file.file));
      return downloadsModuleCode(root);
    },
  };
}
