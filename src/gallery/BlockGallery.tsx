/**
 * `/blocks` in `npm run dev`: every registered block rendered from its example, with the YAML
 * that produces it beside it, so an author can see what each block looks like and copy it.
 * Only the dev server serves it (see routes.tsx); the production build does not contain it.
 */
import type { ComponentType } from 'react';
import blocks from 'virtual:block-gallery';
import { useHead } from '../render/use-head.ts';

export function BlockGallery() {
  useHead('Block gallery', 'Every block of the site rendered from its example.', '/blocks');
  return (
    <div className="bg-slate-50">
      <header className="mx-auto max-w-7xl px-5 pt-12 pb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Development only
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Block gallery</h1>
        <p className="mt-3 max-w-3xl text-muted">
          Every block a page can use ({blocks.length}), rendered from its example. Copy the YAML
          beside it into a page&apos;s <code>blocks:</code> list. Fields are explained in
          docs/blocks.md.
        </p>
        <nav aria-label="Blocks" className="mt-6 flex flex-wrap gap-2">
          {blocks.map((block) => (
            <a
              key={block.id}
              href={`#gallery-${block.id}`}
              className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
            >
              {block.id}
            </a>
          ))}
        </nav>
      </header>
      {blocks.map((block) => {
        const Component = block.Component as ComponentType<Record<string, unknown>>;
        return (
          <section
            key={block.id}
            id={`gallery-${block.id}`}
            aria-labelledby={`gallery-${block.id}-title`}
            className="mx-auto max-w-[96rem] scroll-mt-24 px-5 py-8"
          >
            <h2 id={`gallery-${block.id}-title`} className="text-xl font-bold text-ink">
              <code>{block.id}</code>
            </h2>
            <p className="mt-1 text-muted">{block.description}</p>
            <div className="mt-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
              <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <Component {...block.props} />
              </div>
              <figure className="xl:sticky xl:top-24 xl:self-start">
                <figcaption className="mb-2 text-sm font-semibold text-ink">
                  YAML for <code>{block.type}</code>
                </figcaption>
                {/* Wrapped, not scrolled: a scrolling box would need to be keyboard-focusable. */}
                <pre className="rounded-2xl bg-navy-950 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">
                  <code>{block.yaml}</code>
                </pre>
              </figure>
            </div>
          </section>
        );
      })}
    </div>
  );
}

export default BlockGallery;
