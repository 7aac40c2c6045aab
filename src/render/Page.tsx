/** Renders a page object: each block's `type` picks its registered component. */
import { useEffect, useState, type ComponentType } from 'react';
import type { PageModule } from './page-module.ts';
import { useHead } from './use-head.ts';
import { BlockBoundary } from './BlockBoundary.tsx';

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

export function Page({ module }: { module: PageModule }) {
  const { page, components, route, file } = useLiveModule(module);
  useHead(page.title, page.description, route);
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = components[block.type] as ComponentType<typeof block> | undefined;
        // Validation guarantees every type is registered; this guards a stale dev module only.
        if (!Component) throw new Error(`No component for block type "${block.type}"`);
        return (
          <BlockBoundary
            key={`${block.type}-${index}`}
            label={`${file} blocks[${index}] (${block.type})`}
          >
            <Component {...block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
