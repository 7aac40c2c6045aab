import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import {
  FilterControls,
  PENDING_CLASS,
  useFilteredList,
} from '../../src/render/filtering/index.ts';
import { count, spokenDuration } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { videos } from './schema.ts';

export default function Videos({ id, filter, items, ...frame }: BlockProps<typeof videos>) {
  const { visible, count: shown } = useFilteredList(items, filter);
  return (
    <div hidden={shown === 0}>
      <Section id={id} frame={frame}>
        {filter?.controls && (
          <FilterControls scope={filter.scope} settings={filter.controls} tone={frame.tone} />
        )}
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${filter ? PENDING_CLASS : ''}`}>
          {items.map((item, index) => (
            <li key={item.title} hidden={!visible[index]} className="reveal flex">
              <article className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <div className="relative">
                  <Picture
                    image={item.image}
                    className="aspect-[2/1] w-full object-cover sm:aspect-[16/10]"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 flex items-center justify-center bg-navy-950/25"
                  >
                    <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
                      <Icon
                        name="play-triangle"
                        strokeWidth={2}
                        className="ml-1 size-7 fill-current"
                      />
                    </span>
                  </span>
                  <span className="absolute right-3 bottom-3 rounded-md bg-navy-950/85 px-2 py-1 text-xs font-semibold text-white tabular-nums">
                    <span aria-hidden="true">{item.duration}</span>
                    <span className="sr-only">Duration {spokenDuration(item.duration)}</span>
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                  {item.description && <p className="mt-2 flex-1 text-muted">{item.description}</p>}
                  <div className="mt-5 flex items-center justify-between gap-4">
                    <span className="flex items-center gap-1.5 text-sm text-muted">
                      <Icon name="eye" strokeWidth={2} className="size-4" />
                      {count.format(item.views)} views
                    </span>
                    <ActionButton
                      action={item.action}
                      look="link"
                      className="text-brand-700"
                      about={item.title}
                    >
                      <Icon name="play-triangle" strokeWidth={2} className="size-4" />
                      {item.action.label}
                    </ActionButton>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
