/**
 * A download loads the data of the block that declares it, and nothing else of its page. The
 * dev server imports the page file's `?block=N` module, which is that block's data alone (no
 * components, no other blocks); a build writes the same data as a JSON file of its own and the
 * table fetches it, so a site with a thousand downloads builds no thousand chunks.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  downloadsModuleCode,
  emittedBlock,
  importedBlock,
} from '../../src/content/downloads-plugin.ts';
import { validateProject } from '../../src/content/project.ts';
import { rememberValidation } from '../../src/content/validated-project.ts';
import { contentPlugin } from '../../src/content/vite-plugin.ts';

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

  it('in a build, is a JSON file of its own that the table fetches', async () => {
    rememberValidation(root, validateProject(root));
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
        root,
      ),
    );
    expect(emitted.map((file) => file.name)).toEqual(['curriculum-pdf.json']);
    expect(JSON.parse(emitted[0]!.source)).toEqual(await pageBlock(0));
    expect(table).toContain('block: () => json(import.meta.ROLLUP_FILE_URL_ref1)');
    expect(table).not.toMatch(/import\([^)]*\.yaml/);
  });
});
