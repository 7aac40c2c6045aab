import type { BlockProps } from '../../src/content/define-block.ts';
import { Filterable, useFilteredList } from '../../src/render/filtering/index.ts';
import { count, spokenDuration } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import {
  CardLink,
  pictureCardGrid,
  cardPictureClass,
  PictureCard,
} from '../../src/render/PictureCard.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { videos } from './schema.ts';

export default function Videos({ id, filter, items, ...frame }: BlockProps<typeof videos>) {
  const { visible, count: shown } = useFilteredList(items, filter);
  return (
    <div hidden={shown === 0}>
      <Section id={id} frame={frame}>
        <Filterable filter={filter} tone={frame.tone}>
          <ul className={pictureCardGrid}>
            {items.map((item, index) => (
              <PictureCard
                key={item.title}
                image={item.image}
                hidden={!visible[index]}
                className="group"
                bodyClassName=""
                media={
                  <div className="relative">
                    <Picture image={item.image} className={cardPictureClass} />
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
                }
              >
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                {item.description && <p className="mt-2 flex-1 text-muted">{item.description}</p>}
                <div className="mt-5 flex items-center justify-between gap-4">
                  <span className="flex items-center gap-1.5 text-sm text-muted">
                    <Icon name="eye" strokeWidth={2} className="size-4" />
                    {count.format(item.views)} views
                  </span>
                  <CardLink action={item.action} about={item.title}>
                    <Icon name="play-triangle" strokeWidth={2} className="size-4" />
                    {item.action.label}
                  </CardLink>
                </div>
              </PictureCard>
            ))}
          </ul>
        </Filterable>
      </Section>
    </div>
  );
}
