/**
 * A filterable listing that may put one item first: the wide featured card, then a grid of
 * picture cards (articles, case studies). The block gives only what is inside each card.
 */
import type { ReactNode } from 'react';
import type { SectionFrame } from '../content/section-frame.ts';
import { categoryBadge, FeaturedCard } from './FeaturedCard.tsx';
import { Filterable, type FilterSettings, useFeaturedFilteredList } from './filtering/index.ts';
import type { ImageField } from './Picture.tsx';
import { pictureCardGrid, PictureCard } from './PictureCard.tsx';
import { Section } from './Section.tsx';

interface ListedItem {
  image: ImageField;
  category: string;
  title: string;
}

export function FeaturedListing<Item extends ListedItem, Featured extends ListedItem = Item>({
  block: { id, filter, featured, items, ...frame },
  label,
  featuredBody,
  cardBody,
}: {
  /** The block's own props: its frame fields, filter, featured item and items. */
  block: SectionFrame & {
    id?: string | undefined;
    filter?: (FilterSettings & Parameters<typeof Filterable>[0]['filter']) | undefined;
    featured?: Featured | undefined;
    items: readonly Item[];
  };
  /** The highlighted label of the featured card ("Featured", "Featured story"). */
  label: string;
  featuredBody: (item: Featured) => ReactNode;
  cardBody: (item: Item) => ReactNode;
}) {
  const { featuredShown, cardsVisible } = useFeaturedFilteredList(featured, items, filter);
  return (
    <Section id={id} frame={frame}>
      <Filterable filter={filter}>
        {featured && (
          <FeaturedCard hidden={!featuredShown} item={featured} label={label}>
            {featuredBody(featured)}
          </FeaturedCard>
        )}
        <ul className={pictureCardGrid}>
          {items.map((item, index) => (
            <PictureCard key={item.title} image={item.image} hidden={!cardsVisible[index]}>
              <span className={categoryBadge}>{item.category}</span>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              {cardBody(item)}
            </PictureCard>
          ))}
        </ul>
      </Filterable>
    </Section>
  );
}
