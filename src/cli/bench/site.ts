/**
 * Builds a throw-away copy of the project with N extra pages made from the block examples, so
 * the benchmark measures the real validator and prerenderer on real blocks, whatever they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { BlockDefinition } from '../../content/define-block.ts';
import { copyProject } from '../project-copy.ts';

export function benchSite(repo: string, blocks: readonly BlockDefinition[], pages: number): string {
  // The real pages stay, so the examples' links and modals resolve.
  const { root } = copyProject(tmpdir(), repo);
  mkdirSync(join(root, 'pages/bench'));
  for (let index = 1; index <= pages; index++) {
    const number = String(index).padStart(4, '0');
    const page = {
      title: `Benchmark page ${number}`,
      description: `Page ${number} of the content benchmark, made from the example of every block.`,
      // Every block once (section ids stay unique), in an order that differs from page to page.
      blocks: blocks.map((_, position) => {
        const block = blocks[(position + index) % blocks.length]!;
        return { type: block.type, ...block.example };
      }),
    };
    writeFileSync(join(root, `pages/bench/page-${number}.yaml`), stringify(page, { lineWidth: 0 }));
  }
  return root;
}
