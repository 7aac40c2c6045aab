import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { cardGrid, Section } from '../../src/render/Section.tsx';
import type { features } from './schema.ts';

export default function Features({ id, columns, items, ...frame }: BlockProps<typeof features>) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame}>
      <ul className={`grid gap-6 ${cardGrid[columns]}`}>
        {items.map((item) => (
          <li
            key={item.title}
            className={`reveal flex flex-col rounded-2xl border p-6 ${dark ? 'border-white/10 bg-white/5' : 'border-slate-200 bg-white shadow-sm'}`}
          >
            <span
              className={`inline-flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-accent-500/15 text-accent-300' : 'bg-brand-50 text-brand-700'}`}
            >
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className={`mt-2 ${dark ? 'text-slate-300' : 'text-muted'}`}>{item.text}</p>
            {item.points.length > 0 && (
              <ul className={`mt-4 space-y-1.5 text-sm ${dark ? 'text-slate-300' : 'text-muted'}`}>
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {item.link && (
              <div className="mt-auto pt-5">
                <ActionButton
                  action={item.link}
                  look="link"
                  className={dark ? 'text-accent-300' : 'text-brand-700'}
                >
                  {item.link.label}
                  <Icon name="arrow-right" strokeWidth={2} className="size-4" />
                </ActionButton>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
