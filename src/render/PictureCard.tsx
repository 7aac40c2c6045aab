/**
 * The card that the listing blocks (articles, case studies, videos, webinars) share: a picture on
 * top, a white body below, shown or hidden by the block's filter. One piece, so the cards of every
 * listing keep the same frame, picture crop and reveal animation.
 */
import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton.tsx';
import { type ImageField, Picture } from './Picture.tsx';

/** The grid the cards sit in: one column on a phone, two on a tablet, three on a desktop. */
export const pictureCardGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The crop every card picture gets. */
export const cardPictureClass = 'aspect-[2/1] w-full object-cover sm:aspect-[16/10]';

export function PictureCard({
  image,
  hidden,
  media,
  className = '',
  bodyClassName = 'gap-3',
  children,
}: {
  image: ImageField;
  hidden?: boolean;
  /** Replaces the plain picture (e.g. a picture with a play badge over it). */
  media?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <li hidden={hidden} className="reveal flex">
      <article
        className={`${className} flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200`.trim()}
      >
        {media ?? <Picture image={image} className={cardPictureClass} />}
        <div className={`flex flex-1 flex-col p-6 ${bodyClassName}`}>{children}</div>
      </article>
    </li>
  );
}

/** A card's action as a text link, named for the card it belongs to. */
export function CardLink({
  action,
  about,
  children,
}: {
  action: Parameters<typeof ActionButton>[0]['action'];
  about: string;
  children?: ReactNode;
}) {
  return (
    <ActionButton action={action} look="link" className="text-brand-700" about={about}>
      {children}
    </ActionButton>
  );
}
