import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Avatar } from '../../src/render/Avatar.tsx';
import {
  FilterControls,
  PENDING_CLASS,
  useFilteredList,
} from '../../src/render/filtering/index.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { articles } from './schema.ts';

type Props = BlockProps<typeof articles>;
type Article = Props['items'][number];

// A fixed zone, so the server and the visitor's browser print the same day.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Byline({ article }: { article: Article }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Avatar name={article.author.name} image={article.author.image} />
      <div>
        <p className="font-semibold text-ink">{article.author.name}</p>
        <p className="text-muted">
          <time dateTime={article.date}>{longDate.format(new Date(article.date))}</time>
          {article.readTime && <> · {article.readTime}</>}
        </p>
      </div>
    </div>
  );
}

function Cover({ article, className }: { article: Article; className: string }) {
  return (
    <img
      src={article.image.src}
      alt={article.image.alt}
      width={article.image.width}
      height={article.image.height}
      loading="lazy"
      className={className}
    />
  );
}

const category = 'w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700';

export default function Articles({ id, eyebrow, title, intro, filter, featured, items }: Props) {
  const { visible } = useFilteredList(featured ? [featured, ...items] : items, filter);
  const cardsVisible = featured ? visible.slice(1) : visible;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      {filter?.controls && <FilterControls scope={filter.scope} settings={filter.controls} />}
      <div className={filter ? PENDING_CLASS : ''}>
        {featured && (
          <article
            hidden={!visible[0]}
            className="reveal mb-12 grid overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200 lg:grid-cols-2"
          >
            <Cover
              article={featured}
              className="aspect-[2/1] h-full w-full object-cover sm:aspect-[16/10] lg:aspect-auto"
            />
            <div className="flex flex-col gap-4 p-6 sm:p-10">
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
                  Featured
                </span>
                <span className={category}>{featured.category}</span>
              </p>
              <h3 className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
                {featured.title}
              </h3>
              <p className="text-lg text-muted">{featured.excerpt}</p>
              <Byline article={featured} />
              <div>
                <ActionButton action={featured.action}>
                  {featured.action.label}
                  <Icon name="arrow-right" strokeWidth={2} className="size-4" />
                  <span className="sr-only">: {featured.title}</span>
                </ActionButton>
              </div>
            </div>
          </article>
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
                  <span className={category}>{item.category}</span>
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="flex-1 text-muted">{item.excerpt}</p>
                  <Byline article={item} />
                  <div className="border-t border-slate-200 pt-4">
                    <ActionButton action={item.action} look="link" className="text-brand-700">
                      {item.action.label}
                      <Icon name="arrow-right" strokeWidth={2} className="size-4" />
                      <span className="sr-only">: {item.title}</span>
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
