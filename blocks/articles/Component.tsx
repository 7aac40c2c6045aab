import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Avatar } from '../../src/render/Avatar.tsx';
import {
  FilterControls,
  PENDING_CLASS,
  useFilteredList,
} from '../../src/render/filtering/index.ts';
import { longDate } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { categoryBadge, FeaturedCard } from '../../src/render/FeaturedCard.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { articles } from './schema.ts';

type Props = BlockProps<typeof articles>;
type Article = Props['items'][number];

function Byline({ article }: { article: Article }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Avatar name={article.author.name} image={article.author.image} />
      <div>
        <p className="font-semibold text-ink">
          {article.author.name}
          {article.author.role && (
            <span className="font-normal text-muted">, {article.author.role}</span>
          )}
        </p>
        <p className="text-muted">
          <time dateTime={article.date}>{longDate.format(new Date(article.date))}</time>
          {article.readTime && <> · {article.readTime}</>}
        </p>
      </div>
    </div>
  );
}

function Cover({ article, className }: { article: Article; className: string }) {
  return <Picture image={article.image} className={className} />;
}

export default function Articles({ id, filter, featured, items, ...frame }: Props) {
  const { visible } = useFilteredList(featured ? [featured, ...items] : items, filter);
  const cardsVisible = featured ? visible.slice(1) : visible;
  return (
    <Section id={id} frame={frame}>
      {filter?.controls && <FilterControls scope={filter.scope} settings={filter.controls} />}
      <div className={filter ? PENDING_CLASS : ''}>
        {featured && (
          <FeaturedCard
            hidden={!visible[0]}
            media={(className) => <Cover article={featured} className={className} />}
            label="Featured"
            category={featured.category}
            title={featured.title}
          >
            <p className="text-lg text-muted">{featured.excerpt}</p>
            <Byline article={featured} />
            <div>
              <ActionButton action={featured.action} about={featured.title}>
                {featured.action.label}
                <Icon name="arrow-right" strokeWidth={2} className="size-4" />
              </ActionButton>
            </div>
          </FeaturedCard>
        )}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.title} hidden={!cardsVisible[index]} className="reveal flex">
              <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <Cover
                  article={item}
                  className="aspect-[2/1] w-full object-cover sm:aspect-[16/10]"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <span className={categoryBadge}>{item.category}</span>
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="flex-1 text-muted">{item.excerpt}</p>
                  <Byline article={item} />
                  <div className="border-t border-slate-200 pt-4">
                    <ActionButton
                      action={item.action}
                      look="link"
                      className="text-brand-700"
                      about={item.title}
                    >
                      {item.action.label}
                      <Icon name="arrow-right" strokeWidth={2} className="size-4" />
                    </ActionButton>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
