/**
 * Serves `virtual:downloads` where pages are rendered whole in the browser (the dev server, the
 * team studio's app build): every download the pages declare (downloads.ts), with loaders of the
 * data of the block that declares it and of its block's builder (`blocks/<type>/download.ts`).
 * Both load on demand, so a download costs nothing until its button is pressed, and neither
 * brings the page's other blocks or components. The dev server imports the page file's
 * `?block=N` module (plugins/content.ts), which follows every edit; the studio's app build writes
 * each block's data as a JSON file of its own.
 *
 * The site's build has no such table: each built page carries the links of the downloads it
 * names, and the build writes each download's data as a file of its own
 * (src/build/download-files.ts), so the client bundle does not change with the pages.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { declaredDownloads, type DeclaredDownload } from '../../project/downloads.ts';
import { listProjectFiles } from '../../project/project.ts';
import { buildsIslands } from '../../content/islands-define.ts';
import type { ValidatedBuild } from '../../project/validated-project.ts';
import { blockImport, builtBlock, validatedInBuild } from '../page-modules.ts';
import type { BuildValidation } from './content.ts';

const ID = 'virtual:downloads';

/** The code of a function that resolves with the data of a download's block. */
type BlockLoader = (download: DeclaredDownload) => string;

/** The loader of a download's data: the block's module, served fresh from the page file. */
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
  (context: AssetEmitter, validated: ValidatedBuild): BlockLoader =>
  ({ name, file, blockIndex }) => {
    const reference = context.emitFile({
      type: 'asset',
      name: `${name}.json`,
      source: JSON.stringify(builtBlock(validated, file, blockIndex)),
    });
    return `() => json(import.meta.ROLLUP_FILE_URL_${reference})`;
  };

const JSON_HELPER = `const json = (url) => fetch(url).then((response) => {
  if (!response.ok) throw new Error(\`\${url}: HTTP \${response.status}\`);
  return response.json();
});`;

export function downloadsModuleCode(
  root: string,
  block: BlockLoader,
  /** Whether a page can be built from (the studio's app build leaves out a refused page). */
  usable: (file: string) => boolean = () => true,
): string {
  const pages = listProjectFiles(root).filter((file) => file.kind === 'page' && usable(file.file));
  const entries = declaredDownloads(pages).map(
    (download) =>
      `${JSON.stringify(download.name)}: { file: ${JSON.stringify(download.file)}, ` +
      `field: ${JSON.stringify(download.field)}, block: ${block(download)}, ` +
      `builder: () => import(${JSON.stringify(resolve(root, 'blocks', download.blockType, 'download.ts'))}) }`,
  );
  return `${JSON_HELPER}\nexport default {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};`;
}

/**
 * `validation`: the build's validation, shared with the content plugin of the same config
 * (vite.config.ts), which fills it at the build's start.
 */
export function downloadsPlugin(validation: BuildValidation = {}): Plugin {
  let root = process.cwd();
  let building = false;
  let islands = false;
  return {
    name: 'content-downloads',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      islands = buildsIslands(config);
    },
    // The site build's code never asks for the table (the branch is dead there), but the import
    // is read before dead code goes: external, it is neither loaded nor emitted.
    resolveId: (id) => (id !== ID ? null : islands ? { id, external: true } : '\0' + ID),
    load(id, options) {
      if (id !== '\0' + ID) return null;
      // Downloads are built in the browser only: the server side needs no entry.
      if (options?.ssr) return 'export default {};';
      if (building) {
        const validated = validation.current;
        if (!validated) throw new Error('the content plugin did not validate this build');
        return downloadsModuleCode(root, emittedBlock(this, validated), (file) =>
          validatedInBuild(validated, file),
        );
      }
      for (const file of listProjectFiles(root)) this.addWatchFile(resolve(root, file.file));
      return downloadsModuleCode(root, importedBlock(root));
    },
  };
}
