import type { BlockProps } from '../../src/content/define-block.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { trades } from './schema.ts';

export default function Trades({ id, items, ...frame }: BlockProps<typeof trades>) {
  return (
    <Section id={id} frame={frame}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.name}
            // Icon above the text on phones and small tablets: beside it, two cards a row
            // leave the name and description too narrow ("General Contracting" spilled out).
            className="reveal flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 text-ink shadow-sm ring-1 ring-slate-200 md:flex-row md:items-start"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/15 text-accent-600">
              <Icon name={item.icon} className="size-5" />
            </span>
            <span className="min-w-0 break-words">
              <span className="block font-semibold">{item.name}</span>
              {item.text && <span className="block text-sm text-muted">{item.text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
