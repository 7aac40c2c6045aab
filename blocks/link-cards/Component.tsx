import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { cardGrid, Section } from '../../src/render/Section.tsx';
import type { linkCards } from './schema.ts';

/**
 * Each card's action is its one link. The link's hit area is stretched over the whole card
 * (an `after:` overlay), so the card is clickable without nesting interactive elements.
 */
export default function LinkCards({ id, columns, items, ...frame }: BlockProps<typeof linkCards>) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame}>
      <ul className={`grid gap-6 ${cardGrid[columns]}`}>
        {items.map((item) => (
          <li
            key={item.title}
            className={`reveal group relative flex flex-col rounded-2xl p-6 transition-shadow focus-within:shadow-md hover:shadow-md ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-600/40'}`}
          >
            <div className="flex items-start justify-between gap-4">
              <span
                className={`inline-flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-accent-500/15 text-accent-300' : 'bg-brand-50 text-brand-700'}`}
              >
                <Icon name={item.icon} />
              </span>
              {item.meta && (
                <span
                  className={`rounded-full px-3 py-1 text-xs font-medium ${dark ? 'bg-white/10 text-slate-200' : 'bg-slate-100 text-muted'}`}
                >
                  {item.meta}
                </span>
              )}
            </div>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className={`mt-2 flex-1 ${dark ? 'text-slate-300' : 'text-muted'}`}>{item.text}</p>
            <div className="pt-5">
              <ActionButton
                action={item.action}
                look="link"
                className={`after:absolute after:inset-0 after:rounded-2xl after:content-[''] ${dark ? 'text-accent-300' : 'text-brand-700'}`}
              >
                {item.action.label}
                <Icon
                  name="arrow-right"
                  strokeWidth={2}
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </ActionButton>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
