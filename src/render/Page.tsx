/** Renders a page object: each block's `type` picks its registered component. */
import { Fragment, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { PageModule } from './page-module.ts';
import { useHead } from './use-head.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { Island } from '../islands/Island.tsx';
import { downloadLinksJson, PAGE_DOWNLOADS_ID } from './page-downloads.ts';
import { PagePictures } from './page-pictures.ts';
import { drawVisual } from '../drawings/draw-visual.ts';
import type { VisualName } from '../content/visuals.ts';
import type { PageData } from '../project/page-schema.ts';

/** The pictures the page's blocks name, each drawn once from the page's content. */
function usePictures(page: PageData): PagePictures {
  return useMemo(() => {
    const drawn = new Map(
      page.blocks.flatMap((block) => {
        const name = visualOf(block);
        return name ? [[name, drawVisual(name, page)] as const] : [];
      }),
    );
    return (name) => drawn.get(name) ?? drawVisual(name, page);
  }, [page]);
}

/** All a drawn picture is, as one text: what its island's HTML is made from besides its props. */
const pictureText = ({ label, markup }: ReturnType<PagePictures>) => `${label}\n${markup}`;

/** The visual a block names (a hero's `visual`), which the page draws for it. */
const visualOf = (block: object): VisualName | undefined =>
  'visual' in block && typeof block.visual === 'string' ? (block.visual as VisualName) : undefined;

function useLiveModule(initial: PageModule): PageModule {
  const [edited, setEdited] = useState<PageModule | null>(null);
  useEffect(() => {
    if (!import.meta.hot) return;
    // The content plugin announces an edited YAML file; swap its data in without a reload.
    const onUpdate = (event: Event) => setEdited((event as CustomEvent<PageModule>).detail);
    window.addEventListener('content-update', onUpdate);
    return () => window.removeEventListener('content-update', onUpdate);
  }, []);
  return edited?.file === initial.file ? edited : initial;
}

/** Wraps each rendered block; the studio's preview marks blocks with it (the site passes none). */
export type BlockFrame = (index: number, block: ReactNode) => ReactNode;

export function Page({ module, frame }: { module: PageModule; frame?: BlockFrame }) {
  const { page, components, route, file, wakes, downloads } = useLiveModule(module);
  useHead(page.title, page.description, route);
  const pictures = usePictures(page);
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = components[block.type] as ComponentType<typeof block> | undefined;
        // Validation guarantees every type is registered; this guards a stale dev module only.
        if (!Component) throw new Error(`No component for block type "${block.type}"`);
        // A block with something to do in the browser is an island; the rest is only HTML.
        // A block that names a visual is given the page's pictures inside its island, which
        // the server renders as a tree of its own; the picture is part of the island's HTML.
        const visual = visualOf(block);
        const rendered = visual ? (
          <PagePictures value={pictures}>
            <Component {...block} />
          </PagePictures>
        ) : (
          <Component {...block} />
        );
        const wake = wakes?.[index];
        const element = (
          <BlockBoundary label={`${file} blocks[${index}] (${block.type})`}>
            {wake ? (
              <Island
                name="block"
                props={block}
                wake={wake}
                madeFrom={visual && pictureText(pictures(visual))}
              >
                {rendered}
              </Island>
            ) : (
              rendered
            )}
          </BlockBoundary>
        );
        return (
          <Fragment key={`${block.type}-${index}`}>
            {frame ? frame(index, element) : element}
          </Fragment>
        );
      })}
      {downloads && (
        // What the page's download buttons fetch when pressed (page-downloads.ts): data, never run.
        <script
          type="application/json"
          id={PAGE_DOWNLOADS_ID}
          dangerouslySetInnerHTML={{ __html: downloadLinksJson(downloads) }}
        />
      )}
    </>
  );
}
