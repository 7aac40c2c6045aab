import type { ReactNode } from 'react';
import { type ImageField, Picture } from './Picture.tsx';

/** The small rounded label cards use for their category. */
export const categoryBadge =
  'w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700';

interface FeaturedCardProps {
  /** The item put first: its picture, category and title head the card. */
  item: { image: ImageField; category: string; title: string };
  /** The highlighted label ("Featured", "Featured story"). */
  label: string;
  /** Hidden while a filter excludes it. */
  hidden?: boolean;
  children: ReactNode;
}

/** The wide card above a list that puts one item first: picture beside, label, category, title. */
export function FeaturedCard({
  item: { image, category, title },
  label,
  hidden,
  children,
}: FeaturedCardProps) {
  return (
    <article
      hidden={hidden}
      className="reveal mb-12 grid overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200 lg:grid-cols-2"
    >
      <Picture
        image={image}
        className="aspect-[2/1] h-full w-full object-cover sm:aspect-[16/10] lg:aspect-auto"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
            {label}
          </span>
          <span className={categoryBadge}>{category}</span>
        </p>
        <h3 className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
          {title}
        </h3>
        {children}
      </div>
    </article>
  );
}
