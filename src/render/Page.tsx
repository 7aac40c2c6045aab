/** Renders a page object: each block's `type` picks its registered component. */
import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PageModule } from './page-module.ts';
import { useHead } from './use-head.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { Island } from '../islands/Island.tsx';
import { downloadLinksJson, PAGE_DOWNLOADS_ID } from './page-downloads.ts';

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
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = components[block.type] as ComponentType<typeof block> | undefined;
        // Validation guarantees every type is registered; this guards a stale dev module only.
        if (!Component) throw new Error(`No component for block type "${block.type}"`);
        // A block with something to do in the browser is an island; the rest is only HTML.
        const rendered = <Component {...block} />;
        const wake = wakes?.[index];
        const element = (
          <BlockBoundary label={`${file} blocks[${index}] (${block.type})`}>
            {wake ? (
              <Island name="block" props={block} wake={wake}>
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
