import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import {
  FilterControls,
  PENDING_CLASS,
  useFilteredList,
} from '../../src/render/filtering/index.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { categoryBadge, FeaturedCard } from '../../src/render/FeaturedCard.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { caseStudies } from './schema.ts';

type Props = BlockProps<typeof caseStudies>;
type Study = Props['items'][number];

function Metrics({ metrics, large = false }: { metrics: Study['metrics']; large?: boolean }) {
  return (
    <dl className="grid grid-cols-3 gap-3 border-t border-slate-200 pt-5">
      {metrics.map((metric) => (
        <div key={metric.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-xs leading-snug text-muted">{metric.label}</dt>
          <dd
            className={`font-bold text-brand-700 ${large ? 'text-xl min-[375px]:text-2xl sm:text-3xl' : 'text-lg min-[375px]:text-xl'}`}
          >
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function CaseStudies({ id, filter, featured, items, ...frame }: Props) {
  const all = featured ? [featured, ...items] : items;
  const { visible } = useFilteredList(all, filter);
  const cardsVisible = featured ? visible.slice(1) : visible;
  return (
    <Section id={id} frame={frame}>
      {filter?.controls && <FilterControls scope={filter.scope} settings={filter.controls} />}
      <div className={filter ? PENDING_CLASS : ''}>
        {featured && (
          <FeaturedCard
            hidden={!visible[0]}
            media={(className) => <Picture image={featured.image} className={className} />}
            label="Featured story"
            category={featured.category}
            title={featured.title}
          >
            {featured.company && <p className="font-medium text-slate-700">{featured.company}</p>}
            <p className="text-muted">{featured.description}</p>
            {featured.quote && (
              <figure className="rounded-xl bg-slate-50 p-4">
                <blockquote className="flex gap-3 text-slate-700">
                  <Icon name="quote" strokeWidth={2} className="size-5 shrink-0 text-accent-500" />
                  <p>{featured.quote}</p>
                </blockquote>
                {featured.author && (
                  <figcaption className="mt-2 pl-8 text-sm font-semibold text-ink">
                    {featured.author}
                  </figcaption>
                )}
              </figure>
            )}
            <Metrics metrics={featured.metrics} large />
            {featured.action && (
              <div>
                <ActionButton action={featured.action} />
              </div>
            )}
          </FeaturedCard>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.title} hidden={!cardsVisible[index]} className="reveal flex">
              <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <Picture
                  image={item.image}
                  className="aspect-[2/1] w-full object-cover sm:aspect-[16/10]"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <span className={categoryBadge}>{item.category}</span>
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                  {item.company && (
                    <p className="text-sm font-medium text-slate-700">{item.company}</p>
                  )}
                  <p className="flex-1 text-muted">{item.description}</p>
                  <Metrics metrics={item.metrics} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
