/**
 * Builds a throw-away copy of the project with N extra pages made from the block examples, so
 * the benchmark measures the real validator and prerenderer on real blocks, whatever they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { BlockDefinition } from '../../content/define-block.ts';
import { textFields } from '../../content/review/text-fields.ts';
import { copyProject } from '../project-copy.ts';

/**
 * A block example that declares a download (`download: { name }`), with the name made the
 * page's own: two blocks may not declare one name (duplicate-download), and every generated page
 * holds every example.
 */
function ownDownload(example: object, suffix: string): object {
  const name = (example as { download?: { name?: unknown } }).download?.name;
  if (typeof name !== 'string') return example;
  const text = JSON.stringify(example).replaceAll(
    JSON.stringify(name),
    JSON.stringify(`${name}-${suffix}`),
  );
  return JSON.parse(text) as object;
}

/**
 * A block example whose prose (answers, quotes, paragraphs) is marked as the benchmark's: a page
 * of the examples' own words is what the content review warns of (example-text), and thirty
 * warnings a page would time those rather than the site. The mark is the same on every page,
 * so the pages stay the ones issue 27 measured (the examples, every page alike but for its
 * order), and the islands they share stay shared.
 */
function markedProse(block: BlockDefinition, example: object): object {
  const marked = structuredClone(example) as Record<PropertyKey, unknown>;
  for (const text of textFields(block.schema, example)) {
    if (text.lines !== 'prose') continue;
    const parent = text.path
      .slice(0, -1)
      .reduce<Record<PropertyKey, unknown>>(
        (node, key) => node[key] as Record<PropertyKey, unknown>,
        marked,
      );
    parent[text.path.at(-1)!] = `${text.value} (bench)`;
  }
  return marked;
}

export function benchSite(repo: string, blocks: readonly BlockDefinition[], pages: number): string {
  // The real pages stay, so the examples' links and modals resolve.
  const { root } = copyProject(tmpdir(), repo);
  mkdirSync(join(root, 'pages/bench'));
  const examples = new Map(blocks.map((block) => [block, markedProse(block, block.example)]));
  for (let index = 1; index <= pages; index++) {
    const number = String(index).padStart(4, '0');
    const page = {
      title: `Benchmark page ${number}`,
      description: `Page ${number} of the content benchmark, made from the example of every block.`,
      // Every block once (section ids stay unique), in an order that differs from page to page.
      blocks: blocks.map((_, position) => {
        const block = blocks[(position + index) % blocks.length]!;
        return { type: block.type, ...ownDownload(examples.get(block)!, number) };
      }),
    };
    writeFileSync(join(root, `pages/bench/page-${number}.yaml`), stringify(page, { lineWidth: 0 }));
  }
  return root;
}
