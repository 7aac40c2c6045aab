/**
 * Serves `virtual:downloads`: every download the pages declare (downloads.ts), with loaders of
 * the data of the block that declares it and of its block's builder
 * (`blocks/<type>/download.ts`). Both load on demand, so a download costs nothing until its
 * button is pressed, and neither brings the page's other blocks or components.
 *
 * A build writes each download's data as a JSON file of its own: a thousand downloads made a
 * thousand JavaScript chunks, half of a large site's client build. The dev server imports the
 * page file's `?block=N` module instead (vite-plugin.ts), which follows every edit.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { declaredDownloads, type DeclaredDownload } from './downloads.ts';
import { listProjectFiles } from './project.ts';
import { blockImport, builtBlock } from './vite-plugin.ts';

const ID = 'virtual:downloads';

/** The code of a function that resolves with the data of a download's block. */
type BlockLoader = (download: DeclaredDownload) => string;

/** The dev server's loader: the block's module, served fresh from the page file. */
export const importedBlock =
  (root: string): BlockLoader =>
  ({ file, blockIndex }) =>
    `() => import(${JSON.stringify(blockImport(resolve(root, file), blockIndex))}).then((module) => module.default)`;

/** What a build's loader needs of the bundler: to write a file into the output. */
interface AssetEmitter {
  emitFile(file: { type: 'asset'; name: string; source: string }): string;
}

/** A build's loader: the block's data written out as a JSON file, fetched when needed. */
export const emittedBlock =
  (context: AssetEmitter, root: string): BlockLoader =>
  ({ name, file, blockIndex }) => {
    const reference = context.emitFile({
      type: 'asset',
      name: `${name}.json`,
      source: JSON.stringify(builtBlock(root, file, blockIndex)),
    });
    return `() => json(import.meta.ROLLUP_FILE_URL_${reference})`;
  };

const JSON_HELPER = `const json = (url) => fetch(url).then((response) => {
  if (!response.ok) throw new Error(\`\${url}: HTTP \${response.status}\`);
  return response.json();
});`;

export function downloadsModuleCode(root: string, block: BlockLoader): string {
  const pages = listProjectFiles(root).filter((file) => file.kind === 'page');
  const entries = declaredDownloads(pages).map(
    (download) =>
      `${JSON.stringify(download.name)}: { file: ${JSON.stringify(download.file)}, ` +
      `field: ${JSON.stringify(download.field)}, block: ${block(download)}, ` +
      `builder: () => import(${JSON.stringify(resolve(root, 'blocks', download.blockType, 'download.ts'))}) }`,
  );
  return `${JSON_HELPER}\nexport default {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};`;
}

export function downloadsPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'content-downloads',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? '\0' + ID : null),
    load(id, options) {
      if (id !== '\0' + ID) return null;
      // Downloads are built in the browser only: the server bundle needs no entry, and none of
      // the data and builder libraries the entries would bring into it.
      if (options?.ssr) return 'export default {};';
      if (building) return downloadsModuleCode(root, emittedBlock(this, root));
      for (const file of listProjectFiles(root)) this.addWatchFile(resolve(root, file.file));
      return downloadsModuleCode(root, importedBlock(root));
    },
  };
}
