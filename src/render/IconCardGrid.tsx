/**
 * The grid of icon cards (features, link cards): each card opens with its icon in a tinted tile
 * (beside an optional aside), its heading and its sentence; the block adds what follows.
 */
import type { ReactNode } from 'react';
import type { IconName } from './icons.ts';
import { EditableText } from './editable-text.tsx';
import { Icon } from './Icon.tsx';
import type { SectionFrame } from '../content/section-frame.ts';
import { cardGrid, Section } from './Section.tsx';

interface IconCardItem {
  icon: IconName;
  title: string;
  text: string;
}

export function IconCardGrid<Item extends IconCardItem>({
  block: { id, columns, items, ...frame },
  cardClass,
  textClass = '',
  aside,
  children,
}: {
  /** The block's own props: its frame fields, columns and cards. */
  block: SectionFrame & {
    id?: string | undefined;
    columns: keyof typeof cardGrid;
    items: readonly Item[];
  };
  /** The card's own classes, given whether the section is dark. */
  cardClass: (dark: boolean) => string;
  textClass?: string;
  /** Shown beside the icon (e.g. a small detail badge). */
  aside?: (item: Item, dark: boolean) => ReactNode;
  /** What follows the sentence. */
  children: (item: Item, dark: boolean) => ReactNode;
}) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame}>
      <ul className={`grid gap-6 ${cardGrid[columns]}`}>
        {items.map((item, index) => (
          <li
            key={item.title}
            className={`reveal flex flex-col rounded-2xl p-6 ${cardClass(dark)}`}
          >
            <div className="flex items-start justify-between gap-4">
              <span
                className={`inline-flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-accent-500/15 text-accent-300' : 'bg-brand-50 text-brand-700'}`}
              >
                <Icon name={item.icon} />
              </span>
              {aside?.(item, dark)}
            </div>
            <h3 className="mt-5 text-lg font-semibold">
              <EditableText path={['items', index, 'title']} value={item.title} />
            </h3>
            <p className={`mt-2 ${textClass} ${dark ? 'text-slate-300' : 'text-muted'}`}>
              <EditableText path={['items', index, 'text']} value={item.text} />
            </p>
            {children(item, dark)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
