/**
 * A download loads the data of the block that declares it, and nothing else of its page: the
 * page file's `?block=N` import is that block's data alone (no components, no other blocks),
 * so pressing a download button fetches one small chunk and the build bundles one small chunk
 * per download, not a second copy of every page that declares one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { downloadsModuleCode } from '../../src/content/downloads-plugin.ts';
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

describe('the data of a download', () => {
  it('is imported from the declaring page as that block alone', () => {
    const table = downloadsModuleCode(root);
    expect(table).toContain(`import(${JSON.stringify(`${root}/pages/curriculum.yaml?block=0`)})`);
    // Never the page module itself, which would bring every block and component of the page.
    expect(table).not.toMatch(/import\("[^"]*\.yaml"\)/);
  });

  it('is the block as the page module holds it, with no imports', async () => {
    const page = await transformed(`${root}/pages/curriculum.yaml`);
    const pageData = JSON.parse(/^export const page = (.*);$/m.exec(page)![1]!) as {
      blocks: unknown[];
    };
    const block = await transformed(`${root}/pages/curriculum.yaml?block=0`);
    expect(block).not.toMatch(/\bimport\b/);
    const data = JSON.parse(/^export default (.*);$/.exec(block)![1]!) as {
      type: string;
      download: { name: string };
    };
    expect(data).toEqual(pageData.blocks[0]);
    expect(data.type).toBe('curriculum');
    expect(data.download.name).toBe('curriculum-pdf');
  });
});
