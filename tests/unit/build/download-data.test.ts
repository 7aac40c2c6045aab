/**
 * A download loads the data of the block that declares it, and nothing else of its page. The
 * dev server imports the page file's `?block=N` module, which is that block's data alone (no
 * components, no other blocks); the site's build writes the same data as a JSON file of its own,
 * outside Vite, and each page that names the download carries its URL: no bundle holds a table.
 * The team studio's app build, which renders pages whole, keeps a table of emitted JSON files.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadFiles } from '../../../src/build/download-files.ts';
import { declaredDownloads } from '../../../src/project/downloads.ts';
import {
  downloadsModuleCode,
  emittedBlock,
  importedBlock,
} from '../../../src/build/plugins/downloads.ts';
import { listProjectFiles, validateProject } from '../../../src/project/project.ts';
import { validatedBuild } from '../../../src/project/validated-project.ts';
import { builtBlock, builtPageModules } from '../../../src/build/page-modules.ts';
import { contentPlugin } from '../../../src/build/plugins/content.ts';

const root = process.cwd();

async function transformed(id: string): Promise<string> {
  const transform = contentPlugin().transform as (
    this: unknown,
    source: string,
    id: string,
  ) => Promise<{ code: string }> | { code: string };
  const file = id.split('?')[0]!;
  const { code } = await transform.call(
    { addWatchFile: () => undefined },
    readFileSync(file, 'utf8'),
    id,
  );
  return code;
}

/** The block the page module holds at `index`: what a download's data must equal. */
async function pageBlock(index: number): Promise<unknown> {
  const page = await transformed(`${root}/pages/curriculum.yaml`);
  const data = JSON.parse(/^export const page = (.*);$/m.exec(page)![1]!) as { blocks: unknown[] };
  return data.blocks[index];
}

// The build's report is kept per process (validated-project.ts): other files in this worker
// must not find it.
afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for('tradelift.validated-project'));
});

describe('the data of a download', () => {
  it('in the dev server, is imported from the declaring page as that block alone', async () => {
    const table = downloadsModuleCode(root, importedBlock(root));
    expect(table).toContain(`import(${JSON.stringify(`${root}/pages/curriculum.yaml?block=0`)})`);
    // Never the page module itself, which would bring every block and component of the page.
    expect(table).not.toMatch(/import\("[^"]*\.yaml"\)/);

    const block = await transformed(`${root}/pages/curriculum.yaml?block=0`);
    expect(block).not.toMatch(/\bimport\b/);
    const data = JSON.parse(/^export default (.*);$/.exec(block)![1]!) as {
      type: string;
      download: { name: string };
    };
    expect(data).toEqual(await pageBlock(0));
    expect(data.type).toBe('curriculum');
    expect(data.download.name).toBe('curriculum-pdf');
  });

  it('in a build, is a JSON file named by its hash, which the pages naming it link to', async () => {
    const validated = validatedBuild(root, validateProject(root));
    const pages = listProjectFiles(root).filter((file) => file.kind === 'page');
    const declared = declaredDownloads(pages);
    const blocks = declared.map((download) =>
      builtBlock(validated, download.file, download.blockIndex),
    );
    const { links, files } = downloadFiles(declared, blocks);
    expect(Object.keys(links)).toEqual(['curriculum-pdf']);
    const link = links['curriculum-pdf']!;
    expect(link.type).toBe('curriculum');
    expect(link.data).toMatch(/^\/assets\/downloads\/curriculum-pdf-[0-9a-f]{12}\.json$/);
    const data = JSON.parse(files.get(link.data.slice(1))!) as { fileName: string; block: unknown };
    expect(data.block).toEqual(await pageBlock(0));
    expect(data.fileName).toBe('TradeLift-Growth-Strategist-Curriculum.pdf');

    // The link travels with the page whose button names the download, and with no other.
    const modules = builtPageModules(validated, links);
    const downloadsOf = (file: string) =>
      (JSON.parse(modules.moduleOf(file)) as { downloads?: unknown }).downloads;
    expect(downloadsOf('pages/curriculum.yaml')).toEqual({ 'curriculum-pdf': link });
    expect(downloadsOf('pages/index.yaml')).toBeUndefined();
  });

  it("in the team studio's app build (pages rendered whole), is a JSON file the table fetches", async () => {
    const validated = validatedBuild(root, validateProject(root));
    const emitted: { name: string; source: string }[] = [];
    const table = downloadsModuleCode(
      root,
      emittedBlock(
        {
          emitFile: (file) => {
            emitted.push(file);
            return `ref${emitted.length}`;
          },
        },
        validated,
      ),
    );
    expect(emitted.map((file) => file.name)).toEqual(['curriculum-pdf.json']);
    expect(JSON.parse(emitted[0]!.source)).toEqual(await pageBlock(0));
    expect(table).toContain('block: () => json(import.meta.ROLLUP_FILE_URL_ref1)');
    expect(table).not.toMatch(/import\([^)]*\.yaml/);
  });
});
