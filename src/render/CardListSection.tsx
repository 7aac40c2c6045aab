/**
 * A section whose content is one list of cards (trades, job openings, stories, testimonials):
 * the frame from the block's props, one `li` a card keyed by `keyOf`, and what `children` draws
 * inside each. The block gives the list's and the cards' classes and, in `after`, what follows.
 */
import type { ReactNode } from 'react';
import type { SectionFrame } from '../content/section-frame.ts';
import { Section } from './Section.tsx';

/** Tall cards, three a row on wide screens, each as high as its row (stories, testimonials). */
export const panelCards = { list: 'grid gap-6 md:grid-cols-2 lg:grid-cols-3', card: 'reveal flex' };

/** The white panel inside each of the `panelCards`. */
export const panel =
  'flex w-full flex-col rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200';

export function CardListSection<Item>({
  block: { id, items, ...frame },
  keyOf,
  list,
  card,
  after,
  children,
}: {
  /** The block's own props: its frame fields and its items. */
  block: SectionFrame & { id?: string | undefined; items: readonly Item[] };
  keyOf: (item: Item) => string;
  /** Classes of the list (its grid) and of each card. */
  list: string;
  card: string;
  after?: ReactNode;
  /** Draws one card; `index` is the item's place in `items` (the path of its fields). */
  children: (item: Item, index: number) => ReactNode;
}) {
  return (
    <Section id={id} frame={frame}>
      <ul className={list}>
        {items.map((item, index) => (
          <li key={keyOf(item)} className={card}>
            {children(item, index)}
          </li>
        ))}
      </ul>
      {after}
    </Section>
  );
}
