// @vitest-environment jsdom
/**
 * The heading levels each block declares (`headings` in its definition, which the content
 * review's outline rules read) are the ones its component renders: every block of every page of
 * the site and every block's example is rendered, and the h1–h6 in the HTML, in order, must be
 * the declared ones.
 */
import { act, render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../../blocks/index.ts';
import { listProjectFiles } from '../../../../src/project/project.ts';
import { parseYaml } from '../../../../src/content/parsed-yaml.ts';
import { blockHeadings } from '../../../../src/content/review/page-outline.ts';

const components = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>(
  '../../../../blocks/*/Component.tsx',
  { eager: true },
);

type Block = Record<string, unknown> & { type: string };

const pageBlocks: [string, Block][] = listProjectFiles(process.cwd())
  .filter((file) => file.kind === 'page')
  .flatMap((file) => {
    const blocks = (parseYaml(file.source).data as { blocks: Block[] }).blocks;
    return blocks.map((block, i): [string, Block] => [`${file.file} blocks[${i}]`, block]);
  });
const definitions = new Map(blockRegistry.map((block) => [block.type, block] as const));

const examples: [string, Block][] = blockRegistry.map((block) => [
  `${block.type} example`,
  { type: block.type, ...(block.example as Record<string, unknown>) },
]);

async function renderBlock(block: Block): Promise<HTMLElement> {
  const definition = blockRegistry.find((b) => b.type === block.type)!;
  const Component = components[`../../../../blocks/${block.type}/Component.tsx`]!.default;
  // The page schema adds `type` and `id` around the block's own schema.
  const fields = Object.fromEntries(
    Object.entries(block).filter(([key]) => key !== 'type' && key !== 'id'),
  );
  const props = { ...(definition.schema.parse(fields) as Record<string, unknown>), id: block.id };
  // An awaited act: a card that suspends (a form block loading its form) is retried when its
  // data arrives; inside a render's own act, React 19 leaves a suspended card where it is.
  let container!: HTMLElement;
  await act(async () => {
    container = render(
      <MemoryRouter>
        <Component {...props} />
      </MemoryRouter>,
    ).container;
  });
  return container;
}

const levelsIn = (container: HTMLElement) =>
  [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));

describe.each([...examples, ...pageBlocks])('%s', (_name, block) => {
  it('renders the headings its definition declares', async () => {
    const declared = blockHeadings(definitions, block.type, block).map((heading) => heading.level);
    const container = await renderBlock(block);
    // A form block's card loads its form definition first (a lazy part).
    await waitFor(() => expect(levelsIn(container)).toEqual(declared), { timeout: 15_000 });
  }, 20_000);
});

it('covers every page of the site', () => {
  expect(pageBlocks.length).toBeGreaterThan(100);
  expect(readFileSync(join(process.cwd(), 'pages/index.yaml'), 'utf8')).toContain('type: hero');
});
